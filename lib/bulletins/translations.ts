import { textIn, type TextInLanguage } from '@/lib/i18n/fallback';
import { defaultLanguage, languages, type LanguageCode } from '@/lib/i18n/languages';

// A bulletin's words per language. The specification's fields (title, description, label) hold the
// default language; every other configured language has its own under `translations`, where an
// empty value means "as in the default language".

export interface BulletinText {
  title: string;
  description: string;
  label: string;
}

/** The languages a bulletin has `translations` for: every configured one but the default. */
export const translatedLanguages = languages.filter(
  (language) => language.code !== defaultLanguage.code,
);

/** `{ua: {title, description, label}}`: one entry per translated language. */
export type BulletinTranslations = Partial<Record<LanguageCode, BulletinText>>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The stored JSON (or null) as a full map: every translated language, every field a string. */
export function readTranslations(value: unknown): BulletinTranslations {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(
    translatedLanguages.map(({ code }) => {
      const entry = (stored[code] ?? {}) as Record<string, unknown>;
      return [
        code,
        {
          title: text(entry.title),
          description: text(entry.description),
          label: text(entry.label),
        },
      ];
    }),
  );
}

/** A bulletin's words in a language, each field falling back to the default language's. */
export function bulletinTextIn(
  bulletin: BulletinText & { translations: BulletinTranslations },
  code: string,
): BulletinText {
  const own = bulletin.translations[code as LanguageCode];
  return {
    title: own?.title || bulletin.title,
    description: own?.description || bulletin.description,
    label: own?.label || bulletin.label,
  };
}

/** The same for a page: each field with the `lang` it needs where it is the default language's. */
export function markedBulletinTextIn(
  bulletin: BulletinText & { translations: BulletinTranslations },
  code: string,
): Record<keyof BulletinText, TextInLanguage> {
  const own = bulletin.translations[code as LanguageCode];
  const field = (key: keyof BulletinText) =>
    // The default language's own text last: on its pages `code` is that language.
    textIn({ [code]: own?.[key], [defaultLanguage.code]: bulletin[key] }, code);
  return { title: field('title'), description: field('description'), label: field('label') };
}

/** What the forms suggest for labels (lib/bulletins/labels.ts). */
export interface LabelSuggestions {
  /** Per language code, the labels already used, most used first. */
  labels: Record<string, string[]>;
  /** Per default-language label, its most usual label in each other language. */
  translations: Record<string, Record<string, string>>;
}
