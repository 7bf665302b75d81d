import { z } from 'zod';
import { apiHandler } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { confirmSubscription } from '@/lib/subscriptions/commands';
import { formLanguage, readBody, redirectTo } from '@/lib/subscriptions/forms';

export const dynamic = 'force-dynamic';

const confirmSchema = z.strictObject({ token: z.string().min(1).max(200) });

// The confirmation page's button (a GET of the link only shows it: a mail scanner that follows
// links subscribes nobody). JSON answers {confirmed}; the form a 303 to the page's result.
export const POST = apiHandler(async (request) => {
  const { input, form } = await readBody(request, confirmSchema, (fields) => ({
    token: fields.token,
  }));
  const confirmed = input ? await confirmSubscription(input.token) : false;
  if (form) {
    return redirectTo(formLanguage(form), '/subscription/confirm', {
      status: confirmed ? 'confirmed' : 'invalid',
    });
  }
  return Response.json({ confirmed }, { status: confirmed ? 200 : 404 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
