'use client';

import type { LabelSuggestions } from '@/lib/bulletins/translations';
import { useId, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { defaultLanguage } from '@/lib/i18n/languages';
import { toLocalInput } from './bulletin-form-data';
import { BulletinTextFields, PublishTimeField } from './bulletin-text-fields.client';
import type { BulletinItem } from './bulletin-item';
import styles from '../dashboard.module.css';

/** The upload form's accepted files; the server checks the content as well. */
const ACCEPT_ATTRIBUTE =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface BulletinEditRowProps {
  bulletin: BulletinItem;
  labelOptions: LabelSuggestions;
  busy: boolean;
  onSave: (data: FormData) => void;
  onCancel: () => void;
}

/**
 * A bulletin edited in place: one cell across the row holding the whole form (every language,
 * date, publish time, and optionally a new file), which also fits a phone's width.
 */
export function BulletinEditRow({
  bulletin,
  labelOptions,
  busy,
  onSave,
  onCancel,
}: BulletinEditRowProps) {
  const t = useTranslations('Dashboard.bulletins');
  const tf = useTranslations('BulletinForm');
  const id = useId();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(new FormData(event.currentTarget));
  }
  const values = {
    [defaultLanguage.code]: {
      title: bulletin.title,
      description: bulletin.description,
      label: bulletin.label,
    },
    ...bulletin.translations,
  };
  return (
    <tr>
      <td colSpan={5}>
        <form
          className={styles.form}
          onSubmit={submit}
          noValidate
          aria-label={tf('editFormLabel', { title: bulletin.title })}
        >
          <BulletinTextFields idPrefix={id} labelOptions={labelOptions} values={values} />
          <div className={styles.formRow}>
            <div className={styles.field}>
              <label htmlFor={`${id}-date`}>{t('date')}</label>
              <input id={`${id}-date`} name="date" type="date" defaultValue={bulletin.date} />
            </div>
            <PublishTimeField idPrefix={id} value={toLocalInput(bulletin.publishAt)} />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-file`}>{tf('replaceFile')}</label>
            <input
              id={`${id}-file`}
              name="file"
              type="file"
              accept={ACCEPT_ATTRIBUTE}
              aria-describedby={`${id}-file-hint`}
            />
            <p id={`${id}-file-hint`} className={styles.hint}>
              {tf('replaceFileHint')}
            </p>
          </div>
          <div className={styles.actions}>
            <button type="submit" className={styles.button} disabled={busy}>
              {t('save')}
            </button>
            <button
              type="button"
              className={styles.buttonSecondary}
              onClick={onCancel}
              disabled={busy}
            >
              {t('cancel')}
            </button>
          </div>
        </form>
      </td>
    </tr>
  );
}
