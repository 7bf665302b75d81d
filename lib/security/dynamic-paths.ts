import { splitLanguagePath } from '@/lib/i18n/languages';

/** Paths rendered per request, which can carry a nonce: login, dashboard and the password pages, in every language. */
export function isDynamicHtmlPath(pathname: string): boolean {
  return /^\/(login|dashboard|reset-password|forgot-password)(\/|$)/.test(
    splitLanguagePath(pathname).path,
  );
}
