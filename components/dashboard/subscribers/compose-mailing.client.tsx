'use client';

import dynamic from 'next/dynamic';
import { useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Editor } from '@tiptap/react';
import { apiRequest } from '@/components/auth/api-client';
import { offeredLists } from '@/lib/subscriptions/schemas';
import { apiErrorText } from '../api-error-text';
import { MailingPreview, type MailingPreviewData } from './mailing-preview';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

// The editor is loaded only for staff who open this tab, and only in the browser.
const MailingBodyEditor = dynamic(
  () => import('./mailing-body-editor.client').then((module) => module.MailingBodyEditor),
  { ssr: false },
);

export interface ComposeLanguage {
  code: string;
  tag: string;
  name: string;
}

/**
 * An announcement by e-mail: a subject and a text per language (English required), the lists, and
 * when. "Send me a test" mails it to the staff member's own address only.
 */
export function ComposeMailing({ languages }: { languages: ComposeLanguage[] }) {
  const t = useTranslations('Dashboard.sent');
  const names = useTranslations('Subscribe');
  const common = useTranslations('Dashboard.common');
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const editors = useRef(new Map<string, Editor>());
  const applySource = useRef(new Map<string, () => boolean>());
  const { status, busy, run } = usePanelAction((error) => apiErrorText(error, common));
  const [preview, setPreview] = useState<MailingPreviewData | null>(null);

  /** The form's fields valid, and any text open as HTML source taken back into its editor. */
  const ready = () =>
    Boolean(form.current?.reportValidity()) &&
    [...applySource.current.values()].every((apply) => apply());

  function request(test: boolean) {
    const data = new FormData(form.current ?? undefined);
    const subject: Record<string, string> = {};
    const body: Record<string, unknown> = {};
    for (const language of languages) {
      const text = String(data.get(`subject.${language.code}`) ?? '').trim();
      const editor = editors.current.get(language.code);
      // A language left empty is not sent (its readers get the English text).
      if (!text && language.code !== languages[0]?.code) continue;
      subject[language.code] = text;
      if (editor) body[language.code] = editor.getJSON();
    }
    const sendAt = String(data.get('sendAt') ?? '');
    return {
      subject,
      body,
      lists: data.getAll('lists').map(String),
      ...(sendAt && !test && { sendAt: new Date(sendAt).toISOString() }),
      ...(test && { test: true }),
    };
  }

  const send = (test: boolean) =>
    void run(
      () => apiRequest('/api/mailings', { method: 'POST', json: request(test) }),
      test ? t('testSent') : t('queued'),
    );

  // The preview changes nothing on the server, so it shows no status line of its own on success.
  const showPreview = () =>
    void run(async () => {
      const { subject, body } = request(false);
      const language = String(new FormData(form.current ?? undefined).get('previewLanguage'));
      setPreview(
        await apiRequest<MailingPreviewData>('/api/mailings/preview', {
          method: 'POST',
          json: { subject, body, language },
        }),
      );
    }, t('previewShown'));

  return (
    <form
      ref={form}
      className={`${styles.form} ${styles.panel}`}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (ready()) send(false);
      }}
    >
      <h2 id={`${id}-title`}>{t('compose')}</h2>
      {languages.map((language) => (
        <fieldset key={language.code} className={styles.fieldset} lang={language.tag}>
          <legend>{language.name}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-subject-${language.code}`}>{t('subject')}</label>
            <input
              id={`${id}-subject-${language.code}`}
              name={`subject.${language.code}`}
              required={language.code === languages[0]?.code}
              maxLength={200}
            />
          </div>
          <MailingBodyEditor
            label={t('body')}
            lang={language.tag}
            onReady={(editor, apply) => {
              editors.current.set(language.code, editor);
              applySource.current.set(language.code, apply);
            }}
          />
        </fieldset>
      ))}
      <fieldset className={styles.fieldset}>
        <legend>{names('lists')}</legend>
        {offeredLists.map((list) => (
          <div key={list} className={styles.checkbox}>
            <input
              id={`${id}-list-${list}`}
              type="checkbox"
              name="lists"
              value={list}
              defaultChecked={list === 'announcements'}
            />
            <label htmlFor={`${id}-list-${list}`}>{names(`listNames.${list}`)}</label>
          </div>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-send-at`}>{t('sendAt')}</label>
        <input id={`${id}-send-at`} name="sendAt" type="datetime-local" />
        <p className={styles.hint}>{t('sendAtHint')}</p>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-preview-language`}>{t('previewLanguage')}</label>
        <select
          id={`${id}-preview-language`}
          name="previewLanguage"
          defaultValue={languages[0]?.code}
        >
          {[...languages.map((language) => language.code), 'both'].map((code) => (
            <option key={code} value={code}>
              {languages.find((language) => language.code === code)?.name ??
                names('languageName', { language: code, name: code })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.buttonSecondary}
          aria-disabled={busy}
          onClick={() => ready() && showPreview()}
        >
          {t('preview')}
        </button>
        <button
          type="button"
          className={styles.buttonSecondary}
          aria-disabled={busy}
          onClick={() => ready() && send(true)}
        >
          {t('sendTest')}
        </button>
        <button type="submit" className={styles.button} aria-disabled={busy}>
          {t('send')}
        </button>
      </div>
      <StatusLine status={status} />
      {preview && (
        <MailingPreview
          preview={preview}
          labels={{
            heading: t('previewHeading'),
            subject: t('subject'),
            frame: t('previewFrame'),
            text: t('previewText'),
          }}
        />
      )}
    </form>
  );
}
