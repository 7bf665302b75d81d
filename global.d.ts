import type { routing } from '@/lib/i18n/routing';
import type messages from './messages/en.json';

// Typed messages: a key missing from en.json is a type error wherever it is used.
declare module 'next-intl' {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
