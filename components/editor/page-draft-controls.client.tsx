'use client';

// The draft part of the editor's actions (issue 25): save a draft, preview it, publish it at a
// time, discard it. The session (edit-session.client.tsx) owns the text and does the calls.
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import styles from './editor.module.css';

export interface PageDraftControlsProps {
  /** The page's draft on the server, if any: null = none. */
  pageDraft: { publishAt: string | null } | null;
  busy: boolean;
  /** Saves the editor's text as the draft (scheduled when `publishAt` is an ISO time). */
  onSaveDraft: (publishAt: string | null) => Promise<boolean>;
  /** Saves the draft, then shows it as visitors will see it (in a new tab). */
  onPreview: () => Promise<boolean>;
  onDiscard: () => Promise<void>;
  /** The publish time field's id: the scheduled-change banner's "Change the time" focuses it. */
  whenId: string;
}

/** `datetime-local`'s value for an ISO time, in the browser's zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function PageDraftControls(props: PageDraftControlsProps) {
  const { pageDraft, busy, onSaveDraft, onPreview, onDiscard, whenId } = props;
  const t = useTranslations('PageDraft');
  const locale = useLocale();
  // The browser's own zone: the time staff picked in the field is a time in that zone.
  const formatTime = (date: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  const [when, setWhen] = useState(toLocalInput(pageDraft?.publishAt ?? null));
  const [message, setMessage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const report = (ok: boolean, text: string) => {
    setFailed(!ok);
    setMessage(ok ? text : t('failed'));
  };

  const schedule = async () => {
    if (!when) {
      setFailed(true);
      setMessage(t('chooseTime'));
      return;
    }
    const at = new Date(when);
    if (Number.isNaN(at.getTime()) || at.getTime() <= Date.now()) {
      setFailed(true);
      setMessage(t('futureTime'));
      return;
    }
    const ok = await onSaveDraft(at.toISOString());
    report(ok, t('scheduled', { time: formatTime(at) }));
  };

  return (
    <fieldset className={styles.draftControls}>
      <legend>{t('legend')}</legend>
      {pageDraft ? (
        <p className={styles.hint}>
          {pageDraft.publishAt
            ? t('hasScheduled', {
                time: formatTime(new Date(pageDraft.publishAt)),
              })
            : t('hasDraft')}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={busy}
          onClick={async () => report(await onSaveDraft(null), t('saved'))}
        >
          {t('saveDraft')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={busy}
          onClick={async () => {
            const ok = await onPreview();
            if (!ok) report(false, '');
          }}
        >
          {t('preview')}
        </button>
        {pageDraft ? (
          <button
            type="button"
            className={styles.secondaryButton}
            disabled={busy}
            onClick={async () => {
              if (!window.confirm(t('discardConfirm'))) return;
              await onDiscard();
              setWhen('');
              report(true, t('discarded'));
            }}
          >
            {t('discard')}
          </button>
        ) : null}
      </div>
      <div className={styles.actions}>
        <label htmlFor={whenId}>{t('publishAtLabel')}</label>
        <input
          id={whenId}
          type="datetime-local"
          value={when}
          onChange={(event) => setWhen(event.target.value)}
        />
        <button type="button" className={styles.secondaryButton} disabled={busy} onClick={schedule}>
          {t('schedule')}
        </button>
      </div>
      {/* A polite live region, not role="status": the editor's one status is its restored notice. */}
      <p
        aria-live={failed ? 'assertive' : 'polite'}
        role={failed ? 'alert' : undefined}
        className={failed ? styles.error : styles.hint}
      >
        {message}
      </p>
    </fieldset>
  );
}
