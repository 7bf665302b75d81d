import { isoInZone, nextOccurrences } from './dates';
import type { Schedule } from './schedule';

export interface UpcomingEvent {
  serviceId: string;
  title: string;
  note: string;
  livestreamed: boolean;
  /** ISO 8601 with the zone's offset at that moment. */
  start: string;
  end: string;
}

/** Each occurrence is shown as an hour long; the schedule names only the start. */
const EVENT_MINUTES = 60;

/**
 * The next occurrences of the scheduled services after `now`, soonest first: `perService` of each,
 * at most `limit` in all.
 */
export function upcomingEvents(
  services: {
    id: string;
    title: string;
    note: string;
    livestreamed: boolean;
    schedule: Schedule;
  }[],
  timeZone: string,
  now: Date,
  perService = 2,
  limit = 10,
): UpcomingEvent[] {
  const events = services.flatMap((service) =>
    nextOccurrences(service.schedule, timeZone, now, perService).map((start) => ({
      at: start.getTime(),
      event: {
        serviceId: service.id,
        title: service.title,
        note: service.note,
        livestreamed: service.livestreamed,
        start: isoInZone(start, timeZone),
        end: isoInZone(new Date(start.getTime() + EVENT_MINUTES * 60_000), timeZone),
      },
    })),
  );
  return events
    .sort((a, b) => a.at - b.at)
    .slice(0, limit)
    .map(({ event }) => event);
}
