'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { bulletinFieldsSchema } from '@/lib/validation/bulletins';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import type { Bulletin } from '@/lib/db/bulletins';
import styles from '../dashboard.module.css';

/** A bulletin as the API shows it (lib/db/bulletins.ts), with its date ready for the form and the list. */
export type BulletinItem = Pick<
  Bulletin,
  'id' | 'title' | 'description' | 'label' | 'fileUrl' | 'thumbnailUrl'
> & {
  /** YYYY-MM-DD, the value of a date input. */
  date: string;
  /** The date in the page's language. */
  displayDate: string;
};

export function BulletinList({ bulletins }: { bulletins: BulletinItem[] }) {
  const t = useTranslations('Dashboard.bulletins');
  const tc = useTranslations('Dashboard.common');
  const [editing, setEditing] = useState<string | null>(null);
  const { status, error, clear, busy, run } = usePanelAction(tc('networkError'));

  async function save(bulletin: BulletinItem, data: FormData) {
    const fields = {
      title: String(data.get('title') ?? '').trim(),
      description: String(data.get('description') ?? '').trim(),
      date: String(data.get('date') ?? ''),
      label: String(data.get('label') ?? '').trim(),
    };
    if (!bulletinFieldsSchema.safeParse(fields).success) return error(t('editRequired'));
    const saved = await run(
      () => apiRequest(`/api/bulletins/${bulletin.id}`, { method: 'PUT', json: fields }),
      t('saved'),
    );
    if (saved) setEditing(null);
  }

  function remove(bulletin: BulletinItem) {
    if (!window.confirm(t('confirmDelete'))) return;
    void run(() => apiRequest(`/api/bulletins/${bulletin.id}`, { method: 'DELETE' }), t('deleted'));
  }

  return (
    <>
      <StatusLine status={status} />
      {bulletins.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('preview')}</th>
                <th scope="col">{t('title')}</th>
                <th scope="col">{t('date')}</th>
                <th scope="col">{t('label')}</th>
                <th scope="col">{t('actions')}</th>
              </tr>
            </thead>
            <tbody>
              {bulletins.map((bulletin) =>
                editing === bulletin.id ? (
                  <EditRow
                    key={bulletin.id}
                    bulletin={bulletin}
                    busy={busy}
                    onSave={(data) => void save(bulletin, data)}
                    onCancel={() => {
                      setEditing(null);
                      clear();
                    }}
                  />
                ) : (
                  <tr key={bulletin.id}>
                    <td>
                      {bulletin.thumbnailUrl ? (
                        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, served as is
                        <img
                          className={styles.thumb}
                          src={bulletin.thumbnailUrl}
                          alt=""
                          loading="lazy"
                        />
                      ) : null}
                    </td>
                    <th scope="row">
                      {bulletin.title}
                      {bulletin.description && (
                        <p className={styles.muted}>{bulletin.description}</p>
                      )}
                    </th>
                    <td>{bulletin.displayDate}</td>
                    <td>{bulletin.label}</td>
                    <td>
                      <div className={styles.actions}>
                        <a
                          className={styles.buttonSecondary}
                          href={bulletin.fileUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('viewLabel', { title: bulletin.title })}
                        >
                          {t('view')}
                        </a>
                        <button
                          type="button"
                          className={styles.buttonSecondary}
                          disabled={busy}
                          onClick={() => {
                            clear();
                            setEditing(bulletin.id);
                          }}
                          aria-label={t('editLabel', { title: bulletin.title })}
                        >
                          {t('edit')}
                        </button>
                        <button
                          type="button"
                          className={styles.buttonDanger}
                          disabled={busy}
                          onClick={() => remove(bulletin)}
                          aria-label={t('deleteLabel', { title: bulletin.title })}
                        >
                          {t('delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

interface EditRowProps {
  bulletin: BulletinItem;
  busy: boolean;
  onSave: (data: FormData) => void;
  onCancel: () => void;
}

/** The row in place, as inputs: a form cannot wrap a table row, so the inputs name a form by id. */
function EditRow({ bulletin, busy, onSave, onCancel }: EditRowProps) {
  const t = useTranslations('Dashboard.bulletins');
  const id = useId();
  const formId = `${id}-form`;
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave(new FormData(event.currentTarget));
  }
  return (
    <tr>
      <td>
        <form id={formId} onSubmit={submit} noValidate />
      </td>
      <td>
        <div className={styles.field}>
          <label htmlFor={`${id}-title`}>{t('title')}</label>
          <input
            id={`${id}-title`}
            name="title"
            form={formId}
            defaultValue={bulletin.title}
            maxLength={200}
            autoFocus
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-description`}>{t('description')}</label>
          <textarea
            id={`${id}-description`}
            name="description"
            form={formId}
            defaultValue={bulletin.description}
            rows={2}
            maxLength={1000}
          />
        </div>
      </td>
      <td>
        <div className={styles.field}>
          <label htmlFor={`${id}-date`}>{t('date')}</label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            form={formId}
            defaultValue={bulletin.date}
          />
        </div>
      </td>
      <td>
        <div className={styles.field}>
          <label htmlFor={`${id}-label`}>{t('label')}</label>
          <input
            id={`${id}-label`}
            name="label"
            form={formId}
            defaultValue={bulletin.label}
            maxLength={50}
          />
        </div>
      </td>
      <td>
        <div className={styles.actions}>
          <button type="submit" form={formId} className={styles.button} disabled={busy}>
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
      </td>
    </tr>
  );
}
