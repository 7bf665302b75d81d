import { apiHandler, readJson } from '@/lib/http/handler';
import { readPageSlug } from '@/lib/pages/page-slug';
import { requireApprovedUser, requireEditor } from '@/lib/accounts/session';
import { getPageRecord } from '@/lib/pages/data';
import { savePage } from '@/lib/pages/commands';
import { pageContentInputSchema } from '@/lib/pages/schemas';
import { otherMethods } from '@/lib/http/methods';
import { getPageDraft } from '@/lib/pages/drafts';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ page: string }> };

/**
 * The page's published record, or null (200) when it has none. `?draft=1` (staff): its draft,
 * or null when it has none.
 */
export const GET = apiHandler(async (request, context: Context) => {
  const wantsDraft = new URL(request.url).searchParams.get('draft') === '1';
  // A read: staff only, with no Origin check (the editor reads it with its cookie).
  if (wantsDraft) await requireApprovedUser(request);
  const slug = await readPageSlug(context);
  if (wantsDraft) return Response.json(await getPageDraft(slug));
  return Response.json(await getPageRecord(slug));
});

export const PUT = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const slug = await readPageSlug(context);
  const input = await readJson(request, pageContentInputSchema);
  return Response.json(await savePage(user, slug, input));
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
