import { defaultLanguage, type LanguageCode } from '@/lib/i18n/languages';
import { textPerLanguage } from '@/lib/i18n/per-language-text';
import {
  translatableTextKeys,
  translatedLanguages,
  type SettingsInput,
  type SettingsTranslation,
  type Stat,
} from '@/lib/settings/schemas';

// The Json columns of Settings, read leniently: whatever an older release or a hand edit left
// there becomes the API's complete shape (every language, every key), never an error page.

type StoredTranslations = Record<string, Record<string, string>>;

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

/** `{ua: {title, description, …}}` with every text for every non-default language. */
export function readTranslations(
  stored: unknown,
): Partial<Record<LanguageCode, SettingsTranslation>> {
  const all = asRecord(stored);
  return Object.fromEntries(
    translatedLanguages.map(({ code }) => {
      const own = asRecord(all[code]);
      return [code, Object.fromEntries(translatableTextKeys.map((key) => [key, asText(own[key])]))];
    }),
  );
}

export function readStats(stored: unknown): Stat[] {
  if (!Array.isArray(stored)) return [];
  return stored.map((item) => {
    const stat = asRecord(item);
    return { value: asText(stat.value), label: textPerLanguage(stat.label) };
  });
}

/** The stored translations with the input's languages and keys laid over them. */
export function mergeTranslations(
  stored: unknown,
  input: NonNullable<SettingsInput['translations']>,
): StoredTranslations {
  const merged = { ...asRecord(stored) } as StoredTranslations;
  for (const [code, texts] of Object.entries(input)) {
    if (!texts || code === defaultLanguage.code) continue;
    const given = Object.fromEntries(
      Object.entries(texts).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    merged[code] = { ...(asRecord(merged[code]) as Record<string, string>), ...given };
  }
  return merged;
}
