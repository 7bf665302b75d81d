import Link from 'next/link';
import type { DatedEvent } from '@/lib/events/data';
import type { Language } from '@/lib/i18n/languages';
import { localizedPath } from '@/lib/i18n/languages';
import { allDayEnd, timeRange, type EventFormat } from './format';
import { textIn } from './event-text';

export interface OccurrenceLabels {
  cancelled: string;
  changed: string;
  allDay: string;
  until: (date: string) => string;
}

interface OccurrenceItemProps {
  dated: DatedEvent;
  language: Language;
  format: EventFormat;
  categoryName?: string;
  labels: OccurrenceLabels;
  /** The month table's cells are small: no place or category there. */
  compact?: boolean;
}

/** One date of an event in a list or a month: time, title (its page), status, place. */
export function OccurrenceItem({
  dated: { event, occurrence },
  language,
  format,
  categoryName,
  labels,
  compact = false,
}: OccurrenceItemProps) {
  const title = textIn(event.title, language);
  const time = timeRange(occurrence, format);
  const lastDay = allDayEnd(occurrence, format);
  const href = localizedPath(language.tag, `/events/${event.slug}/${occurrence.date}`);
  const place = event.place.name;
  return (
    <div className={occurrence.cancelled ? 'event-item event-item--cancelled' : 'event-item'}>
      <span className="event-item__time">
        {time ?? (lastDay ? `${labels.allDay}, ${labels.until(lastDay)}` : labels.allDay)}
      </span>{' '}
      <Link className="event-item__title" href={href} lang={title.lang}>
        {occurrence.cancelled ? <s>{title.text}</s> : title.text}
      </Link>
      {occurrence.cancelled ? (
        <span className="event-badge event-badge--cancelled"> {labels.cancelled}</span>
      ) : occurrence.changed ? (
        <span className="event-badge"> {labels.changed}</span>
      ) : null}
      {!compact && (categoryName || place) ? (
        <span className="event-item__meta">
          {[categoryName, place].filter(Boolean).join(' · ')}
        </span>
      ) : null}
    </div>
  );
}
