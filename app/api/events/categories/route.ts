import { apiHandler, readJson } from '@/lib/http/handler';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { getCategories } from '@/lib/events/data';
import { categoryInputSchema, createCategory } from '@/lib/events/categories';

export const dynamic = 'force-dynamic';

/** `[{slug, name: {en, ua}}]`, in the staff's order. */
export const GET = apiHandler(async () => Response.json(await getCategories()));

/** `{slug?, name: {en, ua?}}` → 201 `{slug, name}`; 409 (`category_exists`) for a taken slug. */
export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, categoryInputSchema);
  return Response.json(await createCategory(user, input), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
