import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { readRecordId } from '@/lib/http/params';
import { requireApprovedUser } from '@/lib/accounts/session';
import { mailingProgress } from '@/lib/mailings/data';

export const dynamic = 'force-dynamic';

/** A send's progress: {status, total, sent, failed}, counted from the outbox. */
export const GET = apiHandler(async (request, context: Context) => {
  await requireApprovedUser(request);
  const id = await readRecordId(context, 'mailing');
  const progress = await mailingProgress(id);
  if (!progress) throw notFound('No such mailing');
  return Response.json(progress, { headers: { 'Cache-Control': 'no-store' } });
});

type Context = { params: Promise<{ id: string }> };

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
