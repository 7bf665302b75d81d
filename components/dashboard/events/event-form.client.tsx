'use client';

import { useId, useState, type FormEvent } from 'react';
import dynamic from 'next/dynamic';
import { useLocale, useTranslations } from 'next-intl';
import type { Category, ParishEvent } from '@/lib/events/columns';
import { EVENT_LIMITS } from '@/lib/events/schemas';
import { defaultLanguage, languageOf } from '@/lib/i18n/languages';
import { CheckboxField, PanelForm } from '../panel-form';
import { PerLanguageFields } from '../per-language-fields.client';
import { formValuesOf, readEventForm, type EventFormValues } from './event-fields';
import { EventPreview, type PreviewContext } from './event-preview.client';
import { RepeatFieldset } from './repeat-fields.client';
import { SignupFieldset } from './signup-fieldset.client';
import { signupFormValuesOf } from './signup-fields';
import type { SignupSettings } from '@/lib/signups/data';
import styles from '../dashboard.module.css';

// The pages' editor, fetched only when an event form opens (it is most of the tab's code).
const DescriptionEditor = dynamic(() => import('./description-editor.client'), { ssr: false });

export interface EventFormContext extends PreviewContext {
  categories: Category[];
}

interface EventFormProps {
  context: EventFormContext;
  initial?: ParishEvent;
  /** The event's sign-up settings; null or absent: it takes none. */
  signups?: SignupSettings | null;
  level: 2 | 3;
  heading: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (values: EventFormValues, form: HTMLFormElement) => void;
  onCancel?: () => void;
}

/** One event's fields: texts in every language, times, the repeat, place and picture. */
export function EventForm({ context, initial, signups, onSubmit, ...form }: EventFormProps) {
  const t = useTranslations('Dashboard.events');
  const locale = useLocale();
  const id = useId();
  const [values, setValues] = useState(() =>
    formValuesOf(initial, context.today, context.categories[0]?.slug ?? ''),
  );
  const field = (name: string) => `${id}-${name}`;
  const read = (target: EventTarget) => {
    const owner = (target as HTMLInputElement).form;
    if (owner) setValues(readEventForm(new FormData(owner)));
  };

  return (
    <PanelForm
      id={id}
      cancelLabel={t('cancel')}
      {...form}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit(readEventForm(new FormData(event.currentTarget)), event.currentTarget);
      }}
    >
      <div onChange={(event) => read(event.target)}>
        <PerLanguageFields
          formId={id}
          fields={[{ name: 'title', maxLength: EVENT_LIMITS.title }]}
          labels={t}
          initial={{ title: values.title }}
        />
        <DescriptionEditor formId={id} initial={values.description} />
        <div className={styles.formRow}>
          <div className={styles.field}>
            <label htmlFor={field('category')}>{t('category')}</label>
            <select id={field('category')} name="category" defaultValue={values.category}>
              {context.categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name[languageOf(locale).code] || category.name[defaultLanguage.code]}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={field('status')}>{t('status')}</label>
            <select id={field('status')} name="status" defaultValue={values.status}>
              <option value="published">{t('statuses.published')}</option>
              <option value="draft">{t('statuses.draft')}</option>
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={field('publishAt')}>{t('publishAt')}</label>
            <input
              id={field('publishAt')}
              name="publishAt"
              type="datetime-local"
              defaultValue={values.publishAt}
              aria-describedby={field('publish-hint')}
            />
            <p className={styles.hint} id={field('publish-hint')}>
              {t('publishAtHint')}
            </p>
          </div>
        </div>
        <CheckboxField
          formId={id}
          name="allDay"
          label={t('allDay')}
          defaultChecked={values.allDay}
        />
        <div className={styles.formRow}>
          <div className={styles.field}>
            <label htmlFor={field('startDate')}>{t('startDate')}</label>
            <input
              id={field('startDate')}
              name="startDate"
              type="date"
              defaultValue={values.startDate}
            />
          </div>
          {values.allDay ? null : (
            <div className={styles.field}>
              <label htmlFor={field('startTime')}>{t('startTime')}</label>
              <input
                id={field('startTime')}
                name="startTime"
                type="time"
                defaultValue={values.startTime}
              />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor={field('endDate')}>{t('endDate')}</label>
            <input id={field('endDate')} name="endDate" type="date" defaultValue={values.endDate} />
          </div>
          {values.allDay ? null : (
            <div className={styles.field}>
              <label htmlFor={field('endTime')}>{t('endTime')}</label>
              <input
                id={field('endTime')}
                name="endTime"
                type="time"
                defaultValue={values.endTime}
              />
            </div>
          )}
        </div>
        <RepeatFieldset formId={id} values={values.repeat} locale={locale} />
        <div className={styles.formRow}>
          {(['skip', 'extra'] as const).map((name) => (
            <div className={styles.field} key={name}>
              <label htmlFor={field(name)}>{t(name)}</label>
              <input
                id={field(name)}
                name={name}
                defaultValue={values[name]}
                aria-describedby={field('dates-hint')}
              />
            </div>
          ))}
        </div>
        <p className={styles.hint} id={field('dates-hint')}>
          {t('datesHint')}
        </p>
        <div className={styles.formRow}>
          {(['placeName', 'placeAddress', 'livestreamUrl'] as const).map((name) => (
            <div className={styles.field} key={name}>
              <label htmlFor={field(name)}>{t(name)}</label>
              <input id={field(name)} name={name} maxLength={500} defaultValue={values[name]} />
            </div>
          ))}
          <div className={styles.field}>
            <label htmlFor={field('imageUrl')}>{t('imageUrl')}</label>
            <input
              id={field('imageUrl')}
              name="imageUrl"
              inputMode="url"
              maxLength={2048}
              defaultValue={values.imageUrl}
              aria-describedby={field('image-hint')}
            />
            <p className={styles.hint} id={field('image-hint')}>
              {t('imageHint')}
            </p>
          </div>
        </div>
      </div>
      <SignupFieldset formId={id} initial={signupFormValuesOf(signups)} />
      <EventPreview values={values} context={context} />
    </PanelForm>
  );
}
