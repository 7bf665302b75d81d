import { useTranslations } from 'next-intl';
import type { SitePage } from '@/lib/pages/catalogue';
import { InEveryLanguage } from '../in-every-language';
import { RowActions } from '../row-actions';
import styles from '../dashboard.module.css';

interface RetiredPagesProps {
  pages: SitePage[];
  busy: boolean;
  nameOf: (page: SitePage) => string;
  pathOf: (page: SitePage) => string;
  onRestore: (page: SitePage) => void;
}

/** The retired pages, each with "Bring back" (its address answers again, in the menu as it was). */
export function RetiredPages({ pages, busy, nameOf, pathOf, onRestore }: RetiredPagesProps) {
  const t = useTranslations('DashboardPages');
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby="pages-retired">
      <h2 className={styles.subtitle} id="pages-retired">
        {t('retiredHeading')}
      </h2>
      <ul className={styles.list}>
        {pages.map((page) => (
          <li key={page.id}>
            <article className={styles.item} aria-labelledby={`page-${page.id}`}>
              <h3 className={styles.itemTitle} id={`page-${page.id}`}>
                <InEveryLanguage texts={page.title} />
              </h3>
              <p className={styles.muted}>{pathOf(page)}</p>
              <RowActions
                busy={busy}
                name={nameOf(page)}
                actions={[
                  {
                    key: 'restore',
                    text: t('restore'),
                    label: t('restoreLabel', { name: nameOf(page) }),
                    onClick: () => onRestore(page),
                  },
                ]}
              />
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
