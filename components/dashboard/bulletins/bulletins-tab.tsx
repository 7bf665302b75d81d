import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { getBulletinsPage } from '@/lib/bulletins/data';
import { loadLabelSuggestions } from '@/lib/bulletins/labels';
import { getSettings } from '@/lib/settings/data';
import { comingSunday } from '@/lib/bulletins/dates';
import { getEnv } from '@/lib/env';
import { Pagination } from '@/components/site/pagination';
import { BulletinUploadForm } from './bulletin-upload-form.client';
import { BulletinList, type BulletinItem } from './bulletin-list.client';
import { dashboardPager } from '../dashboard-pager';
import styles from '../dashboard.module.css';

/** More rows than the public grid's 6: staff scan a list, visitors browse cards. */
const PER_PAGE = 10;

function pageNumber(value: string | string[] | undefined): number {
  const number = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(number) && number > 0 ? number : 1;
}

export async function BulletinsTab({ page: requested }: { page: string | string[] | undefined }) {
  const [t, format, locale, suggestions, settings] = await Promise.all([
    getTranslations('Dashboard.bulletins'),
    getFormatter(),
    getLocale(),
    loadLabelSuggestions(),
    getSettings(),
  ]);
  let page = pageNumber(requested);
  let result = await getBulletinsPage(page, PER_PAGE, 'staff');
  const pages = Math.max(1, Math.ceil(result.total / PER_PAGE));
  // A page beyond the end (the last bulletin on it was just deleted) shows the last page instead.
  if (page > pages) {
    page = pages;
    result = await getBulletinsPage(page, PER_PAGE, 'staff');
  }
  const bulletins: BulletinItem[] = result.bulletins.map((bulletin) => ({
    id: bulletin.id,
    title: bulletin.title,
    description: bulletin.description,
    date: bulletin.date.slice(0, 10),
    // Dates are calendar days stored at midnight UTC: formatted in UTC they never shift a day.
    displayDate: format.dateTime(new Date(bulletin.date), { dateStyle: 'medium', timeZone: 'UTC' }),
    label: bulletin.label,
    fileUrl: bulletin.fileUrl,
    thumbnailUrl: bulletin.thumbnailUrl,
    translations: bulletin.translations,
    publishAt: bulletin.publishAt,
    scheduled: bulletin.scheduled,
    // A publish time is an instant: shown in the parish's time zone.
    displayPublishAt: bulletin.publishAt
      ? format.dateTime(new Date(bulletin.publishAt), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: settings.timeZone,
        })
      : null,
  }));
  const pager = dashboardPager('bulletins', locale, t);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <BulletinUploadForm
        maxBytes={getEnv().uploadMaxBytes}
        defaultDate={comingSunday(new Date(), settings.timeZone)}
        labelOptions={suggestions}
      />
      <h2 className={styles.subtitle}>{t('listHeading')}</h2>
      <BulletinList
        bulletins={bulletins}
        labelOptions={suggestions}
        maxBytes={getEnv().uploadMaxBytes}
      />
      <Pagination
        page={page}
        pageCount={pages}
        href={pager.href}
        labels={{ ...pager.steps, page: (number) => t('pageLabel', { page: number }) }}
      />
    </>
  );
}
