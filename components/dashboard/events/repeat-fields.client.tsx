'use client';

import { useTranslations } from 'next-intl';
import { WEEKDAY_CODES } from '@/lib/events/rule';
import { weekdayNames } from '@/components/events/format';
import { END_KINDS, REPEAT_KINDS, WEEKS_OF_MONTH, type RepeatFields } from './event-fields';
import styles from '../dashboard.module.css';

interface RepeatFieldsProps {
  formId: string;
  values: RepeatFields;
  locale: string;
}

/** How an event repeats, asked for in parts; only the parts its kind needs are shown. */
export function RepeatFieldset({ formId, values, locale }: RepeatFieldsProps) {
  const t = useTranslations('Dashboard.events');
  const id = (name: string) => `${formId}-${name}`;
  const kind = values.kind;
  const byRule = ['daily', 'weekly', 'monthlyDate', 'monthlyWeekday', 'yearly'].includes(kind);
  const days = weekdayNames(locale, 1);
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('repeat')}</legend>
      <div className={styles.field}>
        <label htmlFor={id('repeatKind')}>{t('repeat')}</label>
        <select id={id('repeatKind')} name="repeatKind" defaultValue={kind}>
          {REPEAT_KINDS.map((option) => (
            <option key={option} value={option}>
              {t(`kinds.${option}`)}
            </option>
          ))}
        </select>
      </div>
      {byRule ? (
        <div className={styles.field}>
          <label htmlFor={id('interval')}>{t('interval')}</label>
          <input
            id={id('interval')}
            name="interval"
            type="number"
            min={1}
            max={99}
            defaultValue={values.interval}
          />
        </div>
      ) : null}
      {kind === 'weekly' || kind === 'monthlyWeekday' ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('weekdays')}</legend>
          {WEEKDAY_CODES.map((code, index) => (
            <div className={styles.checkbox} key={code}>
              <input
                id={id(`weekday-${code}`)}
                type="checkbox"
                name="weekday"
                value={code}
                defaultChecked={values.weekdays.includes(code)}
              />
              <label htmlFor={id(`weekday-${code}`)}>{days[index]?.long}</label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {kind === 'monthlyWeekday' ? (
        <fieldset className={styles.fieldset}>
          <legend>{t('weeksOfMonth')}</legend>
          {WEEKS_OF_MONTH.map((week) => (
            <div className={styles.checkbox} key={week}>
              <input
                id={id(`week-${week}`)}
                type="checkbox"
                name="week"
                value={week}
                defaultChecked={values.weeks.includes(week)}
              />
              <label htmlFor={id(`week-${week}`)}>
                {week < 0 ? t('lastWeek') : t('weekOfMonth', { n: week })}
              </label>
            </div>
          ))}
        </fieldset>
      ) : null}
      {byRule ? (
        <div className={styles.formRow}>
          <div className={styles.field}>
            <label htmlFor={id('endKind')}>{t('ends')}</label>
            <select id={id('endKind')} name="endKind" defaultValue={values.end}>
              {END_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`endKinds.${option}`)}
                </option>
              ))}
            </select>
          </div>
          {values.end === 'until' ? (
            <div className={styles.field}>
              <label htmlFor={id('until')}>{t('until')}</label>
              <input id={id('until')} name="until" type="date" defaultValue={values.until} />
            </div>
          ) : null}
          {values.end === 'count' ? (
            <div className={styles.field}>
              <label htmlFor={id('count')}>{t('count')}</label>
              <input
                id={id('count')}
                name="count"
                type="number"
                min={1}
                max={1000}
                defaultValue={values.count}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {kind === 'pascha' ? (
        <div className={styles.field}>
          <label htmlFor={id('pascha')}>{t('paschaDays')}</label>
          <input
            id={id('pascha')}
            name="pascha"
            type="number"
            min={-70}
            max={70}
            defaultValue={values.pascha}
            aria-describedby={id('pascha-hint')}
          />
          <p className={styles.hint} id={id('pascha-hint')}>
            {t('paschaHint')}
          </p>
        </div>
      ) : null}
      {kind === 'churchDate' ? (
        <div className={styles.field}>
          <label htmlFor={id('churchDate')}>{t('churchDate')}</label>
          <input
            id={id('churchDate')}
            name="churchDate"
            pattern="\d{2}-\d{2}"
            defaultValue={values.churchDate}
            aria-describedby={id('churchDate-hint')}
          />
          <p className={styles.hint} id={id('churchDate-hint')}>
            {/* The field's own format (month-day), not a range: given as a value. */}
            {t('churchDateHint', { example: '12-25' })}
          </p>
        </div>
      ) : null}
      {kind === 'rule' ? (
        <div className={styles.field}>
          <label htmlFor={id('rule')}>{t('rule')}</label>
          <input
            id={id('rule')}
            name="rule"
            lang="en"
            spellCheck={false}
            defaultValue={values.rule}
            aria-describedby={id('rule-hint')}
          />
          <p className={styles.hint} id={id('rule-hint')}>
            {t('ruleHint', { example: 'FREQ=MONTHLY;BYDAY=-1FR' })}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
