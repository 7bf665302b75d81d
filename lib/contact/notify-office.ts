import 'server-only';
import nodemailer from 'nodemailer';
import { getEnv } from '@/lib/env';
import { getSettings } from '@/lib/settings/data';
import type { ContactMessage } from '@/lib/contact/data';
import { defaultLanguage } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';

// A slow or silent mail server must not keep the process busy for Nodemailer's default minutes.
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Header values from visitor input: one line, no control characters (no header injection). */
const oneLine = (value: string) => value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();

/**
 * E-mails a new contact message to the office (NOTIFY_EMAIL, else the address in Settings) when
 * SMTP_URL is set. Plain text only, in the site's default language, with Reply-To set to the
 * visitor, so "Reply" in the office's mail program answers them. Runs after the visitor has their
 * answer: a failure is logged, never reported to them (the message is stored either way).
 */
export async function notifyOffice(message: ContactMessage): Promise<void> {
  const mail = getEnv().mail;
  if (!mail) return;
  try {
    const [settings, messages] = await Promise.all([
      getSettings(),
      loadMessages(defaultLanguage.tag),
    ]);
    const to = mail.notifyEmail || settings.email;
    if (!to) {
      console.warn('Contact message not e-mailed: set NOTIFY_EMAIL or the e-mail in Settings.');
      return;
    }
    const t = messages.OfficeEmail;
    const subjectName = messages.Dashboard.messages.subjects[message.subject];
    const text = [
      t.intro,
      '',
      `${t.name}: ${message.name}`,
      `${t.email}: ${message.email}`,
      `${t.phone}: ${message.phone || '-'}`,
      `${t.subject}: ${subjectName}`,
      '',
      message.message,
      '',
      '-- ',
      t.footer,
    ].join('\n');
    const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...TIMEOUTS });
    await transport.sendMail({
      from: mail.from || to,
      to,
      replyTo: { name: oneLine(message.name), address: message.email },
      subject: oneLine(`${t.subjectPrefix} ${subjectName}: ${message.name}`),
      text,
    });
  } catch (error) {
    console.error(`Contact message ${message.id} not e-mailed: ${(error as Error).message}`);
  }
}
