import { getTranslations } from 'next-intl/server';
import styles from './dashboard.module.css';

/** All a pending account sees: no tab, nothing that changes anything. */
export async function PendingNotice() {
  const t = await getTranslations('Dashboard');
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <div className={styles.notice} role="status">
        <p>
          <strong>{t('pending.title')}</strong>
        </p>
        <p>{t('pending.body')}</p>
      </div>
    </>
  );
}
