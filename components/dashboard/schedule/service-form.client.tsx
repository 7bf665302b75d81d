'use client';

import { useId, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { languageName, languages, type Language } from '@/lib/i18n/languages';
import type { ServiceFields, ServiceItem } from './schedule-manager.client';
import { ScheduleFields } from './schedule-fields.client';
import styles from '../dashboard.module.css';

export interface ServiceFormProps {
  /** The heading level where the form sits: 2 on its own, 3 inside the list. */
  level: 2 | 3;
  heading: string;
  submitLabel: string;
  busy: boolean;
  initial?: ServiceItem;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
}

/** Every language side by side: the default one is required, the others fall back to it when empty. */
export function ServiceForm({
  level,
  heading,
  submitLabel,
  busy,
  initial,
  onSubmit,
  onCancel,
}: ServiceFormProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useTranslations('Dashboard.schedule');
  const locale = useLocale();
  const id = useId();
  const field = (
    name: keyof ServiceFields & ('title' | 'dayTime' | 'note'),
    language: Language,
  ) => {
    const inputName = `${name}.${language.code}`;
    const label = t(`${name}In`, { language: language.code, name: languageName(language, locale) });
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${inputName}`}>{label}</label>
        <input
          id={`${id}-${inputName}`}
          name={inputName}
          defaultValue={initial ? initial[name][language.code] : ''}
          maxLength={name === 'note' ? 500 : 200}
          lang={language.tag}
        />
      </div>
    );
  };
  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <Heading className={styles.subtitle} id={`${id}-heading`}>
        {heading}
      </Heading>
      <div className={styles.formRow}>
        {languages.map((language) => (
          <fieldset className={styles.fieldset} key={language.code}>
            <legend>{languageName(language, locale)}</legend>
            {field('title', language)}
            {field('dayTime', language)}
            {field('note', language)}
          </fieldset>
        ))}
      </div>
      <ScheduleFields initial={initial?.schedule} />
      <div className={styles.checkbox}>
        <input
          id={`${id}-livestreamed`}
          name="livestreamed"
          type="checkbox"
          defaultChecked={initial?.livestreamed ?? false}
        />
        <label htmlFor={`${id}-livestreamed`}>{t('livestreamed')}</label>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {submitLabel}
        </button>
        {onCancel && (
          <button
            type="button"
            className={styles.buttonSecondary}
            onClick={onCancel}
            disabled={busy}
          >
            {t('cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
