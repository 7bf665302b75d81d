import { apiHandler } from '@/lib/http/handler';
import { readPageSlug } from '@/lib/pages/page-slug';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { discardDraft } from '@/lib/pages/commands';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ page: string }> };

/** Discards the page's draft (scheduled or not); the published text stays as it is. */
export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const slug = await readPageSlug(context);
  await discardDraft(user, slug);
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE');
