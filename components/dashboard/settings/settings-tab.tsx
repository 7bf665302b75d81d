import { Suspense } from 'react';
import { getTranslations } from 'next-intl/server';
import { readSettings, settingsAreSample } from '@/lib/settings/data';
import { readSitePictures, sitePictureFields } from '@/lib/settings/site-pictures';
import { listAssets } from '@/lib/storage/images';
import { SettingsForm } from './settings-form.client';
import { MailDnsPanel } from './mail-dns-panel';
import styles from '../dashboard.module.css';

export async function SettingsTab() {
  const [t, mail, settings, isSample, pictures, assets] = await Promise.all([
    getTranslations('Dashboard.settings'),
    getTranslations('Dashboard.mailDns'),
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
      {/* DNS may take seconds to answer (or time out): the form does not wait for it. */}
      <Suspense fallback={<p className={styles.hint}>{mail('checking')}</p>}>
        <MailDnsPanel />
      </Suspense>
    </>
  );
}
