'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SCHEDULE_RULES, WEEKDAYS, WEEKS_OF_MONTH, type Schedule } from '@/lib/schedule/schedule';
import styles from '../dashboard.module.css';

// The structured schedule of a service (for the calendar feed and search engines), beside its
// free-text day and time: how it repeats, on which weekdays, at what time.

/** The schedule the form's fields describe; null when "Not in the calendar" is chosen. */
export function readSchedule(data: FormData): Schedule | null {
  const rule = SCHEDULE_RULES.find((name) => name === data.get('scheduleRule'));
  if (!rule) return null;
  const days = WEEKDAYS.filter((day) => data.getAll('scheduleDays').includes(day));
  return {
    rule,
    days,
    time: String(data.get('scheduleTime') ?? ''),
    week: rule === 'monthly' ? Number(data.get('scheduleWeek') ?? 1) : null,
  };
}

export function ScheduleFields({ initial }: { initial?: Schedule | null }) {
  const t = useTranslations('Dashboard.schedule.calendar');
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
      <legend>{t('legend')}</legend>
      <p id={`${id}-hint`} className={styles.muted}>
        {t('hint')}
      </p>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={`${id}-rule`}>{t('rule')}</label>
          <select id={`${id}-rule`} name="scheduleRule" defaultValue={initial?.rule ?? ''}>
            <option value="">{t('ruleNone')}</option>
            <option value="weekly">{t('ruleWeekly')}</option>
            <option value="monthly">{t('ruleMonthly')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-week`}>{t('week')}</label>
          <select id={`${id}-week`} name="scheduleWeek" defaultValue={String(initial?.week ?? 1)}>
            {WEEKS_OF_MONTH.map((week) => (
              <option key={week} value={week}>
                {t(`weeks.${week === -1 ? 'last' : week}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-time`}>{t('time')}</label>
          <input
            id={`${id}-time`}
            name="scheduleTime"
            type="time"
            defaultValue={initial?.time ?? ''}
          />
        </div>
      </div>
      <fieldset className={styles.fieldset}>
        <legend>{t('days')}</legend>
        <div className={styles.formRow}>
          {WEEKDAYS.map((day) => (
            <div className={styles.checkbox} key={day}>
              <input
                id={`${id}-day-${day}`}
                type="checkbox"
                name="scheduleDays"
                value={day}
                defaultChecked={initial?.days.includes(day) ?? false}
              />
              <label htmlFor={`${id}-day-${day}`}>{t(`dayNames.${day}`)}</label>
            </div>
          ))}
        </div>
      </fieldset>
    </fieldset>
  );
}
