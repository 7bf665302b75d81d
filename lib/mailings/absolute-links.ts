/**
 * A page's document links its pictures and pages by path (`/uploads/images/…`, `/ua/…`); a mail program
 * has no site to resolve them against, so they become absolute. The renderer escaped every
 * attribute value, so a quoted `src`/`href` that starts with one `/` is exactly such a path.
 */
export function absoluteLinks(html: string, origin: string): string {
  const base = origin.replace(/\/+$/, '');
  return html.replace(/\b(src|href)="\/(?!\/)/g, (_match, name: string) => `${name}="${base}/`);
}
