import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Language } from '@/lib/i18n/languages';
import { siteOrigin } from '@/lib/seo/site-url';
import { localizedPath } from '@/lib/i18n/languages';
import { getCategories, getPublishedEvent, readCalendarContext } from '@/lib/events/data';
import { localTimesOn, toApiTime } from '@/lib/events/expand';
import { todayIn } from '@/lib/events/local-time';
import { dateOn, datesAhead } from '@/lib/events/visitor';
import { getLocalizedSettings } from '@/lib/settings/data';
import { docSummary } from '@/lib/rich-text/doc-text';
import { SignupLink } from '@/components/signups/signup-link';
import { NotFoundPage } from '@/components/site/not-found-page';
import { PageHero } from '@/components/site/page-hero';
import { CalendarLinks } from './calendar-links';
import { EventJsonLd } from './event-json-ld';
import { EventDescription, EventPicture, RuleText, descriptionOf, placeOf } from './event-parts';
import { categoryNames, textIn } from './event-text';
import { dayText, timeRange, allDayEnd } from './format';
import { occurrenceLabels } from './labels';

interface EventPageProps {
  language: Language;
  slug: string;
}

async function load(language: Language, slug: string) {
  const locale = language.tag;
  const [event, t, categories, context, settings] = await Promise.all([
    getPublishedEvent(slug),
    getTranslations({ locale, namespace: 'Events' }),
    getCategories(),
    readCalendarContext(),
    getLocalizedSettings(locale),
  ]);
  if (!event) return null;
  const title = textIn(event.title, language);
  const description = descriptionOf(event, language);
  return {
    event,
    t,
    context,
    settings,
    title,
    format: { locale, timeZone: context.timeZone },
    category: categoryNames(categories, language).get(event.category),
    summary: description ? docSummary(description.doc) : '',
    ics: localizedPath(locale, `/events/${event.slug}.ics`),
  };
}

/** One event: what it is, when it repeats, its next dates (cancelled and changed ones marked). */
export async function EventPage({ language, slug }: EventPageProps) {
  const data = await load(language, slug);
  if (!data) return <NotFoundPage locale={language.tag} />;
  const { event, t, context, settings, title, format } = data;
  const dates = await datesAhead(event, todayIn(context.timeZone), 10);
  const labels = occurrenceLabels(t);
  const place = placeOf(event, settings);
  return (
    <article className="event-page">
      <PageHero title={title.text} titleLang={title.lang} />
      <div className="page-body">
        <EventPicture src={event.imageUrl} />
        <dl className="event-facts">
          <dt>{t('repeats')}</dt>
          <dd>
            <RuleText event={event} language={language} feastStyle={context.church.feastStyle} />
          </dd>
          {data.category ? (
            <>
              <dt>{t('category')}</dt>
              <dd>{data.category}</dd>
            </>
          ) : null}
          <dt>{t('place')}</dt>
          <dd>{place}</dd>
        </dl>
        {event.livestreamUrl ? (
          <p>
            <a href={event.livestreamUrl}>{t('livestream')}</a>
          </p>
        ) : null}
        <EventDescription event={event} language={language} />
        <h2>{t('nextDates')}</h2>
        {dates.length === 0 ? <p className="empty-state">{t('noNextDates')}</p> : null}
        <ul className="event-dates">
          {dates.map((occurrence) => (
            <li
              key={occurrence.date}
              className={occurrence.cancelled ? 'event-item--cancelled' : undefined}
            >
              <Link href={localizedPath(language.tag, `/events/${event.slug}/${occurrence.date}`)}>
                <time dateTime={occurrence.date}>
                  {dayText(occurrence.localStart.slice(0, 10), format, true)}
                </time>
              </Link>{' '}
              <span className="event-item__time">
                {timeRange(occurrence, format) ??
                  (allDayEnd(occurrence, format)
                    ? labels.until(allDayEnd(occurrence, format)!)
                    : labels.allDay)}
              </span>
              {occurrence.cancelled ? (
                <span className="event-badge event-badge--cancelled"> {labels.cancelled}</span>
              ) : null}
              {occurrence.changed ? <span className="event-badge"> {labels.changed}</span> : null}
            </li>
          ))}
        </ul>
        <CalendarLinks
          icsHref={data.ics}
          occurrence={dates.find((occurrence) => !occurrence.cancelled) ?? null}
          title={title.text}
          details={data.summary}
          location={place}
          labels={{ ics: t('addToCalendar'), google: t('google'), outlook: t('outlook') }}
        />
      </div>
    </article>
  );
}

