'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { languageName, languages } from '@/lib/i18n/languages';
import { SIGNUP_LIMITS } from '@/lib/signups/schemas';
import { CheckboxField } from '../panel-form';
import {
  QUESTION_KINDS,
  readSignupForm,
  type QuestionFields,
  type SignupFormValues,
} from './signup-fields';
import styles from '../dashboard.module.css';

interface SignupFieldsetProps {
  formId: string;
  initial: SignupFormValues;
}

/** Whether and how people sign up for the event; only the parts switched on are shown. */
export function SignupFieldset({ formId, initial }: SignupFieldsetProps) {
  const t = useTranslations('Dashboard.events.signups');
  const [values, setValues] = useState(initial);
  const id = (name: string) => `${formId}-${name}`;
  const read = (target: EventTarget) => {
    const owner = (target as HTMLInputElement).form;
    if (owner) setValues((previous) => readSignupForm(new FormData(owner), previous));
  };
  return (
    <fieldset className={styles.fieldset} onChange={(event) => read(event.target)}>
      <legend>{t('legend')}</legend>
      <CheckboxField
        formId={formId}
        name="signups"
        label={t('enabled')}
        defaultChecked={values.enabled}
      />
      {values.enabled ? (
        <>
          <input type="hidden" name="signupsShown" value="1" />
          <div className={styles.formRow}>
            <div className={styles.field}>
              <label htmlFor={id('signupsCapacity')}>{t('capacity')}</label>
              <input
                id={id('signupsCapacity')}
                name="signupsCapacity"
                type="number"
                min={1}
                max={SIGNUP_LIMITS.capacity}
                disabled={values.unlimited}
                defaultValue={values.capacity}
              />
            </div>
            <CheckboxField
              formId={formId}
              name="signupsUnlimited"
              label={t('unlimited')}
              defaultChecked={values.unlimited}
            />
            <div className={styles.field}>
              <label htmlFor={id('signupsMaxParty')}>{t('maxParty')}</label>
              <input
                id={id('signupsMaxParty')}
                name="signupsMaxParty"
                type="number"
                min={1}
                max={SIGNUP_LIMITS.party}
                defaultValue={values.maxParty}
              />
            </div>
          </div>
          <CheckboxField
            formId={formId}
            name="signupsWaitlist"
            label={t('waitlist')}
            defaultChecked={values.waitlist}
          />
          <div className={styles.formRow}>
            <div className={styles.field}>
              <label htmlFor={id('signupsPerDate')}>{t('perDate')}</label>
              <select
                id={id('signupsPerDate')}
                name="signupsPerDate"
                defaultValue={values.perDate ? 'date' : 'series'}
              >
                <option value="date">{t('perDateEach')}</option>
                <option value="series">{t('perDateSeries')}</option>
              </select>
            </div>
            {(['opensAt', 'closesAt'] as const).map((name) => {
              const field = `signups${name[0]?.toUpperCase()}${name.slice(1)}`;
              return (
                <div className={styles.field} key={name}>
                  <label htmlFor={id(field)}>{t(name)}</label>
                  <input
                    id={id(field)}
                    name={field}
                    type="datetime-local"
                    defaultValue={values[name]}
                    aria-describedby={id('signups-time-hint')}
                  />
                </div>
              );
            })}
          </div>
          <p className={styles.hint} id={id('signups-time-hint')}>
            {t('timesHint')}
          </p>
          {values.questions.map((question, index) => (
            <QuestionFieldset key={index} formId={formId} index={index} question={question} />
          ))}
        </>
      ) : null}
    </fieldset>
  );
}

interface QuestionFieldsetProps {
  formId: string;
  index: number;
  question: QuestionFields;
}

/** One question: its kind, its label in every language, a choice's options, required or not. */
function QuestionFieldset({ formId, index, question }: QuestionFieldsetProps) {
  const t = useTranslations('Dashboard.events.signups');
  const locale = useLocale();
  const name = (part: string) => `signupQuestion${index}.${part}`;
  const id = (part: string) => `${formId}-${name(part)}`;
  const n = index + 1;
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('question', { n })}</legend>
      <input type="hidden" name={name('id')} value={question.id} />
      <input type="hidden" name={name('optionIds')} value={question.optionIds.join(',')} />
      <div className={styles.field}>
        <label htmlFor={id('kind')}>{t('kind', { n })}</label>
        <select id={id('kind')} name={name('kind')} defaultValue={question.kind}>
          {QUESTION_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {question.kind === 'none' ? null : (
        <>
          <div className={styles.formRow}>
            {languages.map((language) => {
              const values = { n, language: language.code, name: languageName(language, locale) };
              return (
                <div className={styles.field} key={language.code}>
                  <label htmlFor={id(`label.${language.code}`)}>{t('labelIn', values)}</label>
                  <input
                    id={id(`label.${language.code}`)}
                    name={name(`label.${language.code}`)}
                    lang={language.tag}
                    maxLength={SIGNUP_LIMITS.label}
                    defaultValue={question.label[language.code]}
                  />
                  {question.kind === 'choice' ? (
                    <>
                      <label htmlFor={id(`options.${language.code}`)}>
                        {t('optionsIn', values)}
                      </label>
                      <textarea
                        id={id(`options.${language.code}`)}
                        name={name(`options.${language.code}`)}
                        lang={language.tag}
                        rows={4}
                        defaultValue={question.options[language.code]}
                        aria-describedby={id('options-hint')}
                      />
                    </>
                  ) : null}
                </div>
              );
            })}
          </div>
          {question.kind === 'choice' ? (
            <p className={styles.hint} id={id('options-hint')}>
              {t('optionsHint', { max: SIGNUP_LIMITS.options })}
            </p>
          ) : null}
          <div className={styles.checkbox}>
            <input
              id={id('required')}
              name={name('required')}
              type="checkbox"
              defaultChecked={question.required}
            />
            <label htmlFor={id('required')}>{t('required', { n })}</label>
          </div>
        </>
      )}
    </fieldset>
  );
}
