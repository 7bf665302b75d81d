import { getTranslations } from 'next-intl/server';
import { listAllAnnouncements } from '@/lib/db/announcements';
import { AnnouncementsManager } from './announcements-manager.client';
import styles from '../dashboard.module.css';

export async function AnnouncementsTab() {
  // Uncached: staff must see their own change at once, whatever the home page's cache holds.
  const [t, announcements] = await Promise.all([
    getTranslations('Dashboard.announcements'),
    listAllAnnouncements(),
  ]);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <AnnouncementsManager
        announcements={announcements}
        today={new Date().toISOString().slice(0, 10)}
      />
    </>
  );
}
