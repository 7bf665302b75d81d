import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatAddress } from '@/components/site/address';
import { getServices, type Service } from '@/lib/db/services';
import { getLocalizedSettings } from '@/lib/db/settings';
import { routing, toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { localizedPath, siteOrigin } from '@/lib/seo/site-url';
import type { Schedule } from './schedule';
import { buildCalendar } from './ics';

/** A per-language text of a service in `locale`, the default language's when it is empty. */
function inLanguage(texts: Record<string, string>, locale: string): string {
  return texts[toContentLanguage(locale)] || texts[toContentLanguage(routing.defaultLocale)] || '';
}

export interface ScheduledService {
  id: string;
  title: string;
  note: string;
  dayTime: string;
  livestreamed: boolean;
  schedule: Schedule;
}

/** The services with a structured schedule, their texts in `locale`. */
export function scheduledServices(services: Service[], locale: string): ScheduledService[] {
  return services.flatMap((service) =>
    service.schedule
      ? [
          {
            id: service.id,
            title: inLanguage(service.title, locale),
            note: inLanguage(service.note, locale),
            dayTime: inLanguage(service.dayTime, locale),
            livestreamed: service.livestreamed,
            schedule: service.schedule,
          },
        ]
      : [],
  );
}

/** The path of the calendar feed in a locale: /liturgy-schedule.ics, with the language prefix. */
export function calendarPath(locale: string): string {
  return localizedPath(locale, '/liturgy-schedule.ics');
}

/** /liturgy-schedule.ics in `locale`: every scheduled service as a repeating event. */
export async function liturgyCalendar(locale: Locale): Promise<string> {
  const [settings, services, t] = await Promise.all([
    getLocalizedSettings(locale),
    getServices(),
    getTranslations({ locale, namespace: 'Home.liturgy' }),
  ]);
  const origin = siteOrigin(settings);
  return buildCalendar({
    name: `${settings.title}: ${t('heading')}`,
    host: new URL(origin).hostname,
    url: `${origin}${localizedPath(locale, '/')}`,
    location: [settings.title, formatAddress(settings.address)].filter(Boolean).join(', '),
    timeZone: settings.timeZone,
    language: locale,
    services: scheduledServices(services, locale).map((service) => ({
      id: service.id,
      title: service.title,
      description: [service.dayTime, service.note].filter(Boolean).join('\n'),
      schedule: service.schedule,
    })),
  });
}
