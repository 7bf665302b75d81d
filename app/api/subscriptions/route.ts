import { apiHandler } from '@/lib/http/handler';
import { clientAddress } from '@/lib/http/client-address';
import { otherMethods } from '@/lib/http/methods';
import { requestSubscription } from '@/lib/subscriptions/commands';
import { formLanguage, readBody, redirectTo } from '@/lib/subscriptions/forms';
import { subscriptionRequestSchema } from '@/lib/subscriptions/schemas';

export const dynamic = 'force-dynamic';

// Public. The answer never says whether the address is known, new, limited or a bot's: 202
// {ok: true} (JSON), or for the forms without JavaScript a 303 to "Check your inbox".
export const POST = apiHandler(async (request) => {
  const { input, form } = await readBody(request, subscriptionRequestSchema, (fields) => ({
    email: fields.email,
    lists: fields.lists,
    language: fields.language,
    formToken: fields.formToken || undefined,
    website: fields.website,
    form: fields.form,
    locale: fields.locale,
  }));
  const page = formLanguage(form ?? (input && { locale: input.locale }));
  if (!input) return redirectTo(page, '/subscribe', { error: 'invalid' });
  await requestSubscription(input, {
    form: input.form ?? 'page',
    clientAddress: clientAddress(request),
    pageLanguage: input.locale ?? (input.language === 'both' ? page.code : input.language),
  });
  if (form) return redirectTo(page, '/subscribe', { sent: '1' });
  return Response.json({ ok: true }, { status: 202 });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST');
