'use client';

import type { LabelSuggestions } from '@/lib/bulletins/translations';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { uploadForm } from '@/components/auth/api-client';
import { bulletinFieldsSchema } from '@/lib/bulletins/schemas';
import { readBulletinForm, toMultipart, withMailChoice } from './bulletin-form-data';
import { bulletinRefusal } from './bulletin-refusal';
import { BulletinTextFields, PublishTimeField } from './bulletin-text-fields.client';
import { UploadForm } from '../upload-form';
import { useStatus } from '../use-status';
import styles from '../dashboard.module.css';

/** The specification's accepted types; the server checks the content as well as the name. */
const ACCEPTED = /\.(pdf|docx?)$/i;
const ACCEPT_ATTRIBUTE =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

interface BulletinUploadFormProps {
  maxBytes: number;
  /** The coming Sunday in the parish's time zone (YYYY-MM-DD): what most uploads are for. */
  defaultDate: string;
  /** Labels already used, per language, as suggestions. */
  labelOptions: LabelSuggestions;
}

export function BulletinUploadForm({
  maxBytes,
  defaultDate,
  labelOptions,
}: BulletinUploadFormProps) {
  const t = useTranslations('Dashboard.bulletins');
  const tc = useTranslations('Dashboard.common');
  const tf = useTranslations('BulletinForm');
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { status, success, error, clear } = useStatus();
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clear();
    const form = event.currentTarget;
    const data = new FormData(form);
    const file = data.get('file');
    const input = readBulletinForm(data);
    // The API's own schema: title, date and label present and well-formed, the rest optional.
    const fields = bulletinFieldsSchema.safeParse(input);
    if (!fields.success || !(file instanceof File) || file.size === 0) return error(t('required'));
    if (!ACCEPTED.test(file.name)) return error(t('wrongType'));
    if (file.size > maxBytes) return error(t('tooLarge', { max: maxMb }));
    setProgress(0);
    try {
      await uploadForm('/api/bulletins', withMailChoice(toMultipart(input, file), data), {
        onProgress: setProgress,
      });
      success(t('uploaded', { title: input.title }));
      formRef.current?.reset();
      router.refresh();
    } catch (caught) {
      error(bulletinRefusal(caught, t, tc, maxBytes));
    } finally {
      setProgress(null);
    }
  }

  return (
    <UploadForm
      id={id}
      formRef={formRef}
      heading={t('addHeading')}
      onSubmit={submit}
      file={{
        label: t('file'),
        hint: t('fileHint', { max: maxMb }),
        accept: ACCEPT_ATTRIBUTE,
        required: true,
      }}
      progress={progress}
      status={status}
    >
      <BulletinTextFields idPrefix={id} labelOptions={labelOptions} />
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t('date')}</label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            required
            defaultValue={defaultDate}
            aria-describedby={`${id}-date-hint`}
          />
          <p id={`${id}-date-hint`} className={styles.hint}>
            {tf('dateHint')}
          </p>
        </div>
        <PublishTimeField idPrefix={id} />
      </div>
      <label className={styles.checkbox}>
        <input type="checkbox" name="mailPdf" value="1" /> {t('mailPdf')}
      </label>
    </UploadForm>
  );
}
