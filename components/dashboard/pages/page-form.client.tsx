'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { defaultLanguage } from '@/lib/i18n/languages';
import { suggestSlug } from '@/lib/i18n/slug';
import type { SitePage } from '@/lib/pages/catalogue';
import { PAGE_LIMITS } from '@/lib/pages/catalogue-schemas';
import { PanelForm, type RecordFormProps } from '../panel-form';
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
  /** Ticked: true; not ticked: left out (a new page then joins the menu with its text). */
  showInMenu?: boolean;
  /** Its place in its menu group; left out: the end. */
  order?: number;
}

export function readPageFields(data: FormData): PageFields {
  const order = String(data.get('order') ?? '');
  return {
    title: readPerLanguage(data, 'title'),
    slug: String(data.get('slug') ?? '').trim(),
    section: String(data.get('section') ?? ''),
    ...(data.get('showInMenu') === 'on' ? { showInMenu: true } : {}),
    ...(/^\d+$/.test(order) ? { order: Number(order) } : {}),
  };
}

const NAME_FIELDS: readonly PerLanguageField<'title'>[] = [
  { name: 'title', maxLength: PAGE_LIMITS.title },
];

export interface SectionOption {
  value: string;
  label: string;
}

/** A place in a menu group: the `order` it sends and how the form names it. */
export interface PlaceOption {
  order: number;
  label: string;
}

export interface PageFormProps extends RecordFormProps<SitePage> {
  sections: SectionOption[];
  /** The places a new page can take in a section's menu group (the add form only). */
  placesIn?: (section: string) => PlaceOption[];
}

/** A page's names in every language, its address, its section and whether the menu shows it. */
export function PageForm({ initial, sections, placesIn, ...form }: PageFormProps) {
  const t = useTranslations('DashboardPages');
  const id = useId();
  const slug = useRef<HTMLInputElement>(null);
  // A new page's address follows its name (the default language's, else the first one typed)
  // until staff type an address of their own; an existing page's address changes only by hand.
  const slugTyped = useRef(Boolean(initial));
  const [section, setSection] = useState(initial?.section ?? 'about-us');
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
          <select
            id={`${id}-section`}
            name="section"
            defaultValue={section}
            aria-describedby={`${id}-section-hint`}
            onChange={(event) => setSection(event.currentTarget.value)}
          >
            {sections
              .filter((option) => option.value !== initial?.slug)
              .map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
          </select>
          <p className={styles.hint} id={`${id}-section-hint`}>
            {t('sectionHint')}
          </p>
        </div>
        {placesIn ? (
          <div className={styles.field}>
            <label htmlFor={`${id}-order`}>{t('place')}</label>
            {/* Keyed by section: a place in another group's list means nothing here. */}
            <select id={`${id}-order`} name="order" key={section} defaultValue="">
              <option value="">{t('placeEnd')}</option>
              {placesIn(section).map((place) => (
                <option key={place.order} value={place.order}>
                  {place.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <div className={styles.checkbox}>
        <input
          id={`${id}-showInMenu`}
          name="showInMenu"
          type="checkbox"
          defaultChecked={initial?.showInMenu ?? false}
          aria-describedby={initial ? undefined : `${id}-menu-hint`}
        />
        <label htmlFor={`${id}-showInMenu`}>{t('showInMenu')}</label>
      </div>
      {initial ? null : (
        <p className={styles.hint} id={`${id}-menu-hint`}>
          {t('showInMenuHint')}
        </p>
      )}
    </PanelForm>
  );
}
