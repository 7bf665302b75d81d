import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ReactElement } from 'react';
import type Mail from 'nodemailer/lib/mailer';
import { getBulletin } from '@/lib/bulletins/data';
import { bulletinTextIn } from '@/lib/bulletins/translations';
import {
  defaultLanguage,
  languageByCode,
  languages,
  localizedPath,
  type Language,
} from '@/lib/i18n/languages';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { renderDoc } from '@/lib/rich-text/render';
import { absoluteLinks } from './absolute-links';
import { formatAddress } from '@/lib/settings/address';
import { localizedSettings } from '@/lib/settings/localized';
import type { Settings } from '@/lib/settings/schemas';
import { getStore, readObject } from '@/lib/storage/store';
import { objectKey } from '@/lib/storage/paths';
import { confirmationToken, subscriberLinkToken } from '@/lib/subscriptions/tokens';
import { MessageEmail, messageText, type MessageSection } from './templates/message';
import { readMailingBody, readPerLanguage } from './schemas';
import type { DigestBody } from './digest';

// Writes one outbox row's e-mail: the sections in the reader's language(s), the HTML and text
// parts, and the headers. Runs only in the sender (lib/mailings/sender.ts, a background job),
// never in a route handler: React's server renderer is not available to those.

// NOTE: Next refuses a static import of react-dom/server anywhere in its server bundles (route
// handlers, instrumentation), although an e-mail is exactly the static HTML it is made for. The
// sender loads it from node_modules at run time instead (React elements are plain objects, and a
// template uses no hooks, so the bundled React that made them and this renderer agree). It can go
// when Next allows renderToStaticMarkup outside pages, or the templates move to @react-email/render.
type RenderToStaticMarkup = (element: ReactElement) => string;
let renderer: RenderToStaticMarkup | null = null;
function renderToStaticMarkup(element: ReactElement): string {
  const specifier = ['react-dom', 'server'].join('/');
  renderer ??= (
    createRequire(path.join(process.cwd(), 'package.json'))(specifier) as {
      renderToStaticMarkup: RenderToStaticMarkup;
    }
  ).renderToStaticMarkup;
  return renderer(element);
}

/** Above this size a bulletin's PDF is linked, never attached (mail servers' limits, phones). */
export const MAX_ATTACHMENT_BYTES = 2 * 1024 * 1024;

export interface ComposeContext {
  settings: Settings;
  origin: string;
  from: string;
}

export interface OutboxRow {
  id: string;
  email: string;
  language: string;
  subscriberId: string | null;
  messageId: string;
}

export interface MailingRow {
  id: string;
  kind: string;
  subject: unknown;
  body: unknown;
  bulletinId: string | null;
  attachPdf: boolean;
}

/** What a subscriber's language means: the languages of the sections, in order. */
export function readerLanguages(code: string): Language[] {
  if (code === 'both') return [...languages];
  return [languageByCode(code) ?? defaultLanguage];
}

const withToken = (origin: string, language: Language, path: string, token: string) => {
  const url = new URL(localizedPath(language.tag, path), origin);
  url.searchParams.set('token', token);
  return url.toString();
};

interface Built {
  subject: string;
  sections: MessageSection[];
  attachments?: Mail.Attachment[];
}

async function build(
  mailing: MailingRow,
  row: OutboxRow,
  languages: Language[],
  texts: Messages[],
  context: ComposeContext,
): Promise<Built | null> {
  const { origin } = context;
  if (mailing.kind === 'confirmation') {
    const { nonce, pageLanguage } = readMailingBody(mailing.body);
    if (!nonce) return null;
    const token = confirmationToken(nonce);
    const language = languageByCode(pageLanguage ?? '') ?? languages[0]!;
    const t = texts[languages.indexOf(language)] ?? (await loadMessages(language.tag));
    return {
      subject: t.MailingEmail.confirmSubject,
      sections: [
        {
          lang: language.tag,
          heading: t.MailingEmail.confirmSubject,
          paragraphs: [t.MailingEmail.confirmIntro],
          links: [
            {
              href: withToken(origin, language, '/subscription/confirm', token),
              label: t.MailingEmail.confirmLink,
            },
          ],
          after: [t.MailingEmail.confirmIgnore],
        },
      ],
    };
  }
  if (mailing.kind === 'bulletin') {
    const bulletin = mailing.bulletinId ? await getBulletin(mailing.bulletinId) : null;
    if (!bulletin) return null;
    const sections = languages.map((language, index): MessageSection => {
      const t = texts[index]!.MailingEmail;
      const words = bulletinTextIn(bulletin, language.code);
      return {
        lang: language.tag,
        heading: words.title,
        paragraphs: [t.bulletinIntro, words.description].filter(Boolean),
        image: bulletin.thumbnailUrl
          ? { src: new URL(bulletin.thumbnailUrl, origin).toString(), alt: words.title }
          : undefined,
        links: [
          { href: new URL(bulletin.fileUrl, origin).toString(), label: t.bulletinPdf },
          {
            href: new URL(localizedPath(language.tag, '/bulletins'), origin).toString(),
            label: t.archive,
          },
        ],
      };
    });
    const subject = languages
      .map((language, index) =>
        texts[index]!.MailingEmail.bulletinSubject.replace(
          '{title}',
          bulletinTextIn(bulletin, language.code).title,
        ),
      )
      .join(' / ');
    return { subject, sections, attachments: await pdfAttachment(mailing, bulletin.fileUrl) };
  }
  if (mailing.kind === 'digest')
    return digestMessage(mailing.body as DigestBody, languages, texts, origin);
  // An announcement: the staff's subject and editor document per language (English stands in).
  const subject = readPerLanguage(mailing.subject);
  const body = readPerLanguage(mailing.body);
  return {
    subject: languages
      .map((language) => String(subject[language.code] ?? subject.en ?? ''))
      .join(' / '),
    sections: languages.map((language) => ({
      lang: language.tag,
      heading: String(subject[language.code] ?? subject.en ?? ''),
      paragraphs: [],
      richHtml: absoluteLinks(
        renderDoc(body[language.code] ?? body.en, { idPrefix: `m-${language.code}` }),
        origin,
      ),
      links: [],
    })),
  };
}

