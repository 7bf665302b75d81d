'use client';

// The editor chunk, loaded by React.lazy from edit-toggle.client.tsx for signed-in staff only.
// Everything heavy (Tiptap, ProseMirror, the Editor messages) is reachable from here and nowhere
// else, so none of it is part of a visitor's page.
import { useEffect, useState } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type en from '@/messages/en.json';
import type { Locale } from '@/lib/i18n/routing';
import { loadClientMessages } from '@/lib/i18n/client-messages';
import { fetchPage, fetchServerDraft, type PageRecord, type ServerDraft } from './content-client';
import { readDraft, type Draft } from './draft-store';
import { EditSession } from './edit-session.client';
import type { PageEditorProps } from './page-editor-props';

export type { PageEditorProps } from './page-editor-props';
import styles from './editor.module.css';

type EditorMessages = Pick<typeof en, 'Editor' | 'EditorStart' | 'PageDraft' | 'ScheduledChange'>;

async function loadEditorMessages(locale: Locale): Promise<EditorMessages> {
  const { Editor, EditorStart, PageDraft, ScheduledChange } = await loadClientMessages(locale);
  return { Editor, EditorStart, PageDraft, ScheduledChange };
}

interface Loaded {
  messages: EditorMessages;
  record: PageRecord | null;
  draft: Draft | null;
  serverDraft: ServerDraft | null;
}

export default function PageEditor(props: PageEditorProps) {
  const { slug, locale, language, labels } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([loadEditorMessages(locale), fetchPage(slug), fetchServerDraft(slug)])
      .then(([messages, record, serverDraft]) => {
        if (active) {
          setLoaded({ messages, record, serverDraft, draft: readDraft(slug, language) });
        }
      })
      .catch(() => {
        if (active) setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [slug, locale, language, attempt]);

  if (failed) {
    return (
      <div className={styles.workspace}>
        <p role="alert">{labels.loadFailed}</p>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => {
            setFailed(false);
            setAttempt((count) => count + 1);
          }}
        >
          {labels.retry}
        </button>
      </div>
    );
  }
  if (!loaded) {
    return (
      <p role="status" className={styles.workspace}>
        {labels.loading}
      </p>
    );
  }
  return (
    <NextIntlClientProvider locale={locale} messages={loaded.messages}>
      <EditSession
        {...props}
        record={loaded.record}
        draft={loaded.draft}
        serverDraft={loaded.serverDraft}
      />
    </NextIntlClientProvider>
  );
}
