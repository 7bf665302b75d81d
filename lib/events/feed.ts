import 'server-only';
import { getDb } from '@/lib/db/client';
import { cacheFor, cacheTags } from '@/lib/cache';
import { getLocalizedSettings } from '@/lib/settings/data';
import { formatAddress } from '@/lib/settings/address';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import { siteOrigin } from '@/lib/seo/site-url';
import { localizedPath } from '@/lib/i18n/languages';
import { docSummary } from '@/lib/rich-text/doc-text';
import { asDateChange, eventColumns, toEvent, type ParishEvent } from './columns';
import { eventsCacheLifetime, readCalendarContext } from './data';
import { buildEventsCalendar, type CalendarEvent } from './ics';
import { addDays, todayIn } from './local-time';

// The calendars people subscribe to: /events.ics (every published event, or one category) and
// /events/{slug}.ics, per language. Cached until an event or the settings change.

const WHOLE_TEXT = 1_000_000;

function asCalendarEvent(
  event: ParishEvent,
  locale: string,
  origin: string,
  parish: string,
): CalendarEvent {
  const language = languageOf(locale);
  const own = event.title[language.code];
  const place = [event.place.name, event.place.address].filter(Boolean).join(', ');
  return {
    ...event,
    title: own || event.title[defaultLanguage.code],
    ...(!own && { titleLanguage: defaultLanguage.tag }),
    description: docSummary(
      event.description[language.code] ?? event.description[defaultLanguage.code],
      WHOLE_TEXT,
    ),
    location: place || parish,
    url: `${origin}${localizedPath(language.tag, `/events/${event.slug}`)}`,
    changes: event.changes.map((change) => ({
      ...asDateChange(change),
      location: change.place
        ? [change.place.name, change.place.address].filter(Boolean).join(', ')
        : null,
    })),
  };
}

async function calendarOf(locale: string, events: ParishEvent[], name: string): Promise<string> {
  const [settings, context] = await Promise.all([
    getLocalizedSettings(locale),
    readCalendarContext(),
  ]);
  const origin = siteOrigin(settings);
  const parish = [settings.title, formatAddress(settings.address)].filter(Boolean).join(', ');
  return buildEventsCalendar({
    name: name ? `${settings.title}: ${name}` : settings.title,
    host: new URL(origin).hostname,
    timeZone: context.timeZone,
    language: locale,
    church: context.church,
    events: events.map((event) => asCalendarEvent(event, locale, origin, parish)),
  });
}

/** Every published event still to come or of the last year; one category with `category`. */
export async function eventsCalendar(locale: string, name: string, category = ''): Promise<string> {
  'use cache';
  cacheFor([cacheTags.events, cacheTags.settings], await eventsCacheLifetime());
  const { timeZone } = await readCalendarContext();
  const rows = await getDb().event.findMany({
    where: {
      status: 'published',
      ...(category ? { category: { slug: category } } : {}),
      OR: [{ lastDate: null }, { lastDate: { gte: addDays(todayIn(timeZone), -366) } }],
    },
    select: eventColumns,
    orderBy: { firstDate: 'asc' },
  });
  return calendarOf(locale, rows.map(toEvent), name);
}

/** One published event's calendar, or null. */
export async function eventCalendar(locale: string, slug: string): Promise<string | null> {
  'use cache';
  cacheFor([cacheTags.events, cacheTags.settings], await eventsCacheLifetime());
  const row = await getDb().event.findFirst({
    where: { slug, status: 'published' },
    select: eventColumns,
  });
  if (!row) return null;
  const event = toEvent(row);
  return calendarOf(
    locale,
    [event],
    event.title[languageOf(locale).code] || event.title[defaultLanguage.code],
  );
}
