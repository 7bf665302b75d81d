import 'server-only';
import nodemailer from 'nodemailer';
import { createTranslator } from 'next-intl';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { getLocalizedSettings } from '@/lib/settings/data';
import { tooManyRequests } from '@/lib/http/errors';
import { defaultLanguage, languageByCode, localizedPath } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { hit, limiter } from '@/lib/limits/limiter';
import { recordActivity } from '@/lib/activity/record';
import { createResetLink, RESET_PATH } from './reset-links';
import { parishSender } from './staff-mail';

// 'Forgot your password?' is for the owner, not for probing or flooding someone's mailbox.
export const FORGOT_PER_ADDRESS = 5;
export const FORGOT_PER_ACCOUNT = 3;
export const FORGOT_WINDOW_SECONDS = 60 * 60;

const byAddress = () =>
  limiter({
    name: 'forgot:address',
    points: FORGOT_PER_ADDRESS,
    windowSeconds: FORGOT_WINDOW_SECONDS,
  });
const byAccount = () =>
  limiter({
    name: 'forgot:account',
    points: FORGOT_PER_ACCOUNT,
    windowSeconds: FORGOT_WINDOW_SECONDS,
  });

const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Whether 'Forgot your password?' can work here: it needs a mail server. */
export const forgotByEmailAvailable = () => Boolean(getEnv().mail);

/**
 * Counts the request against its address (429 beyond the limit: that says nothing about any
 * account). Everything that depends on the account happens later, in `sendResetEmail`, after the
 * answer, so the answer and its timing are the same whether or not the account exists.
 */
export async function acceptForgotRequest(address: string): Promise<void> {
  await hit(byAddress(), address, (retryAfter) =>
    tooManyRequests('Too many requests. Try again later.', retryAfter),
  );
}

/**
 * E-mails a reset link when the account exists, has an e-mail address and is under its own limit.
 * Runs after the response; failures are logged, never reported.
 */
export async function sendResetEmail(
  username: string,
  origin: string,
  languageCode: string | undefined,
): Promise<void> {
  const mail = getEnv().mail;
  if (!mail) return;
  try {
    const account = username.toLowerCase();
    // Counted atomically before the work: of a burst of requests at most the limit get through.
    const allowed = await hit(byAccount(), account, (retryAfter) =>
      tooManyRequests('limit', retryAfter),
    ).then(
      () => true,
      () => false,
    );
    if (!allowed) return;
    const user = await getDb().user.findUnique({
      where: { username: account },
      select: { id: true, email: true },
    });
    if (!user?.email) return;
    const language = (languageCode && languageByCode(languageCode)) || defaultLanguage;
    const link = await createResetLink(user.id, origin, { actorId: null, activity: false });
    // The link opens the reset page in the language the visitor asked in.
    const url = new URL(link.resetUrl);
    url.pathname = localizedPath(language.tag, RESET_PATH);
    const [messages, settings] = await Promise.all([
      loadMessages(language.tag),
      getLocalizedSettings(language.tag),
    ]);
    const t = createTranslator({ locale: language.tag, messages, namespace: 'AccountEmail' });
    // The parish's name in the reader's language, in the subject and the text: a reset e-mail that
    // does not say which site sent it looks like phishing. One line: it goes into a header.
    const site = settings.title.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
    const transport = nodemailer.createTransport({ url: mail.smtpUrl, ...TIMEOUTS });
    await transport.sendMail({
      from: await parishSender(
        mail.from || settings.email || mail.notifyEmail || `no-reply@${url.hostname}`,
        language,
      ),
      to: user.email,
      subject: t('subject', { site }),
      text: [t('intro', { site }), '', url.toString(), '', t('expiry'), '', t('ignore')].join('\n'),
    });
    // The owner asked (they are not signed in): credited to their account.
    await recordActivity({ actorId: user.id, action: 'account.reset-request', target: account });
  } catch (error) {
    console.error(`Password reset e-mail not sent: ${(error as Error).message}`);
  }
}
