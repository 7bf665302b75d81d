import { after } from 'next/server';
import { apiHandler, readJson } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { readRecordId } from '@/lib/http/params';
import { otherMethods } from '@/lib/http/methods';
import { requireAdmin, requireEditor } from '@/lib/accounts/session';
import { changeSignupByStaff, deleteSignupByStaff } from '@/lib/signups/commands';
import { staffChangeSchema } from '@/lib/signups/schemas';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Staff: party size, move between lists (`status`), cancel with a `message` to the person. */
export const PATCH = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'sign-up');
  const result = await changeSignupByStaff(user, id, await readJson(request, staffChangeSchema));
  if (!result) throw notFound('No such sign-up');
  after(result.followUp);
  return Response.json(result.signup);
});

/**
 * Administrators (PRODUCT.md: deleting sign-up data is theirs; editors cancel with PATCH): removes
 * the sign-up; its place goes to the first on the waiting list whose party fits.
 */
export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireAdmin(request);
  const id = await readRecordId(context, 'sign-up');
  const result = await deleteSignupByStaff(user, id);
  if (!result) throw notFound('No such sign-up');
  after(result.followUp);
  return new Response(null, { status: 204 });
});

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
