'use client';

import { useLocale, useTranslations } from 'next-intl';
import { languageName, languages, perLanguage } from '@/lib/i18n/languages';
import { maxStats, type Stat } from '@/lib/settings/schemas';
import styles from '../dashboard.module.css';
import own from './settings.module.css';

interface SettingsStatsProps {
  idPrefix: string;
  stats: Stat[];
  errors: Record<string, string>;
  onChange: (stats: Stat[]) => void;
}

/** The home page's figures: a value shared by every language and a label in each. */
export function SettingsStats({ idPrefix, stats, errors, onChange }: SettingsStatsProps) {
  const t = useTranslations('Dashboard.settings.stats');
  const locale = useLocale();
  const update = (index: number, change: (stat: Stat) => Stat) =>
    onChange(stats.map((stat, at) => (at === index ? change(stat) : stat)));

  function input(
    path: string,
    label: string,
    value: string,
    max: number,
    set: (v: string) => void,
    lang?: string,
  ) {
    const id = `${idPrefix}-${path}`;
    const error = errors[path];
    return (
      <div className={styles.field} key={path}>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          value={value}
          maxLength={max}
          lang={lang}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => set(event.target.value)}
        />
        {error && (
          <p id={`${id}-error`} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <fieldset className={styles.fieldset} id="settings-stats">
      <legend>{t('legend')}</legend>
      <p className={styles.hint}>{t('hint')}</p>
      {stats.map((stat, index) => {
        const n = index + 1;
        return (
          <div className={own.stat} key={index}>
            {input(`stats.${index}.value`, t('value', { n }), stat.value, 12, (value) =>
              update(index, (current) => ({ ...current, value })),
            )}
            {languages.map((language) =>
              input(
                `stats.${index}.label.${language.code}`,
                t('label', { n, language: language.code, name: languageName(language, locale) }),
                stat.label[language.code],
                40,
                (text) =>
                  update(index, (current) => ({
                    ...current,
                    label: { ...current.label, [language.code]: text },
                  })),
                language.tag,
              ),
            )}
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={() => onChange(stats.filter((_, at) => at !== index))}
            >
              {t('remove', { n })}
            </button>
          </div>
        );
      })}
      {stats.length < maxStats && (
        <div>
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={() => onChange([...stats, { value: '', label: perLanguage(() => '') }])}
          >
            {t('add')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
