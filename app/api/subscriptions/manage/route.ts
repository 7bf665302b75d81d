import { z } from 'zod';
import { apiHandler } from '@/lib/http/handler';
import { notFound } from '@/lib/http/errors';
import { otherMethods } from '@/lib/http/methods';
import { changeByLink } from '@/lib/subscriptions/links';
import { formLanguage, readBody, redirectTo } from '@/lib/subscriptions/forms';
import { subscriptionChangeSchema } from '@/lib/subscriptions/schemas';

export const dynamic = 'force-dynamic';

const manageSchema = subscriptionChangeSchema.extend({ token: z.string().min(1).max(200) });

// The manage page's form (no account: the link's token is the key). JSON answers the subscriber.
export const POST = apiHandler(async (request) => {
  const { input, form } = await readBody(request, manageSchema, (fields) => ({
    token: fields.token,
    lists: fields.lists,
    language: fields.language,
  }));
  const changed = input ? await changeByLink(input.token, input) : null;
  if (form) {
    const token = typeof form.token === 'string' ? form.token : '';
    return redirectTo(formLanguage(form), '/subscription', {
      token,
      status: changed ? 'saved' : 'invalid',
    });
  }
  if (!changed) throw notFound('This link is not valid');
  return Response.json({ subscriber: changed });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
