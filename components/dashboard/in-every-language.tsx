import { languages, type PerLanguage } from '@/lib/i18n/languages';

/**
 * 'Youth Group / Молодіжна група': the default language's text, then each translation there is,
 * marked with its own language. How the dashboard's lists name a record.
 */
export function InEveryLanguage({ texts }: { texts: PerLanguage<string> }) {
  return languages.map((language, index) =>
    index === 0 ? (
      <span key={language.code}>{texts[language.code]}</span>
    ) : texts[language.code] ? (
      <span key={language.code} lang={language.tag}>
        {' / '}
        {texts[language.code]}
      </span>
    ) : null,
  );
}
