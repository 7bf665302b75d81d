import type { Locale } from '@/lib/i18n/languages';
import type messages from './messages/en.json';

// Typed messages: a key missing from en.json is a type error wherever it is used.
declare module 'next-intl' {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
