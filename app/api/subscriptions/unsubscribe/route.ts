import { apiHandler } from '@/lib/http/handler';
import { badRequest, notFound } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { unsubscribeByLink } from '@/lib/subscriptions/links';
import { formLanguage, redirectTo } from '@/lib/subscriptions/forms';

export const dynamic = 'force-dynamic';

// RFC 8058 one-click: mail programs POST `List-Unsubscribe=One-Click` (urlencoded or multipart)
// to the message's link, which next.config.ts rewrites here (in every language); the token is in
// the link's query. The unsubscribe page's button posts the same, plus `from=page`, and is sent
// on to the page's result.
export const POST = apiHandler(async (request) => {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const body = await request.formData().catch(() => null);
  if (body?.get('List-Unsubscribe') !== 'One-Click') {
    throw badRequest('The body must be List-Unsubscribe=One-Click');
  }
  const done = await unsubscribeByLink(token);
  if (body.get('from') === 'page') {
    const form = { locale: String(body.get('locale') ?? '') };
    return redirectTo(formLanguage(form), '/subscription/unsubscribe', {
      status: done ? 'unsubscribed' : 'invalid',
    });
  }
  if (!done) throw notFound('This unsubscribe link is not valid');
  return new Response('Unsubscribed\n', {
    status: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
