import { z } from 'zod';
import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { deleteByLink } from '@/lib/subscriptions/links';
import { formLanguage, readBody, redirectTo } from '@/lib/subscriptions/forms';

export const dynamic = 'force-dynamic';

const deleteSchema = z.strictObject({ token: z.string().min(1).max(200) });

// The manage page's "Delete my data": the subscriber's row goes, the address stays as a hash.
export const POST = apiHandler(async (request) => {
  const { input, form } = await readBody(request, deleteSchema, (fields) => ({
    token: fields.token,
  }));
  const deleted = input ? await deleteByLink(input.token) : false;
  if (form) {
    return redirectTo(formLanguage(form), '/subscription/unsubscribe', {
      status: deleted ? 'deleted' : 'invalid',
    });
  }
  if (!deleted) throw notFound('This link is not valid');
  return new Response(null, { status: 204 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
