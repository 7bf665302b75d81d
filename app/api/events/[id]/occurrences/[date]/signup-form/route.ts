import { apiHandler } from '@/lib/http/handler';
import { readRecordId } from '@/lib/http/params';
import { otherMethods } from '@/lib/http/methods';
import { readSignupTarget, signupForm } from '@/lib/signups/visitor';
import { refusal, requestLanguage } from '@/lib/signups/words';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string; date: string }> };

/** The form of a date as shown now, with a fresh form token (?locale=ua for Ukrainian). */
export const GET = apiHandler(async (request, context: Context) => {
  const language = requestLanguage(request);
  const id = await readRecordId(context, 'event');
  const { date } = await context.params;
  const target = await readSignupTarget(id, date);
  if (!target) throw await refusal(language, 'no_signups');
  const form = await signupForm(target, language);
  const body = {
    open: form.open,
    placesLeft: form.placesLeft,
    waitlist: form.waitlist,
    maxParty: form.maxParty,
    questions: form.questions,
    formToken: form.formToken,
  };
  return Response.json(body, { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
