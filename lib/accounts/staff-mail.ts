import 'server-only';
import nodemailer from 'nodemailer';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { getSettings } from '@/lib/settings/data';
import { localizedSettings } from '@/lib/settings/localized';
import { defaultLanguage, localizedPath, type Language } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';

// A slow or silent mail server must not keep the process busy for Nodemailer's default minutes.
export const MAIL_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
};

/** Header values: one line, no control characters (no header injection). */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * The sender of the site's e-mails to staff, named after the parish in the mail's language
 * ("St. Volodymyr Parish <office@…>"), so the inbox says who wrote before it is opened.
 */
export async function parishSender(
  address: string,
  language: Pick<Language, 'tag'>,
): Promise<{ name: string; address: string }> {
  const settings = localizedSettings(await getSettings(), language.tag);
  return { name: oneLine(settings.title).slice(0, 120), address };
}

/**
 * E-mails every administrator who has an e-mail address that an account waits for approval,
 * with the Users tab's address, when SMTP_URL is set. In the site's default language (an
 * account's language is not known). Runs after the answer: failures are logged, never thrown.
 */
export async function notifyAdminsOfPendingAccount(username: string, origin: string) {
  const mail = getEnv().mail;
  if (!mail) return;
  try {
    const admins = await getDb().user.findMany({
      where: { role: 'admin', email: { not: null } },
      select: { email: true },
    });
    const to = admins.flatMap((admin) => (admin.email ? [admin.email] : []));
    if (to.length === 0) return;
    const [messages, settings] = await Promise.all([
      loadMessages(defaultLanguage.tag),
      getSettings(),
    ]);
    const t = messages.PendingAccountEmail;
    const link = new URL(localizedPath(defaultLanguage.tag, '/dashboard'), origin);
    link.searchParams.set('tab', 'users');
    const fill = (text: string) => text.replaceAll('{username}', username);
    const address = mail.from || settings.email || mail.notifyEmail || `no-reply@${link.hostname}`;
    const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...MAIL_TIMEOUTS });
    await transport.sendMail({
      from: await parishSender(address, defaultLanguage),
      to,
      subject: oneLine(fill(t.subject)),
      text: [fill(t.intro), '', link.toString()].join('\n'),
    });
  } catch (error) {
    console.error(`Administrators not told of a new account: ${(error as Error).message}`);
  }
}
