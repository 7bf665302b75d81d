import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { languageRedirects, languageRewrites } from './lib/i18n/language-routes';
import { eventsRewrites } from './lib/events/routes';
import { localePrefix, routing } from './lib/i18n/routing';
import { contentSecurityPolicy } from './lib/security/csp';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

/**
 * Powerful browser features the site never uses, switched off for it and every frame it embeds
 * (the click-to-load YouTube, map and Facebook frames need none of them but autoplay; motion
 * sensors stay, as YouTube's player asks for them).
 */
const PERMISSIONS_POLICY = [
  // The video starts on the click that loads it (components/home/video-facade.client.tsx).
  'autoplay=(self "https://www.youtube-nocookie.com" "https://www.youtube.com")',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'hid=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

const nextConfig: NextConfig = {
  // A separate build folder lets tests and a running dev server coexist in one checkout.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No ETag: Next computes it by hashing the whole page in JavaScript on every response (a tenth of
  // a cached page's serving time, measured with --cpu-prof). Public pages are revalidated by their
  // short shared-cache lifetime and nginx's micro-cache, not by conditional requests.
  generateEtags: false,
  // The proxy sees the request's URL as Next received it (http://<bind address>:<port>/…), not
  // with a loopback address renamed `localhost`: bound to 127.0.0.1 (`HOST=127.0.0.1`,
  // `next start -H 127.0.0.1`), the renamed origin made every proxy rewrite look external, and
  // Next fetched it from itself and redirected it to itself forever. Public links never use this
  // origin: they come from SITE_URL or the forwarded host (TRUST_PROXY).
  skipProxyUrlNormalize: true,
  // Public pages revalidate after 60 s (their `revalidate`) and tell shared caches the same:
  // `s-maxage=60, stale-while-revalidate=540`. Next's default `expire` is a year, which lets a CDN
  // keep serving a copy that old; edits reach the page cache at once through cache tags.
  expireTime: 600,
  // Native and Wasm modules must be required at run time, not bundled.
  // pdfjs-dist loads its worker, fonts and @napi-rs/canvas from its own folder at run time.
  serverExternalPackages: [
    'better-sqlite3',
    'sharp',
    '@prisma/adapter-better-sqlite3',
    'pg',
    'pdfjs-dist',
    '@napi-rs/canvas',
    // Next keeps @aws-sdk/client-s3 external already; its upload helper goes with it.
    '@aws-sdk/lib-storage',
    // Reads .docx bulletins for search; its zip and XML dependencies load at run time.
    'mammoth',
  ],
  // Rendered pages: in process memory, or shared by several instances through Redis with REDIS_URL
  // (cache-handler.mjs). Read at `next start`, so one build serves with or without REDIS_URL.
  cacheHandler: path.resolve(process.cwd(), 'cache-handler.mjs'),
  // Cached data ('use cache' functions, lib/cache): Next's in-memory handler, or Redis with
  // REDIS_URL (use-cache-handler.mjs).
  ...(process.env.REDIS_URL
    ? {
        cacheHandlers: {
          default: path.resolve(process.cwd(), 'use-cache-handler.mjs'),
          remote: path.resolve(process.cwd(), 'use-cache-handler.mjs'),
        },
      }
    : {}),
  experimental: {
    // `'use cache'` with `cacheTag`/`cacheLife` for cached reads. Deliberately not
    // `cacheComponents`: that would prerender public pages at build time, when there is no
    // database (see app/[locale]/layout.tsx), and forbids the `revalidate`/`dynamic` segment
    // options that give public pages their shared-cache headers.
    useCache: true,
    // Uploads are streamed by our own handlers; this only bounds server actions.
    serverActions: { bodySizeLimit: '1mb' },
    // NOTE: no `inlineCss`. Next 16.4 writes an inlined stylesheet twice (a <style> and again in
    // the RSC payload, vercel/next.js#98079), 18 KB of each home page. The site links one
    // stylesheet instead (app/[locale]/globals.css bundles every visitor sheet), cached after the
    // first page; measured against `inlineCss` in docs/performance.md (issue 37).
  },
  // Public pages reach their `[locale]` route here rather than in the proxy (language-routes.ts).
  async redirects() {
    return languageRedirects();
  },
  async rewrites() {
    return {
      beforeFiles: [
        // RFC 8058: mail programs POST `List-Unsubscribe=One-Click` to the very link a GET shows
        // as a page with one button. A request with a body (it has a Content-Type) goes to the
        // handler, in every language; a GET reaches the page and changes nothing.
        ...routing.locales.map((locale) => ({
          source: `${localePrefix(locale)}/subscription/unsubscribe`,
          has: [{ type: 'header' as const, key: 'content-type' }],
          destination: '/api/subscriptions/unsubscribe',
        })),
        // The events pages' queries next: their own rules name the `[locale]` route already.
        ...eventsRewrites(),
        ...languageRewrites(),
      ],
      // The feeds live at their public paths in every language; one handler per feed serves them
      // all. (Paths with a dot are no pages: the locale rewrites leave them alone.)
      afterFiles: routing.locales.flatMap((locale) => [
        {
          source: `${localePrefix(locale)}/bulletins/feed.xml`,
          destination: `/feeds/${locale}/bulletins.xml`,
        },
        {
          source: `${localePrefix(locale)}/liturgy-schedule.ics`,
          destination: `/feeds/${locale}/liturgy-schedule.ics`,
        },
        {
          source: `${localePrefix(locale)}/events.ics`,
          destination: `/feeds/${locale}/events.ics`,
        },
        {
          source: `${localePrefix(locale)}/events/:file([a-z0-9-]+\\.ics)`,
          destination: `/feeds/${locale}/event/:file`,
        },
      ]),
      fallback: [],
    };
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          // A page opened from elsewhere cannot script ours through window.opener, nor ours theirs.
          { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
          { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        ],
      },
      {
        // The fixed policy for cached public pages reaches every response here; the proxy
        // replaces it with a nonce policy on /login and /dashboard (lib/security/csp.ts).
        // Uploaded files are left out: a header from here would override their stricter
        // sandbox policy (lib/storage/serve.ts), as it overrides any route handler's.
        source: '/((?!uploads/).*)',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy({ dev: process.env.NODE_ENV === 'development' }),
          },
        ],
      },
    ];
  },
};

export default withNextIntl(nextConfig);
