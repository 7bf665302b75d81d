import type { ExpandedDate } from '@/lib/events/expand';
import { addDays } from '@/lib/events/local-time';

interface CalendarLinksProps {
  /** The event's own .ics (every date, kept up to date by SEQUENCE). */
  icsHref: string;
  /** One date, for Google's and Outlook's "add" pages. */
  occurrence: ExpandedDate | null;
  title: string;
  details: string;
  location: string;
  labels: { ics: string; google: string; outlook: string };
}

const compact = (iso: string) =>
  new Date(iso).toISOString().replace(/[-:]/g, '').slice(0, 15) + 'Z';

/** Google Calendar's template link: times in UTC, all-day dates with an exclusive end. */
function googleHref(occurrence: ExpandedDate, title: string, details: string, location: string) {
  const dates =
    occurrence.localStart.length === 10
      ? `${occurrence.localStart.replaceAll('-', '')}/${addDays(occurrence.localEnd, 1).replaceAll('-', '')}`
      : `${compact(occurrence.start)}/${compact(occurrence.end)}`;
  const query = new URLSearchParams({ action: 'TEMPLATE', text: title, dates, details, location });
  return `https://calendar.google.com/calendar/render?${query}`;
}

/** Outlook on the web's compose link: ISO times with offsets, or dates all day. */
function outlookHref(occurrence: ExpandedDate, title: string, details: string, location: string) {
  const allDay = occurrence.localStart.length === 10;
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: title,
    startdt: occurrence.start,
    enddt: allDay ? addDays(occurrence.localEnd, 1) : occurrence.end,
    body: details,
    location,
    ...(allDay ? { allday: 'true' } : {}),
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}

/** "Add to calendar": the event's .ics, and Google's and Outlook's pages for one date. */
export function CalendarLinks({
  icsHref,
  occurrence,
  title,
  details,
  location,
  labels,
}: CalendarLinksProps) {
  return (
    <ul className="event-calendar-links">
      <li>
        <a href={icsHref}>{labels.ics}</a>
      </li>
      {occurrence && !occurrence.cancelled ? (
        <>
          <li>
            <a href={googleHref(occurrence, title, details, location)} rel="noopener">
              {labels.google}
            </a>
          </li>
          <li>
            <a href={outlookHref(occurrence, title, details, location)} rel="noopener">
              {labels.outlook}
            </a>
          </li>
        </>
      ) : null}
    </ul>
  );
}
