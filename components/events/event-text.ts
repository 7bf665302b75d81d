import { defaultLanguage, type Language, type PerLanguage } from '@/lib/i18n/languages';
import type { Category } from '@/lib/events/columns';

/** A per-language text in the reader's language, else the default's, with its `lang` then. */
export function textIn(
  texts: PerLanguage<string>,
  language: Language,
): { text: string; lang?: string } {
  const own = texts[language.code];
  if (own) return { text: own };
  return { text: texts[defaultLanguage.code], lang: defaultLanguage.tag };
}

export function categoryNames(categories: Category[], language: Language): Map<string, string> {
  return new Map(
    categories.map((category) => [category.slug, textIn(category.name, language).text]),
  );
}
