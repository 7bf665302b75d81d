import type { UpcomingEvent } from '@/lib/schedule/upcoming';
import type { LocalizedSettings } from '@/lib/settings/localized';
import { postalAddressLd } from '@/lib/settings/address';

interface EventsJsonLdProps {
  events: UpcomingEvent[];
  settings: LocalizedSettings;
  /** The home page's absolute URL, where the schedule is. */
  url: string;
}

/** schema.org Events for the next liturgies, so search engines can show them with dates. */
export function EventsJsonLd({ events, settings, url }: EventsJsonLdProps) {
  if (events.length === 0) return null;
  const { address } = settings;
  const place = {
    '@type': 'Place',
    name: settings.title,
    address: postalAddressLd(address),
  };
  const online = settings.socialLinks.youtube
    ? { '@type': 'VirtualLocation', url: settings.socialLinks.youtube }
    : null;
  const data = events.map((event) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(event.note ? { description: event.note } : {}),
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode:
      event.livestreamed && online
        ? 'https://schema.org/MixedEventAttendanceMode'
        : 'https://schema.org/OfflineEventAttendanceMode',
    location: event.livestreamed && online ? [place, online] : place,
    organizer: { '@type': 'Organization', name: settings.title, url },
    isAccessibleForFree: true,
    url,
  }));
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
