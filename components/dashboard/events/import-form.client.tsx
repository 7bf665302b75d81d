'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { uploadForm } from '@/components/auth/api-client';
import type { Category } from '@/lib/events/columns';
import type { SkippedEvent } from '@/lib/events/import';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import type { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

interface ImportFormProps {
  categories: Category[];
  action: ReturnType<typeof usePanelAction>;
}

/** Import an .ics file; the summary says what came in and, for each event left out, why. */
export function ImportForm({ categories, action }: ImportFormProps) {
  const t = useTranslations('Dashboard.events.import');
  const locale = useLocale();
  const id = useId();
  const [skipped, setSkipped] = useState<SkippedEvent[]>([]);
  const code = languageOf(locale).code;

  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        let done = '';
        void action
          .run(async () => {
            const result = await uploadForm<{ imported: number; skipped: SkippedEvent[] }>(
              '/api/events/import',
              data,
            );
            setSkipped(result.skipped);
            done = t('done', { imported: result.imported });
          }, '')
          .then((ok) => {
            if (ok) action.success(done);
          });
      }}
    >
      <h2 className={styles.subtitle} id={`${id}-heading`}>
        {t('heading')}
      </h2>
      <p className={styles.hint}>{t('intro')}</p>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-file`}>{t('file')}</label>
          <input id={`${id}-file`} name="file" type="file" accept=".ics,text/calendar" required />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-category`}>{t('category')}</label>
          <select id={`${id}-category`} name="category" defaultValue="parish-life">
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name[code] || category.name[defaultLanguage.code]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={action.busy}>
          {t('submit')}
        </button>
      </div>
      {skipped.length > 0 ? (
        <>
          <p>
            <strong>{t('skipped')}</strong>
          </p>
          <ul>
            {skipped.map((entry) => (
              <li key={`${entry.uid}-${entry.reason}`}>
                <code>{entry.uid}</code>: {t(`reasons.${entry.reason}`)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </form>
  );
}
