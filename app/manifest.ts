import type { MetadataRoute } from 'next';
import { getSettings } from '@/lib/settings/data';
import { routing } from '@/lib/i18n/routing';
import { THEME_COLOR } from '@/lib/seo/theme';

// Built per request from cached settings: the parish's name can change in the dashboard.
export const dynamic = 'force-dynamic';

/** The web app manifest: the parish's own name, the site's icon and colours. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const settings = await getSettings();
  return {
    name: settings.title,
    short_name: settings.title,
    description: settings.description,
    lang: routing.defaultLocale,
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon.png', sizes: '180x180', type: 'image/png' },
      { src: '/favicon.ico', sizes: '16x16 32x32 48x48', type: 'image/x-icon' },
      // The sizes installers and launchers ask for (scripts/make-icons.mjs renders them).
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
    ],
  };
}
