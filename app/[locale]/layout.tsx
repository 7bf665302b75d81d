import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { GeistSans } from 'geist/font/sans';
import { routing } from '@/lib/i18n/routing';
import './globals.css';

// Empty on purpose: the build has no database, so pages are not prerendered at build time. Public
// pages that opt into static rendering are rendered on their first request and then served from
// the in-memory page cache until a write invalidates them (see lib/cache.ts).
export function generateStaticParams() {
  return [];
}

interface LocaleLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function LocaleLayout({ children, params }: LocaleLayoutProps) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const { Errors } = await getMessages();
  return (
    // Geist covers Latin and Cyrillic (Ukrainian included); it ships in the `geist` npm package.
    <html lang={locale} className={GeistSans.variable}>
      <body>
        {/* Only the error page's few words reach the client here (app/[locale]/error.tsx). */}
        <NextIntlClientProvider messages={{ Errors }}>{children}</NextIntlClientProvider>
      </body>
    </html>
  );
}
