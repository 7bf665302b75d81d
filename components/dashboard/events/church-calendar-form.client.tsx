'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import type { Settings } from '@/lib/settings/schemas';
import type { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

interface ChurchCalendarFormProps {
  /** The stored settings, sent back whole with the two choices (PUT /api/settings). */
  settings: Settings;
  action: ReturnType<typeof usePanelAction>;
}

/** Administrators' choice of Paschalion and style, beside the events that follow it. */
export function ChurchCalendarForm({ settings, action }: ChurchCalendarFormProps) {
  const t = useTranslations('Dashboard.events.church');
  const id = useId();
  return (
    <form
      className={`${styles.form} ${styles.panel}`}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        const json = {
          ...settings,
          paschalion: data.get('paschalion') === 'gregorian' ? 'gregorian' : 'julian',
          feastStyle: data.get('feastStyle') === 'old' ? 'old' : 'new',
        };
        void action.run(() => apiRequest('/api/settings', { method: 'PUT', json }), t('saved'));
      }}
    >
      <h2 className={styles.subtitle} id={`${id}-heading`}>
        {t('heading')}
      </h2>
      <p className={styles.hint}>{t('intro')}</p>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-paschalion`}>{t('paschalion')}</label>
          <select id={`${id}-paschalion`} name="paschalion" defaultValue={settings.paschalion}>
            <option value="julian">{t('julian')}</option>
            <option value="gregorian">{t('gregorian')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-style`}>{t('feastStyle')}</label>
          <select id={`${id}-style`} name="feastStyle" defaultValue={settings.feastStyle}>
            <option value="new">{t('new')}</option>
            <option value="old">{t('old')}</option>
          </select>
        </div>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={action.busy}>
          {t('save')}
        </button>
      </div>
    </form>
  );
}
