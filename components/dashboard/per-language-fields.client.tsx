'use client';

import { useLocale } from 'next-intl';
import { languageName, languages, perLanguage, type PerLanguage } from '@/lib/i18n/languages';
import styles from './dashboard.module.css';

/** A text the form asks for in every configured language; its inputs are named `title.en`, … */
export interface PerLanguageField<Name extends string> {
  name: Name;
  maxLength: number;
  /** Several lines (a textarea) rather than one. */
  multiline?: boolean;
}

/** What a label message is given: the language's code (for `select`) and its name in the reader's. */
type LanguageLabelValues = { language: string; name: string };

interface PerLanguageFieldsProps<Name extends string> {
  /** The form's own id (useId): the inputs' ids build on it, so two open forms never clash. */
  formId: string;
  fields: readonly PerLanguageField<Name>[];
  /** The form's messages: a field's label is its `<name>In` message, "Title ({name})". */
  labels: (key: `${Name}In`, values: LanguageLabelValues) => string;
  /** The record being edited; a new one starts empty. */
  initial?: Record<Name, PerLanguage<string>>;
}

/** Every language side by side, one fieldset each, holding that language's value of each field. */
export function PerLanguageFields<Name extends string>({
  formId,
  fields,
  labels,
  initial,
}: PerLanguageFieldsProps<Name>) {
  const locale = useLocale();
  return (
    <div className={styles.formRow}>
      {languages.map((language) => {
        const name = languageName(language, locale);
        return (
          <fieldset className={styles.fieldset} key={language.code}>
            <legend>{name}</legend>
            {fields.map((field) => {
              const inputName = `${field.name}.${language.code}`;
              const common = {
                id: `${formId}-${inputName}`,
                name: inputName,
                defaultValue: initial ? initial[field.name][language.code] : '',
                maxLength: field.maxLength,
                lang: language.tag,
              };
              return (
                <div className={styles.field} key={field.name}>
                  <label htmlFor={common.id}>
                    {labels(`${field.name}In`, { language: language.code, name })}
                  </label>
                  {field.multiline ? <textarea rows={4} {...common} /> : <input {...common} />}
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </div>
  );
}

/** One field's values from a form holding PerLanguageFields, trimmed, in every language. */
export function readPerLanguage(data: FormData, name: string): PerLanguage<string> {
  return perLanguage((code) => String(data.get(`${name}.${code}`) ?? '').trim());
}
