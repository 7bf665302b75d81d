import { getTranslations } from 'next-intl/server';
import { readSettings, settingsAreSample } from '@/lib/settings/data';
import { readSitePictures, sitePictureFields } from '@/lib/settings/site-pictures';
import { listAssets } from '@/lib/storage/images';
import { SettingsForm } from './settings-form.client';
import styles from '../dashboard.module.css';

export async function SettingsTab() {
  const [t, settings, isSample, pictures, assets] = await Promise.all([
    getTranslations('Dashboard.settings'),
    readSettings(),
    settingsAreSample(),
    readSitePictures(),
    listAssets('images'),
  ]);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <SettingsForm
        initial={settings}
        initialIsSample={isSample}
        pictures={sitePictureFields(pictures)}
        assets={assets}
      />
    </>
  );
}
