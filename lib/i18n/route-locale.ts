import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from './routing';

/**
 * A route's `[locale]` segment, narrowed once with next-intl's `hasLocale` (as its App Router
 * example does) so pages pass a typed `Locale` down. app/[locale]/layout.tsx answers 404 for any
 * other value, so a page never renders with one.
 */
export function routeLocale(value: string): Locale {
  if (!hasLocale(routing.locales, value)) notFound();
  return value;
}
