// The site's Content-Security-Policy: one builder, two strengths.
//
// Pages that render per request (/login, /dashboard) get a strict nonce policy: the proxy makes a
// fresh nonce, hands it to Next in the request's CSP header, and Next stamps it on its own scripts.
// Public pages cannot: they are rendered once and served from the page cache (`force-static`), so
// a per-request nonce would never reach their HTML, and making them dynamic would give up the cache
// that makes the site fast. They get a fixed policy with 'unsafe-inline' scripts (Next's inline
// RSC payload) instead; everything but script-src is as strict as the nonce policy, and their HTML
// holds no user-supplied script (rich text is allowlisted on save and on render, lib/pages).
//
// No imports and no path aliases: next.config.ts loads this module outside the bundler.

export interface PolicyOptions {
  /** The request's nonce; without one, the fixed policy for cached public pages. */
  nonce?: string;
  /** `next dev` evaluates code for its error overlay and fast refresh: 'unsafe-eval' there only. */
  dev?: boolean;
}

/**
 * Frames the site really embeds: YouTube's players (home video facade, editor video nodes),
 * Google Maps (contact map facade; maps.google.com redirects to www.google.com, and a frame's
 * redirect target must match too) and Facebook's page plugin (home posts, behind a button).
 */
const FRAME_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://maps.google.com',
  'https://www.google.com',
  'https://www.facebook.com',
];

/** Facebook's SDK script, loaded on the home page when a visitor asks for the posts. */
const PUBLIC_SCRIPT_HOSTS = ['https://connect.facebook.net'];

export function contentSecurityPolicy({ nonce, dev = false }: PolicyOptions = {}): string {
  const devEval = dev ? ["'unsafe-eval'"] : [];
  const scripts = nonce
    ? // 'strict-dynamic': chunks Next's nonced scripts load are trusted; host lists are ignored.
      ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...devEval]
    : ["'self'", "'unsafe-inline'", ...PUBLIC_SCRIPT_HOSTS, ...devEval];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scripts,
    // Style attributes (React style props, Tiptap's text colour and alignment) need
    // 'unsafe-inline'; a nonce here would switch it off, so styles never get one.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Rich text may show any https image (lib/rich-text/allowlist.ts) and inline data: images;
    // blob: is the editor's and upload form's local previews.
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'media-src': ["'self'"],
    'frame-src': FRAME_HOSTS,
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** 128 random bits, base64: a fresh one for every request. */
export function createNonce(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}
