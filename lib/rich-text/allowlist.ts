import { decodeHTML } from 'entities';

// The rich-text allowlist's value rules: which links, images, videos, colours and sizes a page may
// hold. Pure functions with no server imports, so the editor can apply the same rules while typing
// (e.g. Link's `isAllowedUri`) that the server enforces on save and on render.

/** Schemes a link may use. Relative links (`/path`, `#anchor`, `?query`) have none and are fine. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto', 'tel'] as const;

/** The one `rel` every stored and rendered link carries, whatever the client sent. */
export const LINK_REL = 'noopener noreferrer nofollow';

/** Text characters per language, as the editor's character counter counts them. */
export const MAX_TEXT_CHARACTERS = 10_000;

/**
 * Decoded size cap of an inline `data:image/...;base64` image. The whole PUT body is limited to
 * 1 MB of JSON, so a bigger inline image could never arrive anyway; large pictures go through the
 * asset upload (/api/files), which also resizes them.
 */
export const MAX_DATA_IMAGE_BYTES = 600 * 1024;

/** Path prefix of images uploaded through /api/files?dir=images. */
export const UPLOADED_IMAGE_PREFIX = '/uploads/images/';

/**
 * Decodes HTML character references, repeatedly (`&amp;#106;` is `&#106;` is `j`). A URL in a
 * JSON document is never entity-encoded on purpose, but the same string could reach an HTML parser
 * somewhere (a copy into the editor's HTML source view), so it is judged by what it would mean there.
 */
export function decodeEntities(value: string): string {
  let current = value;
  for (let round = 0; round < 4; round += 1) {
    // As an HTML parser reads text (the most it would decode): named, numeric, no semicolon.
    const next = decodeHTML(current);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * What a browser would take as the URL's scheme-relevant form: entities decoded, ASCII whitespace
 * and control characters removed (browsers drop tabs and newlines anywhere in a URL and trim
 * C0 controls and spaces at the ends), lower-cased.
 */
function canonicalUrl(value: string): string {
  return decodeEntities(value)
    .replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
    .toLowerCase();
}

/** The scheme (lower case, no colon) or null for a relative URL; undefined when unparseable. */
function schemeOf(canonical: string): string | null | undefined {
  const match = /^([a-z][a-z0-9+.-]*):/.exec(canonical);
  if (match) return match[1];
  const colon = canonical.indexOf(':');
  const end = canonical.search(/[/?#]/);
  // A colon before any path, query or fragment with no valid scheme in front of it: a browser
  // might still read a scheme there (after an unknown entity, say); refuse rather than guess.
  if (colon !== -1 && (end === -1 || colon < end)) return undefined;
  // An undecodable entity left in what could be the scheme part: same doubt.
  const head = end === -1 ? canonical : canonical.slice(0, end);
  if (head.includes('&')) return undefined;
  return null;
}

/** Removes control characters and surrounding whitespace: the form a URL is stored in. */
function tidyUrl(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
}

/**
 * A link target the allowlist accepts, tidied for storage, or null. Absolute links need one of
 * LINK_PROTOCOLS; relative ones must start with `/`, `#` or `?` (so `example.com` typed without a
 * scheme is refused rather than silently becoming a broken relative link).
 */
export function normalizeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const tidy = tidyUrl(value);
  if (!tidy || tidy.length > 2048) return null;
  const canonical = canonicalUrl(tidy);
  const scheme = schemeOf(canonical);
  if (scheme === undefined) return null;
  if (scheme === null) return /^[/#?]/.test(canonical) ? tidy : null;
  if (!(LINK_PROTOCOLS as readonly string[]).includes(scheme)) return null;
  if (scheme === 'http' || scheme === 'https') {
    try {
      new URL(tidy);
    } catch {
      return null;
    }
  }
  return tidy;
}

export function isAllowedHref(value: unknown): boolean {
  return normalizeHref(value) !== null;
}

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,([a-z0-9+/]+={0,2})$/i;
const UPLOADED_IMAGE = /^\/uploads\/images\/[a-z0-9][a-z0-9._-]{0,199}$/i;

export type ImageSrcProblem = 'scheme' | 'too_large';

/**
 * An image source the allowlist accepts, or the reason it does not: an https URL, an image
 * uploaded to this site (/uploads/images/...), or a base64 PNG/JPEG/GIF/WebP data URL under
 * MAX_DATA_IMAGE_BYTES.
 */
export function checkImageSrc(value: unknown): { src: string } | { problem: ImageSrcProblem } {
  if (typeof value !== 'string') return { problem: 'scheme' };
  const tidy = tidyUrl(value);
  const canonical = canonicalUrl(tidy);
  if (canonical.startsWith('data:')) {
    // The data URL is checked as written: entities or spaces inside it mean it is not one we made.
    const match = DATA_IMAGE.exec(tidy);
    if (!match || canonical !== tidy.toLowerCase()) return { problem: 'scheme' };
    const base64 = match[2] ?? '';
    const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
    const bytes = Math.floor((base64.length * 3) / 4) - padding;
    return bytes > MAX_DATA_IMAGE_BYTES ? { problem: 'too_large' } : { src: tidy };
  }
  if (tidy.startsWith('/')) {
    return UPLOADED_IMAGE.test(tidy) && !tidy.includes('..')
      ? { src: tidy }
      : { problem: 'scheme' };
  }
  if (schemeOf(canonical) !== 'https') return { problem: 'scheme' };
  try {
    const url = new URL(tidy);
    if (url.protocol !== 'https:' || url.username || url.password) return { problem: 'scheme' };
  } catch {
    return { problem: 'scheme' };
  }
  return tidy.length > 2048 ? { problem: 'scheme' } : { src: tidy };
}

// One YouTube reader for the editor and the home page's video (lib/media/youtube.ts).
export { parseYoutubeId, youtubeEmbedSrc } from '@/lib/media/youtube';

const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const CHANNEL = String.raw`\s*(?:\d{1,3}(?:\.\d+)?%?)\s*`;
const ALPHA = String.raw`\s*(?:0|1|0?\.\d+|\d{1,3}%)\s*`;
const RGB_COLOR = new RegExp(
  String.raw`^rgba?\(${CHANNEL},${CHANNEL},${CHANNEL}(?:,${ALPHA})?\)$|^rgba?\(${CHANNEL}\s${CHANNEL}\s${CHANNEL}(?:/${ALPHA})?\)$`,
  'i',
);

/** A CSS colour as `#hex` or `rgb()/rgba()`, or null: nothing else may reach a style attribute. */
export function normalizeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim();
  return HEX_COLOR.test(color) || RGB_COLOR.test(color) ? color : null;
}

/** A font size such as `12px`, `1.2em`, `1rem`, `14pt` or `120%`, or null. */
export function normalizeFontSize(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const size = value.trim().toLowerCase();
  const match = /^(\d{1,3}(?:\.\d{1,3})?)(px|em|rem|pt|%)$/.exec(size);
  return match && Number(match[1]) > 0 ? size : null;
}

export const TEXT_ALIGNMENTS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlignment = (typeof TEXT_ALIGNMENTS)[number];
