'use client';

// The editor chunk, loaded by next/dynamic from edit-toggle.client.tsx for signed-in staff only.
// Everything heavy (Tiptap, ProseMirror, the Editor messages) is reachable from here and nowhere
// else, so none of it is part of a visitor's page.
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { NextIntlClientProvider, useTranslations } from 'next-intl';
import { createDocument, useEditor } from '@tiptap/react';
import type en from '@/messages/en.json';
import {
  CHARACTER_LIMIT,
  createEditorExtensions,
  imageSrcFromInput,
} from '@/lib/content/editor-extensions';
import { defaultDoc, type TiptapDoc } from '@/lib/content/default-doc';
import type { ContentLanguage, Locale } from '@/lib/i18n/routing';
import { ContentRequestError, fetchPage, savePage, type PageRecord } from './content-client';
import { clearDraft, readDraft, writeDraft, type Draft } from './draft-store';
import { RichTextEditor } from './rich-text-editor.client';
import { ImagePicker } from './image-picker.client';
import { HistoryDialog } from './history-dialog.client';
import { ConflictDialog } from './conflict-dialog.client';
import styles from './editor.module.css';

type EditorMessages = (typeof en)['Editor'];

async function loadEditorMessages(locale: Locale): Promise<EditorMessages> {
  const messages =
    locale === 'uk' ? await import('@/messages/uk.json') : await import('@/messages/en.json');
  return messages.default.Editor;
}

const DRAFT_DELAY_MS = 400;

function emptyRecord(): PageRecord {
  return {
    title: { en: '', ua: '' },
    content: { en: defaultDoc(), ua: defaultDoc() },
    // The API's version of "no record yet": a save then conflicts if someone created it meanwhile.
    version: 0,
  };
}

export interface PageEditorProps {
  slug: string;
  locale: Locale;
  language: ContentLanguage;
  labels: { loading: string; loadFailed: string; retry: string };
  /** Leaves edit mode (after a save or restore, once the page shows the new content). */
  onClose: () => void;
  /** Lets the island ask before closing: the guard returns false to stay in edit mode. */
  registerCloseGuard: (guard: (() => boolean) | null) => void;
}

interface Loaded {
  messages: EditorMessages;
  record: PageRecord | null;
  draft: Draft | null;
}

