import { splitLanguagePath } from '@/lib/i18n/languages';

/** Paths rendered per request, which can carry a nonce: login and dashboard, in every language. */
export function isDynamicHtmlPath(pathname: string): boolean {
  return /^\/(login|dashboard)(\/|$)/.test(splitLanguagePath(pathname).path);
}
