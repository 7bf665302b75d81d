import { splitLanguagePath } from '@/lib/i18n/languages';
// Any fixed origin works: only whether the parsed URL stays on it matters, never which it is.
const PROBE_ORIGIN = 'https://parish.invalid';

/**
 * The `next` parameter of /login, kept only when it is a path on this site. It is judged the way a
 * browser will read it: `new URL(next, origin)` must stay on our origin. Raw-string checks are not
 * enough: browsers drop tabs and newlines and read `\` as `/`, so `/%09/evil.example` or
 * `/\evil.example` would leave the site. Control characters are refused outright.
 */
export function safeNextPath(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !raw.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.startsWith('//')) return null;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null;
  const bare = splitLanguagePath(url.pathname).path;
  // Back to the login page would be a loop.
  if (bare === '/login' || bare.startsWith('/login/')) return null;
  return path;
}
