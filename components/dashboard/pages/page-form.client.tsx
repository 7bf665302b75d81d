'use client';

import { useId, useRef, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { defaultLanguage } from '@/lib/i18n/languages';
import { suggestSlug } from '@/lib/i18n/slug';
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
  const slug = useRef<HTMLInputElement>(null);
  // A new page's address follows its name (the default language's, else the first one typed)
  // until staff type an address of their own; an existing page's address changes only by hand.
  const slugTyped = useRef(Boolean(initial));
  const suggestFromName = (event: FormEvent<HTMLDivElement>) => {
    const input = slug.current;
    if (slugTyped.current || !input) return;
    const names = [...event.currentTarget.querySelectorAll<HTMLInputElement>('input')];
    const preferred = names.find((name) => name.name === `title.${defaultLanguage.code}`);
    const name = [preferred, ...names].find((field) => field?.value.trim())?.value ?? '';
    input.value = suggestSlug(name, PAGE_LIMITS.slug);
  };
  return (
    <PanelForm id={id} cancelLabel={t('cancel')} {...form}>
      <div onInput={suggestFromName}>
        <PerLanguageFields
          formId={id}
          fields={NAME_FIELDS}
          labels={t}
          initial={initial ? { title: initial.title } : undefined}
        />
      </div>
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
            ref={slug}
            onInput={() => (slugTyped.current = true)}
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
