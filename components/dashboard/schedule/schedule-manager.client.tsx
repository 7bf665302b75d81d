'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { serviceSchema } from '@/lib/schedule/schemas';
import { defaultLanguage } from '@/lib/i18n/languages';
import { readSchedule } from './schedule-fields.client';
import { StatusLine } from '../status-line';
import { apiErrorText } from '../api-error-text';
import { usePanelAction } from '../use-status';
import type { Service } from '@/lib/schedule/data';
import { ServiceForm } from './service-form.client';
import { InEveryLanguage } from '../in-every-language';
import { readPerLanguage } from '../per-language-fields.client';
import { RowActions } from '../row-actions';
import styles from '../dashboard.module.css';

/** A service as the API shows it (lib/schedule/data.ts). */
export type ServiceItem = Service;

type ServiceFields = Omit<ServiceItem, 'id' | 'order'>;

function readFields(data: FormData): ServiceFields {
  return {
    title: readPerLanguage(data, 'title'),
    dayTime: readPerLanguage(data, 'dayTime'),
    note: readPerLanguage(data, 'note'),
    livestreamed: data.get('livestreamed') === 'on',
    schedule: readSchedule(data),
  };
}

/** A service's name in the default language: what staff recognise it by in labels. */
const nameOf = (service: ServiceItem) => service.title[defaultLanguage.code];

/** The message for fields the shared schema refuses: the calendar part, or the required texts. */
function invalidMessage(
  fields: ServiceFields,
  t: (key: 'required' | 'calendar.invalid') => string,
) {
  const issues = serviceSchema.safeParse(fields).error?.issues ?? [];
  return issues.some((issue) => issue.path[0] === 'schedule')
    ? t('calendar.invalid')
    : t('required');
}

export function ScheduleManager({ services }: { services: ServiceItem[] }) {
  const t = useTranslations('Dashboard.schedule');
  const common = useTranslations('Dashboard.common');
  const [editing, setEditing] = useState<string | null>(null);
  const { status, error, clear, busy, run } = usePanelAction((caught) =>
    apiErrorText(caught, common),
  );

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readFields(new FormData(form));
    if (!serviceSchema.safeParse(fields).success) return error(invalidMessage(fields, t));
    const added = await run(
      () => apiRequest('/api/services', { method: 'POST', json: fields }),
      t('added'),
    );
    if (added) form.reset();
  }

  async function save(service: ServiceItem, data: FormData) {
    const fields = readFields(data);
    if (!serviceSchema.safeParse(fields).success) return error(invalidMessage(fields, t));
    const saved = await run(
      () =>
        apiRequest(`/api/services/${service.id}`, {
          method: 'PUT',
          json: { ...fields, order: service.order },
        }),
      t('saved'),
    );
    if (saved) setEditing(null);
  }

  function remove(service: ServiceItem) {
    if (!window.confirm(t('confirmDelete'))) return;
    void run(() => apiRequest(`/api/services/${service.id}`, { method: 'DELETE' }), t('deleted'));
  }

  function move(index: number, by: -1 | 1) {
    const reordered = [...services];
    const [moved] = reordered.splice(index, 1);
    if (!moved) return;
    reordered.splice(index + by, 0, moved);
    // Positions become 0..n-1; only services whose position changes are sent (`{order}` alone
    // moves a service), so a swap of neighbours is two small requests.
    const changes = reordered.flatMap((service, order) =>
      service.order === order ? [] : [{ id: service.id, order }],
    );
    void run(async () => {
      for (const { id, order } of changes) {
        await apiRequest(`/api/services/${id}`, { method: 'PUT', json: { order } });
      }
    }, t('moved'));
  }

  return (
    <>
      <ServiceForm
        level={2}
        heading={t('addHeading')}
        submitLabel={t('add')}
        busy={busy}
        onSubmit={add}
      />
      <h2 className={styles.subtitle}>{t('listHeading')}</h2>
      <StatusLine status={status} />
      {services.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {services.map((service, index) => (
            <li key={service.id}>
              {editing === service.id ? (
                <ServiceForm
                  level={3}
                  heading={t('editLabel', { title: nameOf(service) })}
                  submitLabel={t('save')}
                  busy={busy}
                  initial={service}
                  onSubmit={(event) => {
                    event.preventDefault();
                    void save(service, new FormData(event.currentTarget));
                  }}
                  onCancel={() => {
                    setEditing(null);
                    clear();
                  }}
                />
              ) : (
                <article className={styles.item} aria-labelledby={`service-${service.id}`}>
                  <div className={styles.itemHeader}>
                    <h3 className={styles.itemTitle} id={`service-${service.id}`}>
                      <InEveryLanguage texts={service.title} />
                    </h3>
                    {service.livestreamed && (
                      <span className={`${styles.badge} ${styles.badgePresent}`}>
                        {t('livestreamedBadge')}
                      </span>
                    )}
                  </div>
                  <p className={styles.muted}>
                    <InEveryLanguage texts={service.dayTime} />
                  </p>
                  {Object.values(service.note).some(Boolean) && (
                    <p className={styles.muted}>
                      <InEveryLanguage texts={service.note} />
                    </p>
                  )}
                  <RowActions
                    busy={busy}
                    actions={[
                      {
                        key: 'up',
                        text: t('moveUp'),
                        label: t('moveUpLabel', { title: nameOf(service) }),
                        disabled: index === 0,
                        onClick: () => move(index, -1),
                      },
                      {
                        key: 'down',
                        text: t('moveDown'),
                        label: t('moveDownLabel', { title: nameOf(service) }),
                        disabled: index === services.length - 1,
                        onClick: () => move(index, 1),
                      },
                      {
                        key: 'edit',
                        text: t('edit'),
                        label: t('editLabel', { title: nameOf(service) }),
                        onClick: () => {
                          clear();
                          setEditing(service.id);
                        },
                      },
                      {
                        key: 'delete',
                        text: t('delete'),
                        label: t('deleteLabel', { title: nameOf(service) }),
                        tone: 'danger',
                        onClick: () => remove(service),
                      },
                    ]}
                  />
                </article>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
