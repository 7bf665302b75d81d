import 'server-only';
import { getTranslations } from 'next-intl/server';
import { formatAddress } from '@/lib/settings/address';
import { getServices, type Service } from '@/lib/schedule/data';
import { getLocalizedSettings } from '@/lib/settings/data';
import { textIn, type TextInLanguage } from '@/lib/i18n/fallback';
import { toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { siteOrigin } from '@/lib/seo/site-url';
import { localizedPath } from '@/lib/i18n/languages';
import type { Schedule } from './schedule';
import { buildCalendar } from './ics';

export interface ScheduledService {
  id: string;
  title: string;
  note: string;
  dayTime: string;
  /** Each text's language where it is the default language's (no translation); else undefined. */
  langs: { title?: string; note?: string; dayTime?: string };
  livestreamed: boolean;
  schedule: Schedule;
}

/** The language of several texts joined into one (a calendar event's description): the
 * default language's only when every one of them fell back to it. */
function joinedLang(parts: TextInLanguage[]): string | undefined {
  const shown = parts.filter((part) => part.text);
  return shown.length && shown.every((part) => part.lang) ? shown[0]!.lang : undefined;
}

/** The services with a structured schedule, their texts in `locale`. */
export function scheduledServices(services: Service[], locale: string): ScheduledService[] {
  const language = toContentLanguage(locale);
  return services.flatMap((service) => {
    if (!service.schedule) return [];
    const title = textIn(service.title, language);
    const note = textIn(service.note, language);
    const dayTime = textIn(service.dayTime, language);
    return [
      {
        id: service.id,
        title: title.text,
        note: note.text,
        dayTime: dayTime.text,
        langs: { title: title.lang, note: note.lang, dayTime: dayTime.lang },
        livestreamed: service.livestreamed,
        schedule: service.schedule,
      },
    ];
  });
}

/** The path of the calendar feed in a locale: /liturgy-schedule.ics, with the language prefix. */
export function calendarPath(locale: Locale): string {
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
      titleLanguage: service.langs.title,
      description: [service.dayTime, service.note].filter(Boolean).join('\n'),
      descriptionLanguage: joinedLang([
        { text: service.dayTime, lang: service.langs.dayTime },
        { text: service.note, lang: service.langs.note },
      ]),
      schedule: service.schedule,
    })),
  });
}
