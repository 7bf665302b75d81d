import type { getTranslations } from 'next-intl/server';
import type { OccurrenceLabels } from './occurrence-item';

type EventsTranslator = Awaited<ReturnType<typeof getTranslations<'Events'>>>;

export function occurrenceLabels(t: EventsTranslator): OccurrenceLabels {
  return {
    cancelled: t('cancelled'),
    changed: t('changed'),
    allDay: t('allDay'),
    until: (date) => t('until', { date }),
  };
}
