import { getFormatter, getTranslations } from 'next-intl/server';
import { listAllAnnouncements } from '@/lib/announcements/data';
import { AnnouncementsManager } from './announcements-manager.client';
import styles from '../dashboard.module.css';

export async function AnnouncementsTab() {
  // Uncached: staff must see their own change at once, whatever the home page's cache holds.
  const [t, format, announcements] = await Promise.all([
    getTranslations('Dashboard.announcements'),
    getFormatter(),
    listAllAnnouncements(),
  ]);
  const dateLabels = Object.fromEntries(
    announcements.map(({ id, date }) => [
      id,
      // Calendar days are stored at midnight UTC.
      format.dateTime(new Date(`${date}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    ]),
  );
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <AnnouncementsManager
        announcements={announcements}
        dateLabels={dateLabels}
        today={new Date().toISOString().slice(0, 10)}
      />
    </>
  );
}
