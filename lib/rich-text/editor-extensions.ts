// The editor's extension list: the document model (lib/rich-text/extensions.ts, the schema the server
// validates against) plus what only matters while typing, and the helpers that turn what staff
// type into prompts into values the allowlist accepts.
import type { AnyExtension } from '@tiptap/core';
import Typography from '@tiptap/extension-typography';
import { CharacterCount } from '@tiptap/extensions';
import {
  MAX_TEXT_CHARACTERS,
  UPLOADED_IMAGE_PREFIX,
  checkImageSrc,
  normalizeHref,
} from './allowlist';
import { contentExtensions, type ContentExtensionOptions } from './extensions';

export { HEADING_LEVELS } from './extensions';
export { youtubeSrcFromInput } from './youtube';

/** The specification's editor limit, in characters of text (the server counts the same text). */
export const CHARACTER_LIMIT = MAX_TEXT_CHARACTERS;

/**
 * What the "Enter URL" prompt makes of an address, or null when the allowlist refuses it. An
 * address typed without a scheme gets https (the default protocol) or, for an e-mail address,
 * mailto:; paths on this site (/, #, ?) stay as they are.
 */
export function linkHrefFromInput(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme || /^[/#?]/.test(value)) return normalizeHref(value);
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return normalizeHref(`mailto:${value}`);
  return normalizeHref(`https://${value}`);
}

/**
 * This site's own uploaded image given as a full address (Assets' 'Copy URL' gives
 * `http://host/uploads/images/x.jpg`) as its path, which the allowlist accepts on an http install
 * too and which survives a change of domain; any other input is returned as it is.
 */
export function ownImagePath(input: string, origin: string | undefined): string {
  const value = input.trim();
  if (!origin) return value;
  try {
    const url = new URL(value);
    if (url.origin === origin && url.pathname.startsWith(UPLOADED_IMAGE_PREFIX) && !url.search)
      return url.pathname;
  } catch {
    // Not an absolute URL: a path or something the allowlist will judge.
  }
  return value;
}

/** An image address the allowlist accepts, or null (https, an uploaded image, or a data URL). */
export function imageSrcFromInput(input: string, origin?: string): string | null {
  const checked = checkImageSrc(ownImagePath(input, origin));
  return 'src' in checked ? checked.src : null;
}

export function createEditorExtensions(options: ContentExtensionOptions = {}): AnyExtension[] {
  return [
    ...contentExtensions(options),
    Typography,
    CharacterCount.configure({ limit: CHARACTER_LIMIT }),
  ];
}
