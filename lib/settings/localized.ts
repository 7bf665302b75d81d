import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import {
  translatableTextKeys,
  type Settings,
  type SettingsTranslation,
  type TranslatableText,
} from '@/lib/validation/settings';

/** The settings as the pages of one language show them: every text in that language. */
export interface LocalizedSettings extends Omit<Settings, 'translations' | 'stats'> {
  stats: { value: string; label: string }[];
  /** The texts this language has none of, shown in the default language instead. */
  fallbacks: TranslatableText[];
}

/**
 * The one place a page picks its language's texts (parish name, description, home texts): the
 * language's own where it has one, the default language's where it is empty.
 */
export function localizedSettings(settings: Settings, locale: string): LocalizedSettings {
  const { code } = languageOf(locale);
  const { translations, stats, ...rest } = settings;
  const own: Partial<SettingsTranslation> =
    code === defaultLanguage.code ? {} : (translations[code] ?? {});
  const texts = Object.fromEntries(
    translatableTextKeys.map((key) => [key, own[key] || settings[key]]),
  ) as SettingsTranslation;
  return {
    ...rest,
    ...texts,
    fallbacks: translatableTextKeys.filter((key) => !own[key] && code !== defaultLanguage.code),
    stats: stats.map((stat) => ({
      value: stat.value,
      label: stat.label[code] || stat.label[defaultLanguage.code],
    })),
  };
}
