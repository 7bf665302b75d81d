import { getTranslations } from 'next-intl/server';
import { listServices } from '@/lib/schedule/data';
import { ScheduleManager } from './schedule-manager.client';
import styles from '../dashboard.module.css';

export async function ScheduleTab() {
  // Uncached: staff must see their own change at once, whatever the home page's cache holds.
  const [t, services] = await Promise.all([getTranslations('Dashboard.schedule'), listServices()]);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <ScheduleManager services={services} />
    </>
  );
}
