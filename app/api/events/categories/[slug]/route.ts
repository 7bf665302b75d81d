import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import {
  CATEGORY_SLUG,
  categoryPatchSchema,
  deleteCategory,
  renameCategory,
} from '@/lib/events/categories';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

async function readSlug(context: Context): Promise<string> {
  const { slug } = await context.params;
  if (!CATEGORY_SLUG.test(slug) || slug.length > 60) throw notFound('No such category');
  return slug;
}

/** `{name: {en?, ua?}}`: the languages sent change, the others keep theirs. */
export const PATCH = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const slug = await readSlug(context);
  return Response.json(
    await renameCategory(user, slug, await readJson(request, categoryPatchSchema)),
  );
});

/** 204; 409 with reason `category_in_use` while an event is in it. */
export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  await deleteCategory(user, await readSlug(context));
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
