'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { SitePage } from '@/lib/pages/catalogue';
import { PAGE_LIMITS } from '@/lib/pages/catalogue-schemas';
import { CheckboxField, PanelForm, type RecordFormProps } from '../panel-form';
import {
  PerLanguageFields,
  readPerLanguage,
  type PerLanguageField,
} from '../per-language-fields.client';
import styles from '../dashboard.module.css';

/** What the form sends: POST /api/pages's shape (PATCH takes the same fields). */
export interface PageFields {
  slug: string;
  section: string;
  title: SitePage['title'];
  showInMenu: boolean;
}

export function readPageFields(data: FormData): PageFields {
  return {
    title: readPerLanguage(data, 'title'),
    slug: String(data.get('slug') ?? '').trim(),
    section: String(data.get('section') ?? ''),
    showInMenu: data.get('showInMenu') === 'on',
  };
}

const NAME_FIELDS: readonly PerLanguageField<'title'>[] = [
  { name: 'title', maxLength: PAGE_LIMITS.title },
];

export interface SectionOption {
  value: string;
  label: string;
}

export interface PageFormProps extends RecordFormProps<SitePage> {
  sections: SectionOption[];
}

/** A page's names in every language, its address, its section and whether the menu shows it. */
export function PageForm({ initial, sections, ...form }: PageFormProps) {
  const t = useTranslations('DashboardPages');
  const id = useId();
  return (
    <PanelForm id={id} cancelLabel={t('cancel')} {...form}>
      <PerLanguageFields
        formId={id}
        fields={NAME_FIELDS}
        labels={t}
        initial={initial ? { title: initial.title } : undefined}
      />
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-slug`}>{t('slug')}</label>
          <input
            id={`${id}-slug`}
            name="slug"
            required
            maxLength={PAGE_LIMITS.slug}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            aria-describedby={`${id}-slug-hint`}
            defaultValue={initial?.slug ?? ''}
          />
          <p className={styles.hint} id={`${id}-slug-hint`}>
            {t('slugHint')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-section`}>{t('section')}</label>
          <select id={`${id}-section`} name="section" defaultValue={initial?.section ?? 'about-us'}>
            {sections
              .filter((option) => option.value !== initial?.slug)
              .map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
        </div>
      </div>
      <CheckboxField
        formId={id}
        name="showInMenu"
        label={t('showInMenu')}
        defaultChecked={initial?.showInMenu ?? true}
      />
    </PanelForm>
  );
}
