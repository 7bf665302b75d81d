import { getLocale, getTranslations } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { StaffOverview } from '@/components/signups/staff-overview';
import styles from './dashboard.module.css';

/** The Sign-ups tab: each event's lists (a date's list opens on its own page, for printing). */
export async function SignupsTab() {
  const [t, locale] = await Promise.all([getTranslations('Dashboard'), getLocale()]);
  return (
    <>
      <h1 className={styles.title}>{t('tabs.signups')}</h1>
      <StaffOverview locale={languageOf(locale).tag} headingClassName={styles.subtitle} />
    </>
  );
}
