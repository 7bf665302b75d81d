/**
 * The `next` parameter of /login, kept only when it is a path on this site: an absolute URL or
 * `//host` would turn the login page into an open redirect.
 */
export function safeNextPath(value: string | string[] | undefined): string | null {
  const path = Array.isArray(value) ? value[0] : value;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  if (path === '/api' || path.startsWith('/api/')) return null;
  const bare = path.replace(/^\/ua(?=\/|$|\?)/, '') || '/';
  // Back to the login page would be a loop.
  if (bare === '/login' || bare.startsWith('/login?') || bare.startsWith('/login/')) return null;
  return path;
}
