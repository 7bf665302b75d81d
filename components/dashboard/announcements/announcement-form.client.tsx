'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import type { Announcement } from '@/lib/announcements/data';
import { ANNOUNCEMENT_LIMITS } from '@/lib/announcements/schemas';
import { CheckboxField, PanelForm, type RecordFormProps } from '../panel-form';
import {
  PerLanguageFields,
  readPerLanguage,
  type PerLanguageField,
} from '../per-language-fields.client';
import styles from '../dashboard.module.css';

/** What the form sends: the API's shape without id and position. */
export type AnnouncementFields = Omit<Announcement, 'id' | 'sortOrder'>;

type TextField = 'title' | 'subtitle' | 'body';

/** The form's values, named `title.en`, `body.ua`, … one per configured language. */
export function readAnnouncementFields(data: FormData): AnnouncementFields {
  return {
    title: readPerLanguage(data, 'title'),
    subtitle: readPerLanguage(data, 'subtitle'),
    body: readPerLanguage(data, 'body'),
    imageUrl: String(data.get('imageUrl') ?? '').trim() || null,
    published: data.get('published') === 'on',
    date: String(data.get('date') ?? ''),
  };
}

export interface AnnouncementFormProps extends RecordFormProps<Announcement> {
  /** The date a new announcement starts with (today, as the server saw it). */
  today: string;
}

const TEXT_FIELDS: readonly PerLanguageField<TextField>[] = [
  { name: 'title', maxLength: ANNOUNCEMENT_LIMITS.title },
  { name: 'subtitle', maxLength: ANNOUNCEMENT_LIMITS.subtitle },
  { name: 'body', maxLength: ANNOUNCEMENT_LIMITS.body, multiline: true },
];

/** Every language side by side: the default one's title is required, the others fall back to it. */
export function AnnouncementForm({ today, initial, ...form }: AnnouncementFormProps) {
  const t = useTranslations('Dashboard.announcements');
  const id = useId();
  return (
    <PanelForm id={id} cancelLabel={t('cancel')} {...form}>
      <PerLanguageFields formId={id} fields={TEXT_FIELDS} labels={t} initial={initial} />
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
      <CheckboxField
        formId={id}
        name="published"
        label={t('published')}
        defaultChecked={initial?.published ?? true}
      />
    </PanelForm>
  );
}
