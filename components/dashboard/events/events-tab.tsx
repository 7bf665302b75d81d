import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages, getTranslations } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { readAllEvents, readCalendarContext, readCategories } from '@/lib/events/data';
import { asDateChange } from '@/lib/events/columns';
import { expandEvent } from '@/lib/events/expand';
import { addDays, todayIn } from '@/lib/events/local-time';
import { ruleSentence } from '@/lib/events/sentence';
import { dayText, timeRange } from '@/components/events/format';
import { getCurrentUser } from '@/lib/accounts/current-user';
import { readSettings } from '@/lib/settings/data';
import { readAllSignupSettings } from '@/lib/signups/data';
import { EventsManager } from './events-manager.client';
import { CategoriesManager } from './categories-manager.client';
import type { EventListing } from './event-item.client';
import styles from '../dashboard.module.css';

/** How many dates each event lists for cancelling or restoring. */
const DATES_LISTED = 10;

export async function EventsTab() {
  // Uncached: staff must see their own change at once.
  const [t, rule, locale, events, categories, context, user, messages, signups] = await Promise.all(
    [
      getTranslations('Dashboard.events'),
      getTranslations('EventRule'),
      getLocale(),
      readAllEvents(),
      readCategories(),
      readCalendarContext(false),
      getCurrentUser(),
      getMessages(),
      readAllSignupSettings(),
    ],
  );
  // The Church calendar is a setting: administrators choose it.
  const settings = user?.role === 'admin' ? await readSettings() : null;
  const language = languageOf(locale);
  const today = todayIn(context.timeZone);
  const format = { locale: language.tag, timeZone: context.timeZone };
  const names = new Map(
    categories.map((category) => [category.slug, category.name[language.code] || category.slug]),
  );
  const listings: EventListing[] = events.map((event) => ({
    event,
    categoryName: names.get(event.category) ?? event.category,
    signups: signups.get(event.id) ?? null,
    sentence: ruleSentence(
      { repeat: event.repeat, start: event.start, feastStyle: context.church.feastStyle },
      {
        t: (key, values) => rule(key, values),
        locale: language.tag,
        dateFormat: language.dateFormat,
      },
    ),
    dates: expandEvent(
      event,
      event.changes.map(asDateChange),
      today,
      addDays(today, 800),
      context.church,
      context.timeZone,
    )
      .slice(0, DATES_LISTED)
      .map((occurrence) => {
        const time = timeRange(occurrence, format);
        const day = dayText(occurrence.localStart.slice(0, 10), format, true);
        return {
          date: occurrence.date,
          label: time ? `${day}, ${time}` : day,
          cancelled: occurrence.cancelled,
          changed: occurrence.changed,
        };
      }),
  }));
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* The form's preview says the rule in words, and the description is written in the pages'
          editor: the island needs EventRule and the editor's messages besides the dashboard's
          messages the staff layout gives every island. */}
      <NextIntlClientProvider
        messages={{
          Dashboard: messages.Dashboard,
          EventRule: messages.EventRule,
          Editor: messages.Editor,
          EditorStart: messages.EditorStart,
        }}
      >
        <EventsManager
          events={listings}
          settings={settings}
          context={{ categories, today, locale: language.tag, ...context }}
        />
        <CategoriesManager categories={categories} />
      </NextIntlClientProvider>
    </>
  );
}
