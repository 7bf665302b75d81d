'use server';

import { after } from 'next/server';
import { redirect } from 'next/navigation';
import { ZodError } from 'zod';
import { getCurrentUser } from '@/lib/accounts/current-user';
import { isStaff } from '@/lib/accounts/schemas';
import { ApiError } from '@/lib/http/errors';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import { addSignupByHand, changeSignupByStaff } from '@/lib/signups/commands';
import { staffAddSchema, staffChangeSchema } from '@/lib/signups/schemas';

// A date's list works as plain forms: with JavaScript off the browser posts them, with it on
// React does; either way the same commands as the API's (PATCH /api/signups/{id}, POST …/signups)
// run here, after the same session check, and the page is shown again (with `?error=` on a
// refusal). Next checks a server action's Origin against the host, as our API does for cookies.

const text = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

/** Adds someone who phoned, or moves or cancels one person (the pressed button's `intent`). */
export async function staffSignupAction(data: FormData): Promise<void> {
  const locale = languageOf(text(data, 'locale')).tag;
  const eventId = text(data, 'eventId');
  const date = text(data, 'date');
  const list = text(data, 'list');
  const here = localizedPath(locale, `/dashboard/signups/${eventId}/${list}`);
  const user = await getCurrentUser();
  if (!user || !isStaff(user.role)) {
    redirect(localizedPath(locale, `/login?next=${encodeURIComponent(here)}`));
  }
  let error: string | null = null;
  try {
    const intent = text(data, 'intent');
    if (intent === 'add') {
      const input = staffAddSchema.parse({
        name: text(data, 'name'),
        email: text(data, 'email'),
        phone: text(data, 'phone'),
        party: Number(text(data, 'party') || 1),
        status: text(data, 'status') || undefined,
        // Answered questions only, as the visitor's form sends them; the command checks them.
        answers: Object.fromEntries(
          [...data.keys()]
            .filter((key) => key.startsWith('answers.') && text(data, key))
            .map((key) => [key.slice('answers.'.length), text(data, key)]),
        ),
      });
      after((await addSignupByHand(user, eventId, date, input)).followUp);
    } else {
      const message = text(data, 'message');
      const change = staffChangeSchema.parse({
        status: intent,
        ...(message && intent === 'cancelled' ? { message } : {}),
      });
      const result = await changeSignupByStaff(user, text(data, 'id'), change);
      if (!result) error = 'link';
      else after(result.followUp);
    }
  } catch (caught) {
    if (caught instanceof ZodError) error = 'invalid';
    else if (caught instanceof ApiError) error = caught.reason ?? 'invalid';
    else throw caught;
  }
  // Outside the try: redirect() throws to do its work.
  redirect(error ? `${here}?error=${encodeURIComponent(error)}` : here);
}
