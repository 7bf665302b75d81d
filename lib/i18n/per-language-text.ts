import { perLanguage, type PerLanguage } from './languages';

/**
 * A stored JSON map (`{en: …, ua: …}`) read leniently as a text per configured language: '' where
 * a language has none or holds something other than a string, and for a value that is no map.
 */
export function textPerLanguage(stored: unknown): PerLanguage<string> {
  const map = stored && typeof stored === 'object' ? (stored as Record<string, unknown>) : {};
  return perLanguage((code) => (typeof map[code] === 'string' ? (map[code] as string) : ''));
}
