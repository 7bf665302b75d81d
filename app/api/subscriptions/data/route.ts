import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { recordByLink } from '@/lib/subscriptions/links';

export const dynamic = 'force-dynamic';

// Everything the site holds about the subscriber of the link, as a JSON download.
export const GET = apiHandler(async (request) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const record = await recordByLink(token);
  if (!record) throw notFound('This link is not valid');
  return new Response(JSON.stringify(record, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': 'attachment; filename="subscription.json"',
      'Cache-Control': 'no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
