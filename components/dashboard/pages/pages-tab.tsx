import { getTranslations } from 'next-intl/server';
import { listPages } from '@/lib/pages/manage';
import { pendingDrafts } from '@/lib/pages/drafts';
import { PagesManager } from './pages-manager.client';
import styles from '../dashboard.module.css';

/** 'Pages and menu': staff create, rename, order, hide and retire the site's pages. */
export async function PagesTab() {
  // Uncached: staff must see their own change at once.
  const [t, nav, pages, drafts] = await Promise.all([
    getTranslations('DashboardPages'),
    getTranslations('Site.nav'),
    listPages(),
    pendingDrafts(),
  ]);
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <PagesManager
        pages={pages}
        drafts={Object.fromEntries(drafts)}
        // The header's names of its menus: one name per group, in the header and here.
        groupNames={{ about: nav('about'), liturgy: nav('liturgy'), ministries: nav('ministries') }}
      />
    </>
  );
}