/** One date of an event: its time and place, or that it is cancelled or changed and why. */
export async function EventDatePage({ language, slug, date }: EventPageProps & { date: string }) {
  const data = await load(language, slug);
  const occurrence = data && (await dateOn(data.event, date));
  if (!data || !occurrence) return <NotFoundPage locale={language.tag} />;
  const { event, t, context, settings, title, format } = data;
  const labels = occurrenceLabels(t);
  const change = event.changes.find((entry) => entry.date === date);
  const place = placeOf(event, settings, change?.place);
  const own = localTimesOn(event, date);
  const original = { start: toApiTime(own.start, context.timeZone).iso };
  const originalTime = timeRange(
    {
      ...occurrence,
      localStart: own.start,
      localEnd: own.end,
      start: original.start,
      end: toApiTime(own.end, context.timeZone).iso,
    },
    format,
  );
  const time = timeRange(occurrence, format);
  const lastDay = allDayEnd(occurrence, format);
  const reason = change && textIn(change.reason, language);
  const note = change && textIn(change.note, language);
  const origin = siteOrigin(settings);
  const path = localizedPath(language.tag, `/events/${event.slug}/${date}`);
  return (
    <article className="event-page">
      <PageHero title={title.text} titleLang={title.lang} />
      <div className="page-body">
        <p className="event-when">
          <time dateTime={occurrence.localStart.slice(0, 10)}>
            {dayText(occurrence.localStart.slice(0, 10), format, true)}
          </time>
          {', '}
          {occurrence.cancelled ? (
            <s>{time ?? labels.allDay}</s>
          ) : (
            (time ?? (lastDay ? labels.until(lastDay) : labels.allDay))
          )}
        </p>
        {occurrence.cancelled ? (
          <p className="notice notice--error event-status">
            <strong>{labels.cancelled}</strong>
            {reason?.text ? (
              <span lang={reason.lang}> {t('reason', { reason: reason.text })}</span>
            ) : null}
          </p>
        ) : occurrence.changed ? (
          <p className="notice event-status">
            <strong>{labels.changed}</strong>
            {originalTime && originalTime !== time ? (
              <> {t('originalTime', { time: originalTime })}</>
            ) : null}
            {note?.text ? <span lang={note.lang}> {t('note', { note: note.text })}</span> : null}
          </p>
        ) : null}
        <EventPicture src={event.imageUrl} />
        <dl className="event-facts">
          <dt>{t('place')}</dt>
          <dd>{place}</dd>
          {data.category ? (
            <>
              <dt>{t('category')}</dt>
              <dd>{data.category}</dd>
            </>
          ) : null}
        </dl>
        {event.livestreamUrl && !occurrence.cancelled ? (
          <p>
            <a href={event.livestreamUrl}>{t('livestream')}</a>
          </p>
        ) : null}
        <EventDescription event={event} language={language} />
        <SignupLink
          eventId={event.id}
          slug={event.slug}
          date={date}
          cancelled={occurrence.cancelled}
          language={language}
        />
        <CalendarLinks
          icsHref={data.ics}
          occurrence={occurrence}
          title={title.text}
          details={data.summary}
          location={place}
          labels={{ ics: t('addToCalendar'), google: t('google'), outlook: t('outlook') }}
        />
        <p>
          <Link href={localizedPath(language.tag, `/events/${event.slug}`)}>{t('allDates')}</Link>
        </p>
      </div>
      <EventJsonLd
        event={event}
        occurrence={occurrence}
        original={original}
        name={title.text}
        description={data.summary}
        settings={settings}
        url={`${origin}${path}`}
        image={event.imageUrl ? new URL(event.imageUrl, origin).toString() : null}
        origin={origin}
      />
    </article>
  );
}
