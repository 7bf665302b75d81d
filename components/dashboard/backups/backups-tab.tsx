import { getFormatter, getTranslations } from 'next-intl/server';
import { getBackupStatus } from '@/lib/backup/runs';
import { effectiveTimeZone } from '@/lib/schedule/time-zone';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import styles from '../dashboard.module.css';

/** When the last backup was made (and the last failure after it), daily backups, a download. */
export async function BackupsTab() {
  const db = getDb();
  const [t, format, status, settings] = await Promise.all([
    getTranslations('Backups'),
    getFormatter(),
    getBackupStatus(db),
    db.settings.findUnique({ where: { id: 1 }, select: { timeZone: true } }),
  ]);
  const timeZone = effectiveTimeZone(settings?.timeZone);
  const when = (iso: string) =>
    format.dateTime(new Date(iso), { dateStyle: 'long', timeStyle: 'short', timeZone });
  const daily = getEnv().backups;
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      <section className={styles.panel} aria-labelledby="backups-last">
        <h2 className={styles.subtitle} id="backups-last">
          {t('lastHeading')}
        </h2>
        <p data-testid="last-backup">
          {status.lastBackup
            ? t('last', { when: when(status.lastBackup.at), kind: status.lastBackup.kind })
            : t('none')}
        </p>
        {status.lastFailure && (
          <p className={styles.error} data-testid="backup-failure">
            {t('failed', {
              when: when(status.lastFailure.at),
              reason: status.lastFailure.reason ?? 'other',
              error: status.lastFailure.error,
            })}
          </p>
        )}
        <p>
          {daily
            ? t('dailyOn', {
                hour: String(daily.hour).padStart(2, '0'),
                dir: daily.dir,
                keep: daily.keep,
              })
            : t('dailyOff', { variable: 'BACKUP_DIR' })}
        </p>
        <div className={styles.actions}>
          {/* A plain link: the browser streams the archive straight to disk. */}
          <a className={styles.button} href="/api/backup" download>
            {t('download')}
          </a>
        </div>
        <p className={styles.hint}>{t('downloadHint')}</p>
      </section>
    </>
  );
}
