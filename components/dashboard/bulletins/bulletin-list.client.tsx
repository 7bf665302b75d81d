'use client';

import type { LabelSuggestions } from '@/lib/bulletins/translations';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest, uploadForm } from '@/components/auth/api-client';
import { bulletinFieldsSchema } from '@/lib/bulletins/schemas';
import { RowActions } from '../row-actions';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import { bulletinRefusal } from './bulletin-refusal';
import { readBulletinForm, toMultipart } from './bulletin-form-data';
import { BulletinEditRow } from './bulletin-edit-row.client';
import type { BulletinItem } from './bulletin-item';

export type { BulletinItem } from './bulletin-item';
import styles from '../dashboard.module.css';

interface BulletinListProps {
  bulletins: BulletinItem[];
  labelOptions: LabelSuggestions;
  /** The upload limit, to name it when a replacement file is too large. */
  maxBytes: number;
}

export function BulletinList({ bulletins, labelOptions, maxBytes }: BulletinListProps) {
  const t = useTranslations('Dashboard.bulletins');
  const tc = useTranslations('Dashboard.common');
  const tf = useTranslations('BulletinForm');
  const [editing, setEditing] = useState<string | null>(null);
  const { status, error, clear, busy, run } = usePanelAction((caught) =>
    bulletinRefusal(caught, t, tc, maxBytes),
  );

  /** JSON for the text fields; multipart when a new file replaces the old one. */
  async function save(bulletin: BulletinItem, data: FormData) {
    const fields = readBulletinForm(data);
    const file = data.get('file');
    const replacement = file instanceof File && file.size > 0 ? file : null;
    if (!bulletinFieldsSchema.safeParse(fields).success) return error(t('editRequired'));
    const url = `/api/bulletins/${bulletin.id}`;
    const saved = await run(
      () =>
        replacement
          ? uploadForm(url, toMultipart(fields, replacement), { method: 'PUT' })
          : apiRequest(url, { method: 'PUT', json: fields }),
      replacement ? tf('fileReplaced') : t('saved'),
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
                  <BulletinEditRow
                    key={bulletin.id}
                    bulletin={bulletin}
                    labelOptions={labelOptions}
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
                    {/* data-label: the column's name, shown beside each cell on a phone. */}
                    <td data-label={t('date')}>
                      {bulletin.displayDate}
                      {bulletin.scheduled && bulletin.displayPublishAt ? (
                        <p>
                          <span className={`${styles.badge} ${styles.badgeOutdated}`}>
                            {tf('scheduled')}
                          </span>{' '}
                          <span className={styles.muted}>
                            {tf('visibleFrom', { time: bulletin.displayPublishAt })}
                          </span>
                        </p>
                      ) : null}
                    </td>
                    <td data-label={t('label')}>{bulletin.label}</td>
                    <td>
                      <RowActions
                        busy={busy}
                        name={bulletin.title}
                        actions={[
                          {
                            key: 'view',
                            text: t('view'),
                            label: t('viewLabel', { title: bulletin.title }),
                            href: bulletin.fileUrl,
                          },
                          {
                            key: 'edit',
                            text: t('edit'),
                            label: t('editLabel', { title: bulletin.title }),
                            onClick: () => {
                              clear();
                              setEditing(bulletin.id);
                            },
                          },
                          {
                            key: 'delete',
                            text: t('delete'),
                            label: t('deleteLabel', { title: bulletin.title }),
                            tone: 'danger',
                            onClick: () => remove(bulletin),
                          },
                        ]}
                      />
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
