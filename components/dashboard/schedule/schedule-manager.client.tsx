'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import type { Schedule } from '@/lib/calendar/schedule';
import { serviceSchema } from '@/lib/validation/services';
import { readSchedule, ScheduleFields } from './schedule-fields.client';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

export interface ServiceItem {
  id: string;
  title: { en: string; ua: string };
  note: { en: string; ua: string };
  dayTime: { en: string; ua: string };
  livestreamed: boolean;
  order: number;
  schedule: Schedule | null;
}

type ServiceFields = Omit<ServiceItem, 'id' | 'order'>;

function readFields(data: FormData): ServiceFields {
  const text = (name: string) => String(data.get(name) ?? '').trim();
  return {
    title: { en: text('titleEn'), ua: text('titleUa') },
    dayTime: { en: text('dayTimeEn'), ua: text('dayTimeUa') },
    note: { en: text('noteEn'), ua: text('noteUa') },
    livestreamed: data.get('livestreamed') === 'on',
    schedule: readSchedule(data),
  };
}

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
  const [editing, setEditing] = useState<string | null>(null);
  const { status, error, clear, busy, run } = usePanelAction(t('networkError'));

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
                  heading={t('editLabel', { title: service.title.en })}
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
                      {service.title.en}
                      {service.title.ua && <span lang="uk"> / {service.title.ua}</span>}
                    </h3>
                    {service.livestreamed && (
                      <span className={`${styles.badge} ${styles.badgePresent}`}>
                        {t('livestreamedBadge')}
                      </span>
                    )}
                  </div>
                  <p className={styles.muted}>
                    {service.dayTime.en}
                    {service.dayTime.ua && <span lang="uk"> / {service.dayTime.ua}</span>}
                  </p>
                  {(service.note.en || service.note.ua) && (
                    <p className={styles.muted}>
                      {service.note.en}
                      {service.note.ua && <span lang="uk"> / {service.note.ua}</span>}
                    </p>
                  )}
                  <div className={styles.actions}>
                    <button
                      type="button"
                      className={styles.buttonSecondary}
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={t('moveUpLabel', { title: service.title.en })}
                    >
                      {t('moveUp')}
                    </button>
                    <button
                      type="button"
                      className={styles.buttonSecondary}
                      disabled={busy || index === services.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={t('moveDownLabel', { title: service.title.en })}
                    >
                      {t('moveDown')}
                    </button>
                    <button
                      type="button"
                      className={styles.buttonSecondary}
                      disabled={busy}
                      onClick={() => {
                        clear();
                        setEditing(service.id);
                      }}
                      aria-label={t('editLabel', { title: service.title.en })}
                    >
                      {t('edit')}
                    </button>
                    <button
                      type="button"
                      className={styles.buttonDanger}
                      disabled={busy}
                      onClick={() => remove(service)}
                      aria-label={t('deleteLabel', { title: service.title.en })}
                    >
                      {t('delete')}
                    </button>
                  </div>
                </article>
              )}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

interface ServiceFormProps {
  /** The heading level where the form sits: 2 on its own, 3 inside the list. */
  level: 2 | 3;
  heading: string;
  submitLabel: string;
  busy: boolean;
  initial?: ServiceItem;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel?: () => void;
}

/** Both languages side by side: English is required, Ukrainian falls back to English when empty. */
function ServiceForm({
  level,
  heading,
  submitLabel,
  busy,
  initial,
  onSubmit,
  onCancel,
}: ServiceFormProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const t = useTranslations('Dashboard.schedule');
  const id = useId();
  const field = (name: keyof ServiceFields, language: 'en' | 'ua', label: string, max: number) => {
    const value = initial ? (initial[name] as { en: string; ua: string })[language] : '';
    const inputName = `${name}${language === 'en' ? 'En' : 'Ua'}`;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${inputName}`}>{label}</label>
        <input
          id={`${id}-${inputName}`}
          name={inputName}
          defaultValue={value}
          maxLength={max}
          lang={language === 'ua' ? 'uk' : 'en'}
        />
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
        <fieldset className={styles.fieldset}>
          <legend>{t('english')}</legend>
          {field('title', 'en', t('titleEn'), 200)}
          {field('dayTime', 'en', t('dayTimeEn'), 200)}
          {field('note', 'en', t('noteEn'), 500)}
        </fieldset>
        <fieldset className={styles.fieldset}>
          <legend>{t('ukrainian')}</legend>
          {field('title', 'ua', t('titleUa'), 200)}
          {field('dayTime', 'ua', t('dayTimeUa'), 200)}
          {field('note', 'ua', t('noteUa'), 500)}
        </fieldset>
      </div>
      <ScheduleFields initial={initial?.schedule} />
      <div className={styles.checkbox}>
        <input
          id={`${id}-livestreamed`}
          name="livestreamed"
          type="checkbox"
          defaultChecked={initial?.livestreamed ?? false}
        />
        <label htmlFor={`${id}-livestreamed`}>{t('livestreamed')}</label>
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
