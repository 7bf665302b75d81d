'use client';

import { useTranslations } from 'next-intl';
import { digestDays, type DigestDay } from '@/lib/settings/schemas';
import styles from '../dashboard.module.css';

export interface DigestSchedule {
  day: DigestDay;
  hour: number;
}

interface SettingsDigestProps {
  /** The form's id prefix: the selects are `${idPrefix}-digestDay` and `-digestHour`. */
  idPrefix: string;
  value: DigestSchedule;
  onChange: (value: DigestSchedule) => void;
}

const hours = Array.from({ length: 24 }, (_, hour) => hour);
const clock = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** When the weekly digest goes out: a day of the week and an hour, saved by the form's Save. */
export function SettingsDigest({ idPrefix, value, onChange }: SettingsDigestProps) {
  const t = useTranslations('Dashboard.settings.digest');
  const dayId = `${idPrefix}-digestDay`;
  const hourId = `${idPrefix}-digestHour`;
  const hintId = `${idPrefix}-digest-hint`;
  return (
    <fieldset className={styles.fieldset} id="settings-digest">
      <legend>{t('legend')}</legend>
      <p className={styles.hint} id={hintId}>
        {t('hint')}
      </p>
      <div className={styles.formRow}>
        <div className={styles.field}>
          <label htmlFor={dayId}>{t('day')}</label>
          <select
            id={dayId}
            name="digestDay"
            value={value.day}
            aria-describedby={hintId}
            onChange={(event) =>
              onChange({
                ...value,
                day: digestDays.find((day) => day === event.target.value) ?? value.day,
              })
            }
          >
            {digestDays.map((day) => (
              <option key={day} value={day}>
                {t(`days.${day}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={hourId}>{t('hour')}</label>
          <select
            id={hourId}
            name="digestHour"
            value={value.hour}
            aria-describedby={hintId}
            onChange={(event) => onChange({ ...value, hour: Number(event.target.value) })}
          >
            {hours.map((hour) => (
              <option key={hour} value={hour}>
                {clock(hour)}
              </option>
            ))}
          </select>
        </div>
      </div>
    </fieldset>
  );
}
