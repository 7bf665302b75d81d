import type { ParishEvent } from '@/lib/events/columns';
import type { ExpandedDate } from '@/lib/events/expand';
import type { LocalizedSettings } from '@/lib/settings/localized';
import { postalAddressLd } from '@/lib/settings/address';

interface EventJsonLdProps {
  event: ParishEvent;
  occurrence: ExpandedDate;
  /** The date as the event's own times give it, before a change (previousStartDate). */
  original: { start: string };
  name: string;
  description: string;
  settings: LocalizedSettings;
  /** Absolute URLs of the date's page and the picture. */
  url: string;
  image: string | null;
  origin: string;
}

/**
 * schema.org Event for one date: start and end with offsets, the place (the parish's address, or
 * the event's own place), its status (Cancelled, or Rescheduled with previousStartDate), mixed
 * attendance when it is livestreamed.
 */
export function EventJsonLd(props: EventJsonLdProps) {
  const { event, occurrence, settings } = props;
  const { address } = settings;
  const own = event.place.name || event.place.address;
  const place = own
    ? {
        '@type': 'Place',
        name: event.place.name || settings.title,
        address: {
          '@type': 'PostalAddress',
          streetAddress: event.place.address || event.place.name,
        },
      }
    : {
        '@type': 'Place',
        name: settings.title,
        address: postalAddressLd(address),
      };
  const online = event.livestreamUrl
    ? { '@type': 'VirtualLocation', url: event.livestreamUrl }
    : null;
  const status = occurrence.cancelled
    ? 'https://schema.org/EventCancelled'
    : occurrence.changed && occurrence.start !== props.original.start
      ? 'https://schema.org/EventRescheduled'
      : 'https://schema.org/EventScheduled';
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: props.name,
    ...(props.description ? { description: props.description } : {}),
    startDate: occurrence.start,
    endDate: occurrence.end,
    eventStatus: status,
    ...(status.endsWith('Rescheduled') ? { previousStartDate: props.original.start } : {}),
    eventAttendanceMode: online
      ? 'https://schema.org/MixedEventAttendanceMode'
      : 'https://schema.org/OfflineEventAttendanceMode',
    location: online ? [place, online] : place,
    ...(props.image ? { image: [props.image] } : {}),
    organizer: { '@type': 'Organization', name: settings.title, url: props.origin },
    url: props.url,
  };
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
