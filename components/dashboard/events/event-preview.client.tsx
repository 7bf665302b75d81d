'use client';

import { useTranslations } from 'next-intl';
import { languageOf } from '@/lib/i18n/languages';
import { eventInputSchema } from '@/lib/events/schemas';
import { expandEvent } from '@/lib/events/expand';
import { addDays } from '@/lib/events/local-time';
import { ruleSentence } from '@/lib/events/sentence';
import type { ChurchCalendar } from '@/lib/events/church-calendar';
import { dayText, timeRange } from '@/components/events/format';
import { eventRequest, type EventFormValues } from './event-fields';
import styles from '../dashboard.module.css';

export interface PreviewContext {
  timeZone: string;
  church: ChurchCalendar;
  today: string;
  locale: string;
}

/** The rule in words and the next 10 dates, from what the form says now, before saving. */
export function EventPreview({
  values,
  context,
}: {
  values: EventFormValues;
  context: PreviewContext;
}) {
  const t = useTranslations('Dashboard.events');
  const rule = useTranslations('EventRule');
  const parsed = eventInputSchema.safeParse(eventRequest(values));
  const format = { locale: context.locale, timeZone: context.timeZone };
  let body;
  if (!parsed.success) {
    body = <p className={styles.muted}>{t('previewIncomplete')}</p>;
  } else {
    const input = parsed.data;
    const sentence = ruleSentence(
      { repeat: input.repeat, start: input.start, feastStyle: context.church.feastStyle },
      {
        t: (key, values) => rule(key, values),
        locale: context.locale,
        dateFormat: languageOf(context.locale).dateFormat,
      },
    );
    const dates = expandEvent(
      input,
      [],
      context.today,
      addDays(context.today, 800),
      context.church,
      context.timeZone,
    ).slice(0, 10);
    body = (
      <>
        <p>{sentence}</p>
        <p>
          <strong>{t('previewDates')}</strong>
        </p>
        {dates.length === 0 ? (
          <p className={styles.muted}>{t('previewNone')}</p>
        ) : (
          <ol>
            {dates.map((occurrence) => (
              <li key={occurrence.date}>
                <time dateTime={occurrence.date}>
                  {dayText(occurrence.localStart.slice(0, 10), format, true)}
                </time>
                {timeRange(occurrence, format) ? `, ${timeRange(occurrence, format)}` : ''}
              </li>
            ))}
          </ol>
        )}
      </>
    );
  }
  return (
    <section className={styles.panel} aria-live="polite" aria-label={t('preview')}>
      <p>
        <strong>{t('preview')}</strong>
      </p>
      {body}
    </section>
  );
}
