import { getTranslations } from 'next-intl/server';
import { listPages } from '@/lib/pages/manage';
import { pendingDrafts } from '@/lib/pages/drafts';
import { PagesManager } from './pages-manager.client';
import styles from '../dashboard.module.css';

/** 'Pages and menu': staff create, rename, order, hide and retire the site's pages. */
export async function PagesTab() {
  // Uncached: staff must see their own change at once.
  const [t, pages, drafts] = await Promise.all([
    getTranslations('DashboardPages'),
    listPages(),
    pendingDrafts(),
  ]);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <PagesManager pages={pages} drafts={Object.fromEntries(drafts)} />
    </>
  );
}
