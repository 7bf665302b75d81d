'use client';

import type { LabelSuggestions } from '@/lib/bulletins/translations';
import { useLocale, useTranslations } from 'next-intl';
import { languageName, languages } from '@/lib/i18n/languages';
import { translatedLanguages, type BulletinText } from '@/lib/bulletins/translations';
import type { ChangeEvent } from 'react';
import styles from '../dashboard.module.css';

interface BulletinTextFieldsProps {
  idPrefix: string;
  /** Labels already used, per language code: suggested, and any new one may be typed. */
  labelOptions: LabelSuggestions;
  /** Current values per language code (an edit); empty for a new bulletin. */
  values?: Record<string, BulletinText>;
}

/**
 * Title, label and description in every configured language, one group each. The default
 * language's are required; the others may stay empty (visitors then read the default language's).
 */
export function BulletinTextFields({ idPrefix, labelOptions, values }: BulletinTextFieldsProps) {
  const t = useTranslations('BulletinForm');
  const locale = useLocale();
  // A default-language label used before brings its usual translations into empty label fields.
  function fillTranslatedLabels(event: ChangeEvent<HTMLInputElement>) {
    const usual = labelOptions.translations[event.currentTarget.value.trim()];
    const form = event.currentTarget.form;
    if (!usual || !form) return;
    for (const { code } of translatedLanguages) {
      const field = form.elements.namedItem(`label.${code}`);
      if (field instanceof HTMLInputElement && !field.value && usual[code])
        field.value = usual[code];
    }
  }
  return (
    <>
      {languages.map((language, index) => {
        const name = languageName(language, locale);
        // The code picks the language's name in the right grammatical form ('українською').
        const inLanguage = { language: language.code, name };
        const id = (field: string) => `${idPrefix}-${field}-${language.code}`;
        const value = values?.[language.code];
        const required = index === 0;
        return (
          <fieldset key={language.code} className={styles.fieldset} lang={language.tag}>
            <legend>{required ? name : t('optionalLanguage', inLanguage)}</legend>
            <div className={styles.formRow}>
              <div className={styles.field}>
                <label htmlFor={id('title')}>{t('titleIn', inLanguage)}</label>
                <input
                  id={id('title')}
                  name={`title.${language.code}`}
                  maxLength={200}
                  required={required}
                  defaultValue={value?.title}
                />
              </div>
              <div className={styles.field}>
                <label htmlFor={id('label')}>{t('labelIn', inLanguage)}</label>
                <input
                  id={id('label')}
                  name={`label.${language.code}`}
                  maxLength={50}
                  required={required}
                  list={id('labels')}
                  defaultValue={value?.label}
                  onChange={required ? fillTranslatedLabels : undefined}
                  aria-describedby={id('label-hint')}
                />
                <datalist id={id('labels')}>
                  {(labelOptions.labels[language.code] ?? []).map((label) => (
                    <option key={label} value={label} />
                  ))}
                </datalist>
                <p id={id('label-hint')} className={styles.hint}>
                  {t('labelHint')}
                </p>
              </div>
            </div>
            <div className={styles.field}>
              <label htmlFor={id('description')}>{t('descriptionIn', inLanguage)}</label>
              <textarea
                id={id('description')}
                name={`description.${language.code}`}
                rows={2}
                maxLength={2000}
                defaultValue={value?.description}
              />
            </div>
          </fieldset>
        );
      })}
    </>
  );
}

/** The optional publish time, shared by the upload and edit forms. */
export function PublishTimeField({ idPrefix, value }: { idPrefix: string; value?: string }) {
  const t = useTranslations('BulletinForm');
  return (
    <div className={styles.field}>
      <label htmlFor={`${idPrefix}-publish-at`}>{t('publishAt')}</label>
      <input
        id={`${idPrefix}-publish-at`}
        name="publishAt"
        type="datetime-local"
        defaultValue={value}
        aria-describedby={`${idPrefix}-publish-at-hint`}
      />
      <p id={`${idPrefix}-publish-at-hint`} className={styles.hint}>
        {t('publishAtHint')}
      </p>
    </div>
  );
}