/** The weekly digest: the week's bulletins and announcements, then the next 14 days' events. */
function digestMessage(
  body: DigestBody,
  languages: Language[],
  texts: Messages[],
  origin: string,
): Built {
  const sections = languages.map((language, index): MessageSection => {
    const t = texts[index]!.MailingEmail;
    const title = (item: { title: Record<string, string> }) =>
      item.title[language.code] || item.title.en || '';
    return {
      lang: language.tag,
      heading: t.digestSubject,
      paragraphs: [
        ...body.announcements.map(title),
        ...body.events.map((event) => `${event.start.replace('T', ' ')}: ${title(event)}`),
      ],
      links: [
        ...body.bulletins.map((bulletin) => ({
          href: new URL(bulletin.fileUrl, origin).toString(),
          label: title(bulletin),
        })),
        {
          href: new URL(localizedPath(language.tag, '/events'), origin).toString(),
          label: t.events,
        },
      ],
    };
  });
  const subject = texts.map((each) => each.MailingEmail.digestSubject).join(' / ');
  return { subject, sections };
}

async function pdfAttachment(mailing: MailingRow, fileUrl: string): Promise<Mail.Attachment[]> {
  if (!mailing.attachPdf || !fileUrl.endsWith('.pdf')) return [];
  const name = decodeURIComponent(fileUrl.split('/').pop() ?? '');
  const content = await readObject(getStore(), objectKey('bulletins', name));
  if (!content || content.length >= MAX_ATTACHMENT_BYTES) return [];
  return [{ filename: 'bulletin.pdf', content, contentType: 'application/pdf' }];
}

/** The nodemailer message of a row; null when what it was about is gone (a deleted bulletin). */
export async function composeMessage(
  mailing: MailingRow,
  row: OutboxRow,
  context: ComposeContext,
): Promise<Mail.Options | null> {
  const languages = readerLanguages(row.language);
  const texts = await Promise.all(languages.map((language) => loadMessages(language.tag)));
  const built = await build(mailing, row, languages, texts, context);
  if (!built) return null;
  const first = languages[0]!;
  const t = texts[0]!.MailingEmail;
  const parish = localizedSettings(context.settings, first.tag);
  const bulk = mailing.kind !== 'confirmation' && row.subscriberId !== null;
  const linkToken = row.subscriberId ? subscriberLinkToken(row.subscriberId) : '';
  const unsubscribe = withToken(context.origin, first, '/subscription/unsubscribe', linkToken);
  const props = {
    lang: first.tag,
    title: built.subject,
    parishName: parish.title,
    postalAddress: formatAddress(context.settings.address),
    sections: built.sections,
    footer: bulk
      ? {
          manage: withToken(context.origin, first, '/subscription', linkToken),
          unsubscribe,
          manageLabel: t.manage,
          unsubscribeLabel: t.unsubscribe,
          reason: t.footer,
        }
      : undefined,
  };
  const html = `<!DOCTYPE html>${renderToStaticMarkup(<MessageEmail {...props} />)}`;
  const domain = context.from.split('@')[1] ?? 'localhost';
  const headers: Mail.Headers = bulk
    ? {
        // Written as given ("prepared"): nodemailer would otherwise fold the long value, and a
        // folded List-Unsubscribe breaks the DKIM signature at some receivers (RFC 8058 §3.1).
        'List-Unsubscribe': {
          prepared: true,
          value: `<${unsubscribe}>, <mailto:${context.from}?subject=unsubscribe%20${linkToken}>`,
        },
        'List-Unsubscribe-Post': { prepared: true, value: 'List-Unsubscribe=One-Click' },
      }
    : {};
  return {
    from: {
      name: parish.title.replace(/[\u0000-\u001f\u007f]+/g, ' ').slice(0, 120),
      address: context.from,
    },
    to: row.email,
    subject: built.subject.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim(),
    messageId: `<${row.messageId}@${domain}>`,
    html,
    text: messageText(props),
    headers,
    attachments: built.attachments,
  };
}
