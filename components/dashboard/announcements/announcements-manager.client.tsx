'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { announcementSchema } from '@/lib/announcements/schemas';
import { defaultLanguage, languageName } from '@/lib/i18n/languages';
import type { Announcement } from '@/lib/announcements/data';
import { apiErrorText } from '../api-error-text';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import {
  AnnouncementForm,
  readAnnouncementFields,
  type AnnouncementFields,
} from './announcement-form.client';
import { AnnouncementItem } from './announcement-item.client';
import styles from '../dashboard.module.css';

/** An announcement's title in the default language: what staff recognise it by in labels. */
export const nameOf = (announcement: Announcement) => announcement.title[defaultLanguage.code];

/**
 * Positions after a move: the moved announcement and everything above it are pinned at 0..n (so
 * they stay put when a newer one arrives); the rest keep following the date. Only the
 * announcements whose position changes are sent.
 */
function pinsAfterMove(list: Announcement[], index: number, by: -1 | 1) {
  const reordered = [...list];
  const [moved] = reordered.splice(index, 1);
  if (!moved) return [];
  reordered.splice(index + by, 0, moved);
  const lastPinned = Math.max(index, index + by);
  return reordered
    .slice(0, lastPinned + 1)
    .flatMap((item, order) => (item.sortOrder === order ? [] : [{ id: item.id, order }]));
}

interface AnnouncementsManagerProps {
  announcements: Announcement[];
  /** Each announcement's date in the page's language, by id (formatted on the server). */
  dateLabels: Record<string, string>;
  today: string;
}

export function AnnouncementsManager({
  announcements,
  dateLabels,
  today,
}: AnnouncementsManagerProps) {
  const t = useTranslations('Dashboard.announcements');
  const common = useTranslations('Dashboard.common');
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  const { status, error, clear, busy, run } = usePanelAction((caught) =>
    apiErrorText(caught, common),
  );

  /** The shared schema's verdict in the staff member's words, or null when the fields are valid. */
  function problem(fields: AnnouncementFields): string | null {
    const issues = announcementSchema.safeParse(fields).error?.issues ?? [];
    if (issues.length === 0) return null;
    if (issues.some((issue) => issue.path[0] === 'imageUrl')) return t('invalidImage');
    return t('required', {
      language: defaultLanguage.code,
      name: languageName(defaultLanguage, locale),
    });
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readAnnouncementFields(new FormData(form));
    const refused = problem(fields);
    if (refused) return error(refused);
    const json = { ...fields, imageUrl: fields.imageUrl ?? '' };
    const added = await run(
      () => apiRequest('/api/announcements', { method: 'POST', json }),
      t('added'),
    );
    if (added) form.reset();
  }

  async function save(announcement: Announcement, data: FormData) {
    const fields = readAnnouncementFields(data);
    const refused = problem(fields);
    if (refused) return error(refused);
    const json = { ...fields, imageUrl: fields.imageUrl ?? '' };
    const saved = await run(
      () => apiRequest(`/api/announcements/${announcement.id}`, { method: 'PUT', json }),
      t('saved'),
    );
    if (saved) setEditing(null);
  }

  const update = (announcement: Announcement, json: object, done: string) =>
    void run(
      () => apiRequest(`/api/announcements/${announcement.id}`, { method: 'PUT', json }),
      done,
    );

  function remove(announcement: Announcement) {
    if (!window.confirm(t('confirmDelete', { title: nameOf(announcement) }))) return;
    void run(
      () => apiRequest(`/api/announcements/${announcement.id}`, { method: 'DELETE' }),
      t('deleted'),
    );
  }

  function move(index: number, by: -1 | 1) {
    const changes = pinsAfterMove(announcements, index, by);
    void run(async () => {
      for (const { id, order } of changes) {
        await apiRequest(`/api/announcements/${id}`, { method: 'PUT', json: { sortOrder: order } });
      }
    }, t('moved'));
  }

  const pinned = announcements.filter((announcement) => announcement.sortOrder !== null);
  function orderByDate() {
    void run(async () => {
      for (const { id } of pinned) {
        await apiRequest(`/api/announcements/${id}`, { method: 'PUT', json: { sortOrder: null } });
      }
    }, t('orderedByDate'));
  }

  return (
    <>
      <AnnouncementForm
        level={2}
        heading={t('addHeading')}
        submitLabel={t('add')}
        busy={busy}
        today={today}
        onSubmit={add}
      />
      <h2 className={styles.subtitle}>{t('listHeading')}</h2>
      <StatusLine status={status} />
      {pinned.length > 0 && (
        <p>
          <button
            type="button"
            className={styles.buttonSecondary}
            disabled={busy}
            onClick={orderByDate}
          >
            {t('orderByDate')}
          </button>
        </p>
      )}
      {announcements.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {announcements.map((announcement, index) => (
            <li key={announcement.id}>
              {editing === announcement.id ? (
                <AnnouncementForm
                  level={3}
                  heading={t('editLabel', { title: nameOf(announcement) })}
                  submitLabel={t('save')}
                  busy={busy}
                  today={today}
                  initial={announcement}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void save(announcement, new FormData(event.currentTarget));
                  }}
                  onCancel={() => {
                    setEditing(null);
                    clear();
                  }}
                />
              ) : (
                <AnnouncementItem
                  announcement={announcement}
                  dateLabel={dateLabels[announcement.id] ?? announcement.date}
                  busy={busy}
                  first={index === 0}
                  last={index === announcements.length - 1}
                  onMove={(by) => move(index, by)}
                  onEdit={() => {
                    clear();
                    setEditing(announcement.id);
                  }}
                  onTogglePublished={() =>
                    update(
                      announcement,
                      { published: !announcement.published },
                      announcement.published ? t('unpublishedDone') : t('publishedDone'),
                    )
                  }
                  onDelete={() => remove(announcement)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
