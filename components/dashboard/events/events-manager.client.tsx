'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { eventInputSchema } from '@/lib/events/schemas';
import { defaultLanguage, languageName } from '@/lib/i18n/languages';
import type { ParishEvent } from '@/lib/events/columns';
import { apiErrorText } from '../api-error-text';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import { eventRequest, formValuesOf, type EventFormValues } from './event-fields';
import { EventForm, type EventFormContext } from './event-form.client';
import { EventItem, type EventListing } from './event-item.client';
import { ImportForm } from './import-form.client';
import { ChurchCalendarForm } from './church-calendar-form.client';
import { readSignupForm, signupFormValuesOf, signupRequest } from './signup-fields';
import { signupSettingsSchema } from '@/lib/signups/schemas';
import type { SignupSettings } from '@/lib/signups/data';
import type { Settings } from '@/lib/settings/schemas';
import styles from '../dashboard.module.css';

const INVALID_FIELDS = [
  'title',
  'category',
  'start',
  'end',
  'repeat',
  'skip',
  'extra',
  'imageUrl',
  'livestreamUrl',
] as const;

const SIGNUP_FIELDS = ['capacity', 'maxParty', 'closesAt', 'questions'] as const;

interface EventsManagerProps {
  context: EventFormContext;
  events: EventListing[];
  /** Administrators only: the settings the Church calendar form sends back. */
  settings: Settings | null;
}

/** The Events tab's island: add, edit, publish, delete, cancel or restore a date, import. */
export function EventsManager({ context, events, settings }: EventsManagerProps) {
  const t = useTranslations('Dashboard.events');
  const common = useTranslations('Dashboard.common');
  const locale = useLocale();
  const [editing, setEditing] = useState<string | null>(null);
  // A new add form after each event added: its fields and preview start afresh.
  const [addForm, setAddForm] = useState(0);
  const action = usePanelAction((caught) => apiErrorText(caught, common));
  const { status, error, clear, busy, run } = action;

  /** The shared schema's verdict in the staff member's words, or null when the event is valid. */
  function problem(values: EventFormValues): string | null {
    const issue = eventInputSchema.safeParse(eventRequest(values)).error?.issues[0];
    if (!issue) return null;
    const field = INVALID_FIELDS.find((name) => name === issue.path[0]) ?? 'other';
    return t(`invalid.${field}`, {
      language: defaultLanguage.code,
      name: languageName(defaultLanguage, locale),
    });
  }

  /** The sign-ups fieldset's `signups` value, or the shared schema's verdict in words. */
  function signupsOf(form: HTMLFormElement) {
    const json = signupRequest(readSignupForm(new FormData(form)));
    const issue = json && signupSettingsSchema.safeParse(json).error?.issues[0];
    if (!issue) return { json };
    const field = SIGNUP_FIELDS.find((name) => name === issue.path[0]) ?? 'other';
    const name = languageName(defaultLanguage, locale);
    return { refused: t(`signups.invalid.${field}`, { language: defaultLanguage.code, name }) };
  }

  async function add(values: EventFormValues, form: HTMLFormElement) {
    const refused = problem(values);
    if (refused) return error(refused);
    const signups = signupsOf(form);
    if (signups.refused !== undefined) return error(signups.refused);
    const json = eventRequest(values);
    const added = await run(async () => {
      const event = await apiRequest<ParishEvent>('/api/events', { method: 'POST', json });
      // Sign-ups are the events' PATCH's part (lib/signups): switched on once the event exists.
      if (signups.json) {
        const body = { signups: signups.json };
        await apiRequest(`/api/events/${event.id}`, { method: 'PATCH', json: body });
      }
    }, t('added'));
    if (added) setAddForm((count) => count + 1);
  }

  async function save(
    event: ParishEvent,
    values: EventFormValues,
    form: HTMLFormElement,
    stored: SignupSettings | null,
  ) {
    const refused = problem(values);
    if (refused) return error(refused);
    const signups = signupsOf(form);
    if (signups.refused !== undefined) return error(signups.refused);
    // Sent only when changed: saving an event's other fields leaves its sign-ups alone.
    const unchanged =
      JSON.stringify(signups.json) === JSON.stringify(signupRequest(signupFormValuesOf(stored)));
    const json = {
      ...eventRequest(values, formValuesOf(event, context.today, event.category)),
      ...(unchanged ? {} : { signups: signups.json }),
    };
    const saved = await run(
      () => apiRequest(`/api/events/${event.id}`, { method: 'PATCH', json }),
      t('saved'),
    );
    if (saved) setEditing(null);
  }

  const patch = (event: ParishEvent, json: object, done: string) =>
    void run(() => apiRequest(`/api/events/${event.id}`, { method: 'PATCH', json }), done);

  function remove(event: ParishEvent) {
    const title = event.title[defaultLanguage.code];
    if (!window.confirm(t('confirmDelete', { title }))) return;
    void run(() => apiRequest(`/api/events/${event.id}`, { method: 'DELETE' }), t('deleted'));
  }

  return (
    <>
      <EventForm
        key={addForm}
        context={context}
        level={2}
        heading={t('addHeading')}
        submitLabel={t('add')}
        busy={busy}
        onSubmit={(values, form) => void add(values, form)}
      />
      <h2 className={styles.subtitle}>{t('listHeading')}</h2>
      <StatusLine status={status} />
      {events.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ol className={styles.list}>
          {events.map((listing) => (
            <li key={listing.event.id}>
              {editing === listing.event.id ? (
                <EventForm
                  context={context}
                  initial={listing.event}
                  signups={listing.signups}
                  level={3}
                  heading={t('editLabel', { title: listing.event.title[defaultLanguage.code] })}
                  submitLabel={t('save')}
                  busy={busy}
                  onSubmit={(values, form) =>
                    void save(listing.event, values, form, listing.signups)
                  }
                  onCancel={() => {
                    setEditing(null);
                    clear();
                  }}
                />
              ) : (
                <EventItem
                  listing={listing}
                  action={action}
                  onEdit={() => {
                    clear();
                    setEditing(listing.event.id);
                  }}
                  onTogglePublished={() =>
                    listing.event.status === 'published'
                      ? patch(listing.event, { status: 'draft' }, t('unpublishedDone'))
                      : patch(listing.event, { status: 'published' }, t('publishedDone'))
                  }
                  onDelete={() => remove(listing.event)}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      <ImportForm categories={context.categories} action={action} />
      {settings ? <ChurchCalendarForm settings={settings} action={action} /> : null}
    </>
  );
}