export default function PageEditor(props: PageEditorProps) {
  const { slug, locale, language, labels } = props;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    Promise.all([loadEditorMessages(locale), fetchPage(slug)])
      .then(([messages, record]) => {
        if (active) setLoaded({ messages, record, draft: readDraft(slug, language) });
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
    <NextIntlClientProvider locale={locale} messages={{ Editor: loaded.messages }}>
      <EditSession {...props} record={loaded.record} draft={loaded.draft} />
    </NextIntlClientProvider>
  );
}

interface EditSessionProps extends PageEditorProps {
  record: PageRecord | null;
  draft: Draft | null;
}

type SaveState =
  { status: 'idle' } | { status: 'saving' } | { status: 'failed'; reason: string | null };

function EditSession({
  slug,
  locale,
  language,
  record,
  draft,
  onClose,
  registerCloseGuard,
}: EditSessionProps) {
  const t = useTranslations('Editor');
  const router = useRouter();

  // The record as last known: the other language is sent back unchanged from here.
  const baseRef = useRef<PageRecord>(record ?? emptyRecord());
  const versionRef = useRef<number | null>(draft ? draft.baseVersion : (record?.version ?? 0));
  const [title, setTitle] = useState(draft ? draft.title : (record?.title[language] ?? ''));
  const titleRef = useRef(title);
  const dirtyRef = useRef(draft !== null);
  const draftTimer = useRef<number | null>(null);

  const [restoredNotice, setRestoredNotice] = useState(draft !== null);
  const [saveState, setSaveState] = useState<SaveState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [source, setSource] = useState<string | null>(null);
  const [conflict, setConflict] = useState<PageRecord | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const titleInput = useRef<HTMLInputElement>(null);
  const [headingTitle] = useState(() => title || record?.title.en || '');

  const extensions = useMemo(
    () =>
      createEditorExtensions({
        taskCheckboxLabel: (text) => t('taskCheckbox', { text: text || t('emptyTask') }),
        videoTitle: t('videoTitle'),
      }),
    [t],
  );

  const editor = useEditor({
    extensions,
    content: draft ? draft.content : (record?.content[language] ?? defaultDoc()),
    // This component only ever renders in the browser (next/dynamic with ssr: false).
    immediatelyRender: true,
    // The toolbar and counter subscribe to exactly what they show; a keystroke re-renders nothing else.
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': t('contentLabel'),
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.prose ?? '',
      },
    },
    onUpdate: () => {
      dirtyRef.current = true;
      scheduleDraft();
    },
  });

  const flushDraft = useCallback(() => {
    if (draftTimer.current !== null) {
      window.clearTimeout(draftTimer.current);
      draftTimer.current = null;
    }
    if (!editor || !dirtyRef.current) return;
    writeDraft(slug, language, {
      title: titleRef.current,
      content: editor.getJSON() as TiptapDoc,
      baseVersion: versionRef.current,
    });
  }, [editor, slug, language]);

  // Serialising a long document on every keystroke would cost typing speed: write after a pause.
  function scheduleDraft() {
    if (draftTimer.current !== null) window.clearTimeout(draftTimer.current);
    draftTimer.current = window.setTimeout(() => flushDraftRef.current(), DRAFT_DELAY_MS);
  }
  const flushDraftRef = useRef(flushDraft);
  useEffect(() => {
    flushDraftRef.current = flushDraft;
  }, [flushDraft]);

  const forgetDraft = useCallback(() => {
    if (draftTimer.current !== null) window.clearTimeout(draftTimer.current);
    draftTimer.current = null;
    dirtyRef.current = false;
    clearDraft(slug, language);
  }, [slug, language]);

  // Leaving the page (reload, closing the tab) with a pending draft: write it now.
  useEffect(() => {
    const onPageHide = () => flushDraftRef.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flushDraftRef.current();
    };
  }, []);

  useEffect(() => {
    registerCloseGuard(() => {
      if (dirtyRef.current && !window.confirm(t('discardConfirm'))) return false;
      forgetDraft();
      return true;
    });
    return () => registerCloseGuard(null);
  }, [registerCloseGuard, forgetDraft, t]);

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  // Edit mode closes once the refreshed page (with the saved content) has arrived.
  useEffect(() => {
    if (closing && !refreshing) onClose();
  }, [closing, refreshing, onClose]);

  const finish = () => {
    setClosing(true);
    startRefresh(() => router.refresh());
  };

  const changeTitle = (value: string) => {
    setTitle(value);
    titleRef.current = value;
    dirtyRef.current = true;
    scheduleDraft();
  };

  /** Parses the HTML source through the editor's schema; false when it is over the limit. */
  const applySource = (): boolean => {
    if (source === null || !editor) return true;
    const doc = createDocument(source, editor.schema);
    const characters = doc.textBetween(0, doc.content.size, undefined, ' ').length;
    if (characters > CHARACTER_LIMIT) {
      setNotice(t('htmlTooLong', { count: String(characters), limit: String(CHARACTER_LIMIT) }));
      return false;
    }
    editor.commands.setContent(doc.toJSON(), { emitUpdate: true });
    setSource(null);
    setNotice(null);
    return true;
  };

  const toggleSource = () => {
    if (!editor) return;
    if (source === null) {
      setSource(editor.getHTML());
      setNotice(null);
    } else {
      applySource();
    }
  };

  const save = async (version: number | null = versionRef.current) => {
    if (!editor || !slug || saveState.status === 'saving') return;
    if (!applySource()) return;
    const doc = editor.getJSON() as TiptapDoc;
    if (!doc?.content) return;
    // Local state first: the record now holds this edit, and so does the tab's draft.
    const base = baseRef.current;
    const next: PageRecord = {
      ...base,
      title: { ...base.title, [language]: titleRef.current },
      content: { ...base.content, [language]: doc },
    };
    baseRef.current = next;
    dirtyRef.current = true;
    flushDraft();
    setSaveState({ status: 'saving' });
    try {
      const result = await savePage(slug, { title: next.title, content: next.content, version });
      if (result.kind === 'conflict') {
        setSaveState({ status: 'idle' });
        setConflict(result.current ?? (await fetchPage(slug)) ?? emptyRecord());
        return;
      }
      versionRef.current = result.version;
      forgetDraft();
      setSaveState({ status: 'idle' });
      finish();
    } catch (error) {
      flushDraft();
      const refused =
        error instanceof ContentRequestError && error.status === 400
          ? describeRefusal(error)
          : null;
      setSaveState({ status: 'failed', reason: refused });
    }
  };

  const loadTheirs = () => {
    if (!conflict || !editor) return;
    baseRef.current = conflict;
    versionRef.current = conflict.version;
    setTitle(conflict.title[language]);
    titleRef.current = conflict.title[language];
    setSource(null);
    editor.commands.setContent(conflict.content[language], { emitUpdate: false });
    forgetDraft();
    setConflict(null);
  };

  const overwrite = () => {
    if (!conflict) return;
    // Their other-language text stays; only this language is replaced by this edit.
    baseRef.current = conflict;
    versionRef.current = conflict.version;
    setConflict(null);
    void save(conflict.version);
  };

  if (!editor) return null;
  const languageName = language === 'ua' ? t('languageUa') : t('languageEn');
  const saving = saveState.status === 'saving' || closing;

  return (
    <section className={styles.workspace} aria-label={t('editorRegion')}>
      {/* The hero's heading is replaced by the editor; the page keeps a level-one heading. */}
      <h1 className={styles.visuallyHidden}>
        {headingTitle ? t('editorHeading', { title: headingTitle }) : t('editorRegion')}
      </h1>
      <p className={styles.hint}>{t('editingLanguage', { language: languageName })}</p>
      {restoredNotice ? (
        <div role="status" className={styles.restored}>
          <span>{t('draftRestored')}</span>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => {
              if (!window.confirm(t('discardConfirm'))) return;
              forgetDraft();
              setRestoredNotice(false);
              onClose();
            }}
          >
            {t('discardDraft')}
          </button>
        </div>
      ) : null}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className={styles.visuallyHidden} htmlFor={`${slug}-title`}>
          {t('titleLabel')}
        </label>
        <input
          ref={titleInput}
          id={`${slug}-title`}
          className={styles.titleInput}
          value={title}
          placeholder={t('titlePlaceholder')}
          maxLength={200}
          onChange={(event) => changeTitle(event.target.value)}
        />
        <RichTextEditor
          editor={editor}
          source={source}
          onSourceChange={setSource}
          onToggleSource={toggleSource}
          onChooseImage={() => setPickerOpen(true)}
          notice={notice}
          onNotice={setNotice}
        />
        {saveState.status === 'failed' ? (
          <div role="alert" className={styles.error}>
            <p>{t('saveFailed')}</p>
            {saveState.reason ? <p>{t('saveRefused', { reason: saveState.reason })}</p> : null}
          </div>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" className={styles.primaryButton} disabled={saving}>
            {saving ? t('saving') : t('save')}
          </button>
          <button
            type="button"
            className={styles.secondaryButton}
            onClick={() => setHistoryOpen(true)}
          >
            {t('history')}
          </button>
        </div>
      </form>
      <ImagePicker
        open={pickerOpen}
        onClose={() => setPickerOpen(false)}
        onPick={(image) => {
          setPickerOpen(false);
          const src = imageSrcFromInput(image.url);
          if (!src) return setNotice(t('imageRefused'));
          editor.chain().focus().setImage({ src, alt: '' }).run();
        }}
      />
      <HistoryDialog
        open={historyOpen}
        slug={slug}
        language={language}
        locale={locale}
        onClose={() => setHistoryOpen(false)}
        onRestored={() => {
          setHistoryOpen(false);
          forgetDraft();
          finish();
        }}
      />
      <ConflictDialog
        theirs={conflict}
        language={language}
        onLoadTheirs={loadTheirs}
        onOverwrite={overwrite}
        onKeepEditing={() => setConflict(null)}
      />
    </section>
  );
}

/** The server's reason for a 400: its field messages (paths inside the document) or its message. */
function describeRefusal(error: ContentRequestError): string {
  const fields = (error.body as { error?: { fields?: Record<string, unknown> } } | null)?.error
    ?.fields;
  const messages = fields
    ? Object.values(fields).filter((value): value is string => typeof value === 'string')
    : [];
  return messages.length > 0 ? [...new Set(messages)].join('; ') : error.message;
}
