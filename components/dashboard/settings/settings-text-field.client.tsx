'use client';

import { useLocale, useTranslations } from 'next-intl';
import { languageName } from '@/lib/i18n/languages';
import type { FieldSpec } from './settings-fields';
import styles from '../dashboard.module.css';
import own from './settings.module.css';

interface SettingsTextFieldProps {
  spec: FieldSpec;
  /** The form's id prefix: the input is `${idPrefix}-${spec.path}`. */
  idPrefix: string;
  value: string;
  error: string | undefined;
  /** The stored value is still the seeded sample. */
  sample: boolean;
  onChange: (path: string, value: string) => void;
}

const inputType = {
  text: 'text',
  long: 'text',
  url: 'url',
  email: 'email',
  phone: 'tel',
  timeZone: 'text',
};

/** One labelled input with its error and, while it holds the seeded sample, a note saying so. */
export function SettingsTextField({
  spec,
  idPrefix,
  value,
  error,
  sample,
  onChange,
}: SettingsTextFieldProps) {
  const t = useTranslations('Dashboard.settings');
  const locale = useLocale();
  const { path, kind, max, language } = spec;
  const inputId = `${idPrefix}-${path}`;
  const errorId = `${inputId}-error`;
  const sampleId = `${inputId}-sample`;
  const fieldName = t(`fields.${spec.labelKey}` as Parameters<typeof t>[0]);
  const label = language
    ? t('inLanguage', {
        field: fieldName,
        language: language.code,
        name: languageName(language, locale),
      })
    : fieldName;
  const describedBy = [error ? errorId : null, sample ? sampleId : null].filter(Boolean).join(' ');
  const props = {
    id: inputId,
    name: path,
    value,
    maxLength: max,
    lang: language?.tag,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    onChange: (event: { target: { value: string } }) => onChange(path, event.target.value),
  };
  return (
    <div
      className={
        kind === 'url' || kind === 'long' ? `${styles.field} ${styles.wide}` : styles.field
      }
    >
      <label htmlFor={inputId}>{label}</label>
      {kind === 'long' ? (
        <textarea rows={3} {...props} />
      ) : (
        <input
          type={inputType[kind]}
          required={path === 'title'}
          placeholder={kind === 'url' ? 'https://' : undefined}
          {...props}
        />
      )}
      {sample && (
        <p id={sampleId} className={own.sample}>
          {t('sample')}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
