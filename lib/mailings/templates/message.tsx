/* eslint-disable @next/next/no-img-element -- an e-mail's markup, not a page of the site */
import { decodeHTML } from 'entities';
import { EmailButton, EmailLayout, type FooterLinks } from './layout';

// One component for every mailing: a section per language the reader asked for (both languages
// stack, each with its own lang attribute), each a heading, paragraphs, an optional picture,
// optional editor HTML (already rendered and sanitised by lib/rich-text) and links.

export interface MessageSection {
  lang: string;
  heading: string;
  paragraphs: string[];
  image?: { src: string; alt: string };
  /** Sanitised HTML of an editor document. */
  richHtml?: string;
  /** The first is the main action (a button); the rest are plain links. */
  links: { href: string; label: string }[];
  after?: string[];
}

export interface MessageProps {
  lang: string;
  title: string;
  parishName: string;
  postalAddress: string;
  footer?: FooterLinks;
  sections: MessageSection[];
}

export function MessageEmail({ sections, ...layout }: MessageProps) {
  return (
    <EmailLayout {...layout}>
      {sections.map((section, index) => (
        <div
          key={section.lang}
          lang={section.lang}
          style={index > 0 ? { borderTop: '1px solid #e5e7eb', marginTop: 24, paddingTop: 16 } : {}}
        >
          <h1 style={{ fontSize: 22, margin: '0 0 12px' }}>{section.heading}</h1>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} style={{ margin: '0 0 12px' }}>
              {paragraph}
            </p>
          ))}
          {section.image && (
            <img
              src={section.image.src}
              alt={section.image.alt}
              width={240}
              style={{ maxWidth: '100%', height: 'auto', border: '1px solid #e5e7eb' }}
            />
          )}
          {section.richHtml && <div dangerouslySetInnerHTML={{ __html: section.richHtml }} />}
          {section.links[0] && (
            <EmailButton href={section.links[0].href}>{section.links[0].label}</EmailButton>
          )}
          {section.links.slice(1).map((link) => (
            <p key={link.href} style={{ margin: '0 0 8px' }}>
              <a href={link.href} style={{ color: '#1d4ed8' }}>
                {link.label}
              </a>
            </p>
          ))}
          {section.after?.map((paragraph) => (
            <p key={paragraph} style={{ margin: '12px 0 0', fontSize: 14, color: '#6b7280' }}>
              {paragraph}
            </p>
          ))}
        </div>
      ))}
    </EmailLayout>
  );
}

/** The plain-text part: the same sections, links written out. */
export function messageText({ sections, parishName, postalAddress, footer }: MessageProps): string {
  const lines: string[] = [];
  for (const section of sections) {
    if (lines.length) lines.push('', '----', '');
    lines.push(section.heading, '');
    for (const paragraph of section.paragraphs) lines.push(paragraph, '');
    if (section.richHtml) lines.push(htmlToText(section.richHtml), '');
    for (const link of section.links) lines.push(`${link.label}: ${link.href}`);
    for (const paragraph of section.after ?? []) lines.push('', paragraph);
  }
  lines.push('', '-- ');
  if (footer) {
    lines.push(footer.reason);
    lines.push(`${footer.manageLabel}: ${footer.manage}`);
    lines.push(`${footer.unsubscribeLabel}: ${footer.unsubscribe}`);
  }
  lines.push([parishName, postalAddress].filter(Boolean).join(', '));
  return lines.join('\n');
}

/** Editor HTML as readable text: blocks on their own lines, entities decoded. */
function htmlToText(html: string): string {
  const tagsGone = html
    .replace(/<\/(p|h[1-6]|li|blockquote|tr)>/gi, '\n')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '• ')
    .replace(/<[^>]+>/g, '');
  return decodeHTML(tagsGone)
    .replace(/\u00a0/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
