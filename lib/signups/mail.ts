import 'server-only';
import nodemailer from 'nodemailer';
import { getEnv } from '@/lib/env';
import { getSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { MAIL_TIMEOUTS, parishSender } from '@/lib/accounts/staff-mail';
import { readCalendarContext } from '@/lib/events/data';
import { eventCalendar } from '@/lib/events/feed';
import type { ParishEvent } from '@/lib/events/columns';
import { defaultLanguage, languageByCode } from '@/lib/i18n/languages';
import { makeManageToken } from './tokens';
import { signupTexts } from './words';
import { managePath } from './visitor';

// The e-mails a signed-up person gets, in the language they signed up in, when SMTP_URL is set:
// the confirmation (with the event's .ics), a move-up from the waiting list, a changed time and a
// cancelled date. Sent after the answer: a failure is logged, never reported to the visitor.

export type SignupMailKind = 'confirmed' | 'waiting' | 'movedUp' | 'timeChanged' | 'dateCancelled';

export interface MailPerson {
  id: string;
  name: string;
  email: string;
  party: number;
  position?: number | null;
  language: string;
}

const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/** How a date and time reads in a language, in the site's time zone. */
async function whenText(localeTag: string, startIso: string, allDay: boolean) {
  const { timeZone } = await readCalendarContext(false);
  const instant = allDay ? new Date(`${startIso.slice(0, 10)}T12:00:00Z`) : new Date(startIso);
  return new Intl.DateTimeFormat(localeTag, {
    dateStyle: 'full',
    ...(allDay ? { timeZone: 'UTC' } : { timeStyle: 'short', timeZone }),
  }).format(instant);
}

export async function sendSignupMail(
  kind: SignupMailKind,
  people: MailPerson[],
  event: ParishEvent,
  start: string,
  options: { message?: string; withCalendar?: boolean } = {},
): Promise<void> {
  const mail = getEnv().mail;
  if (!mail) return;
  const settings = await getSettings();
  const origin = siteOrigin(settings);
  const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...MAIL_TIMEOUTS });
  for (const person of people) {
    if (!person.email) continue;
    try {
      const language = languageByCode(person.language) ?? defaultLanguage;
      const t = await signupTexts(language);
      const title = event.title[language.code] || event.title[defaultLanguage.code];
      const date = await whenText(language.tag, start, event.allDay);
      const values = { title, date, party: person.party, position: person.position ?? 0 };
      const subjects = {
        confirmed: t('mail.confirmedSubject', values),
        waiting: t('mail.waitingSubject', values),
        movedUp: t('mail.movedUpSubject', values),
        timeChanged: t('mail.changedSubject', values),
        dateCancelled: t('mail.cancelledSubject', values),
      };
      const link = `${origin}${managePath(language, makeManageToken(person.id))}`;
      const lines = [
        t('mail.hello', { name: person.name }),
        '',
        t(`mail.${kind}`, values),
        ...(options.message ? ['', t('mail.message', { message: options.message })] : []),
        '',
        ...(kind === 'dateCancelled' ? [] : [t('mail.manage', { url: link }), '']),
        t('mail.privacy', { days: getEnv().signups.keepDays }),
      ];
      const calendar =
        options.withCalendar && (await eventCalendar(language.tag, event.slug).catch(() => null));
      const address = mail.from || settings.email || mail.notifyEmail || 'no-reply@localhost';
      await transport.sendMail({
        from: await parishSender(address, language),
        to: { name: oneLine(person.name), address: person.email },
        subject: oneLine(subjects[kind]),
        text: lines.join('\n'),
        ...(calendar
          ? {
              attachments: [
                { filename: `${event.slug}.ics`, content: calendar, contentType: 'text/calendar' },
              ],
            }
          : {}),
      });
    } catch (error) {
      console.error(`Sign-up e-mail (${kind}) not sent: ${(error as Error).message}`);
    }
  }
}
