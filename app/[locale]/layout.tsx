import type { ReactNode } from 'react';
import type { Viewport } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { THEME_COLOR } from '@/lib/seo/theme';
import './globals.css';

// Empty on purpose: the build has no database, so pages are not prerendered at build time. Public
// pages that opt into static rendering are rendered on their first request and then served from
// the in-memory page cache until a write invalidates them (see lib/cache/).
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = { themeColor: THEME_COLOR };

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  return (
    // No web font: the system's sans-serif (globals.css) covers Latin and Cyrillic, and a
    // preloaded web font held the first paint back ~2 s on a phone (README "Speed").
    <html lang={locale}>
      <body>{children}</body>
    </html>
  );
}
