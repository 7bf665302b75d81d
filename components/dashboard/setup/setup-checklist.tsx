import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { getSetupChecklist } from '@/lib/settings/setup-facts';
import type { SetupTarget } from '@/lib/settings/setup-checklist';
import styles from './setup-checklist.module.css';

function hrefOf(target: SetupTarget) {
  return {
    pathname: '/dashboard',
    query: { tab: target.tab },
    ...(target.tab === 'settings' ? { hash: target.anchor } : {}),
  };
}

/**
 * 'Set up your site': what a new site still shows of the samples, each item linking to where it
 * is done. Gone once everything is done. Done or not is said in words, not only by the mark.
 */
export async function SetupChecklist() {
  const [t, items] = await Promise.all([getTranslations('Dashboard.setup'), getSetupChecklist()]);
  const done = items.filter((item) => item.done).length;
  if (done === items.length) return null;
  return (
    <section className={styles.checklist} aria-labelledby="setup-heading">
      <h2 id="setup-heading">{t('heading')}</h2>
      <p className={styles.intro}>
        {t('intro')} <strong>{t('progress', { done, total: items.length })}</strong>
      </p>
      <ul className={styles.items}>
        {items.map((item) => (
          <li key={item.id} className={item.done ? styles.done : styles.todo}>
            <span className={styles.mark} aria-hidden="true">
              {item.done ? '✓' : '○'}
            </span>
            <Link href={hrefOf(item.target)}>{t(`items.${item.id}`, item.values ?? {})}</Link>
            <span className={styles.state}>{item.done ? t('done') : t('notDone')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
