'use client';

import { useId, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { languageName, languages, perLanguage, type Language } from '@/lib/i18n/languages';
import type { Announcement } from '@/lib/db/announcements';
import { ANNOUNCEMENT_LIMITS } from '@/lib/validation/announcements';
import styles from '../dashboard.module.css';

/** What the form sends: the API's shape without id and position. */
export type AnnouncementFields = Omit<Announcement, 'id' | 'sortOrder'>;

type TextField = 'title' | 'subtitle' | 'body';

/** The form's values, named `title.en`, `body.ua`, … one per configured language. */
export function readAnnouncementFields(data: FormData): AnnouncementFields {
  const text = (name: TextField) =>
    perLanguage((code) => String(data.get(`${name}.${code}`) ?? '').trim());
  return {
    title: text('title'),
    subtitle: text('subtitle'),
    body: text('body'),
    imageUrl: String(data.get('imageUrl') ?? '').trim() || null,
    published: data.get('published') === 'on',
    date: String(data.get('date') ?? ''),
  };
}

export interface AnnouncementFormProps {
  /** The heading level where the form sits: 2 on its own, 3 inside the list. */
  level: 2 | 3;
  heading: string;
  submitLabel: string;
  busy: boolean;
  /** The date a new announcement starts with (today, as the server saw it). */
  today: string;
  initial?: Announcement;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
}

/** Every language side by side: the default one's title is required, the others fall back to it. */
export function AnnouncementForm({
  level,
  heading,
  submitLabel,
  busy,
  today,
  initial,
  onSubmit,
  onCancel,
}: AnnouncementFormProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useTranslations('Dashboard.announcements');
  const locale = useLocale();
  const id = useId();
  const field = (name: TextField, language: Language) => {
    const inputName = `${name}.${language.code}`;
    const label = t(`${name}In`, { language: language.code, name: languageName(language, locale) });
    const common = {
      id: `${id}-${inputName}`,
      name: inputName,
      defaultValue: initial ? initial[name][language.code] : '',
      maxLength: ANNOUNCEMENT_LIMITS[name],
      lang: language.tag,
    };
    return (
      <div className={styles.field}>
        <label htmlFor={common.id}>{label}</label>
        {name === 'body' ? <textarea rows={4} {...common} /> : <input {...common} />}
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
            {field('subtitle', language)}
            {field('body', language)}
          </fieldset>
        ))}
      </div>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t('date')}</label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            required
            defaultValue={initial?.date ?? today}
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-image`}>{t('imageUrl')}</label>
          <input
            id={`${id}-image`}
            name="imageUrl"
            type="text"
            inputMode="url"
            maxLength={2048}
            defaultValue={initial?.imageUrl ?? ''}
            aria-describedby={`${id}-image-hint`}
          />
          <p className={styles.hint} id={`${id}-image-hint`}>
            {t('imageHint')}
          </p>
        </div>
      </div>
      <div className={styles.checkbox}>
        <input
          id={`${id}-published`}
          name="published"
          type="checkbox"
          defaultChecked={initial?.published ?? true}
        />
        <label htmlFor={`${id}-published`}>{t('published')}</label>
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
