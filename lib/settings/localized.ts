import { fallbackLang } from '@/lib/i18n/fallback';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import { sampleSettings, sampleTranslations } from '@/lib/db/seed-data';
import {
  translatableTextKeys,
  type Settings,
  type SettingsTranslation,
  type TranslatableText,
} from '@/lib/settings/schemas';

/** One of the home page's figures in one language. */
export interface LocalizedStat {
  value: string;
  label: string;
  /** The label's `lang` where it is the default language's (no label of its own); else undefined. */
  labelLang: string | undefined;
}

/** The settings as the pages of one language show them: every text in that language. */
export interface LocalizedSettings extends Omit<Settings, 'translations' | 'stats'> {
  stats: LocalizedStat[];
  /** The texts this language has none of, shown in the default language instead. */
  fallbacks: TranslatableText[];
}

/**
 * The one place a page picks its language's texts (parish name, description, home texts): the
 * language's own where it has one, the default language's where it is empty.
 */
export function localizedSettings(settings: Settings, locale: string): LocalizedSettings {
  const { code } = languageOf(locale);
  const inDefault = code === defaultLanguage.code;
  const { translations, stats, ...rest } = settings;
  const own: Partial<SettingsTranslation> = inDefault
    ? {}
    : withoutStaleSamples(settings, code, translations[code] ?? {});
  const texts = Object.fromEntries(
    translatableTextKeys.map((key) => [key, own[key] || settings[key]]),
  ) as SettingsTranslation;
  return {
    ...rest,
    ...texts,
    // A text empty in both languages shows nothing, so nothing of it is in the default language.
    fallbacks: translatableTextKeys.filter((key) => !inDefault && !own[key] && settings[key]),
    stats: stats.map((stat) => {
      const label = stat.label[code] || stat.label[defaultLanguage.code];
      return { value: stat.value, label, labelLang: fallbackLang(label !== stat.label[code]) };
    }),
  };
}

/**
 * A seeded sample name or description in another language stands only beside the default
 * language's sample: once staff renamed the parish in the default language, that language's text
 * shows instead, so a sample never passes for the parish's own name.
 */
function withoutStaleSamples(
  settings: Settings,
  code: string,
  own: Partial<SettingsTranslation>,
): Partial<SettingsTranslation> {
  const samples = sampleTranslations[code];
  if (!samples) return own;
  const kept = { ...own };
  for (const key of ['title', 'description'] as const) {
    if (kept[key] === samples[key] && settings[key] !== sampleSettings[key]) delete kept[key];
  }
  return kept;
}

/** The `lang` a settings text needs where it is shown: the default language's if it fell back. */
export function settingsTextLang(
  settings: Pick<LocalizedSettings, 'fallbacks'>,
  key: TranslatableText,
): string | undefined {
  return fallbackLang(settings.fallbacks.includes(key));
}
