import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getLocalizedSettings } from '@/lib/settings/data';
import { getServices } from '@/lib/schedule/data';
import { toContentLanguage, type Locale } from '@/lib/i18n/routing';
import { routeLocale } from '@/lib/i18n/route-locale';
import { textIn } from '@/lib/i18n/fallback';
import { pageMetadata } from '@/lib/seo/metadata';
import { siteOrigin } from '@/lib/seo/site-url';
import { localizedPath } from '@/lib/i18n/languages';
import { HomeHero } from './home-hero';
import { LatestUpdates } from './latest-updates';
import { LiturgyTimes, type ScheduleEntry } from './liturgy-times';
import { PatronSection } from './patron-section';
import { ThisWeeksBulletin } from './this-weeks-bulletin';
import { ChurchJsonLd } from './church-json-ld';
import { EventsJsonLd } from './events-json-ld';
import { calendarPath, scheduledServices } from '@/lib/schedule/liturgy-calendar';
import { upcomingEvents } from '@/lib/schedule/upcoming';
import { feedAlternates } from '@/lib/bulletins/feed';
import { ComingUp } from '@/components/events/coming-up';
import { languageOf } from '@/lib/i18n/languages';

export interface HomeRouteProps {
  params: Promise<{ locale: string }>;
}

export async function homeMetadata({ params }: HomeRouteProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Home' });
  const metadata = await pageMetadata({
    locale,
    path: '/',
    description: t('metaDescription'),
    absoluteTitle: true,
  });
  metadata.alternates = { ...metadata.alternates, types: await feedAlternates(locale) };
  return metadata;
}

async function loadSchedule(locale: Locale): Promise<ScheduleEntry[]> {
  const language = toContentLanguage(locale);
  const services = await getServices();
  return services.map((service) => ({
    id: service.id,
    // A translation left empty shows the default language's text (marked) rather than a blank line.
    title: textIn(service.title, language),
    dayTime: textIn(service.dayTime, language),
    note: textIn(service.note, language),
    livestreamed: service.livestreamed,
  }));
}

/** / and /home: hero, latest updates, liturgy times, patron. */
export async function HomePage({ params }: HomeRouteProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [settings, schedule, services, t] = await Promise.all([
    getLocalizedSettings(locale),
    loadSchedule(locale),
    getServices(),
    getTranslations({ locale, namespace: 'Home' }),
  ]);
  const homeUrl = `${siteOrigin(settings)}${localizedPath(locale, '/')}`;
  // The page is re-rendered at least every few minutes (revalidate), so "next" stays current. One
  // date a service: the markup says what is held and when, and each extra date doubles its bytes
  // in the page (HTML and payload; docs/performance.md, issue 37).
  const events = upcomingEvents(
    scheduledServices(services, locale),
    settings.timeZone,
    new Date(),
    1,
  );
  return (
    <>
      <ChurchJsonLd settings={settings} url={homeUrl} description={t('metaDescription')} />
      <EventsJsonLd events={events} settings={settings} url={homeUrl} />
      <HomeHero locale={locale} settings={settings} />
      <LatestUpdates locale={locale} facebookUrl={settings.socialLinks.facebook} />
      <ThisWeeksBulletin locale={locale} />
      <LiturgyTimes
        locale={locale}
        entries={schedule}
        address={settings.address}
        calendarHref={calendarPath(locale)}
      />
      <ComingUp language={languageOf(locale)} />
      <PatronSection locale={locale} settings={settings} />
    </>
  );
}
