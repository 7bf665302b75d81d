import 'server-only';
import { z } from 'zod';
import { getEnv } from '@/lib/env';
import type { Settings } from '@/lib/settings/schemas';

const urlSchema = z.url({ protocol: /^https?$/ });

/**
 * The public origin for canonical URLs, hreflang, Open Graph and the sitemap. Pages are cached and
 * shared between visitors, so it cannot come from the request's Host header: `SITE_URL` (set by
 * whoever deploys the site) wins, then the website in the settings, then localhost on PORT.
 */
export function siteOrigin(settings: Pick<Settings, 'website'>): string {
  const { siteUrl: configured, port } = getEnv();
  if (configured && urlSchema.safeParse(configured).success) return new URL(configured).origin;
  if (settings.website && urlSchema.safeParse(settings.website).success) {
    return new URL(settings.website).origin;
  }
  return `http://localhost:${port}`;
}
