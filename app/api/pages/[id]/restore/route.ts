import { apiHandler } from '@/lib/http/handler';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { restorePage } from '@/lib/pages/manage';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Brings a retired page back: its address answers again, in the menu where it was. */
export const POST = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const page = await restorePage(user, await readRecordId(context, 'page'));
  return Response.json(page);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
