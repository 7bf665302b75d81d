import { getTranslations } from 'next-intl/server';
import { readSettings, settingsAreSample } from '@/lib/db/settings';
import { SettingsForm } from './settings-form.client';
import styles from '../dashboard.module.css';

export async function SettingsTab() {
  const [t, settings, isSample] = await Promise.all([
    getTranslations('Dashboard.settings'),
    readSettings(),
    settingsAreSample(),
  ]);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <SettingsForm initial={settings} initialIsSample={isSample} />
    </>
  );
}
