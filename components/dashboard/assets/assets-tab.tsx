import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import { listAssets } from '@/lib/storage/images';
import { AssetManager, type AssetItem } from './asset-manager.client';
import styles from '../dashboard.module.css';

export async function AssetsTab() {
  const [t, files] = await Promise.all([getTranslations('Dashboard.assets'), listAssets('images')]);
  const assets: AssetItem[] = files.map((file) => ({
    ...file,
    // Every stored image has a WebP copy beside it (lib/storage/images.ts): lighter for the grid.
    thumbnailUrl: file.url.endsWith('.webp') ? file.url : file.url.replace(/\.[a-z]+$/, '.webp'),
  }));
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <AssetManager assets={assets} maxBytes={getEnv().uploadMaxBytes} />
    </>
  );
}
