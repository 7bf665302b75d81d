'use client';

// One edit of one page in one language: the title, the rich text, the tab's draft (use-draft.ts)
// and the save session (save-session.ts), with the image picker, history and conflict dialogs.
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useTransition,
} from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEditor, type Editor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import { ApiRequestError } from '@/components/auth/api-client';
import { CHARACTER_LIMIT, createEditorExtensions } from '@/lib/rich-text/editor-extensions';
import { emptyDoc, hasOwnText, type TiptapDoc } from '@/lib/rich-text/default-doc';
import { defaultLanguage, languageByCode, languageName, localizedPath } from '@/lib/i18n/languages';
import {
  discardServerDraft,
  emptyPageRecord,
  fetchPage,
  savePage,
  saveServerDraft,
  type PageRecord,
  type ServerDraft,
} from './content-client';
import { PageDraftControls } from './page-draft-controls.client';
import type { Draft } from './draft-store';
import type { PageEditorProps } from './page-editor-props';
import {
  initialSaveSession,
  refusalKinds,
  saveSessionReducer,
  type RefusalKind,
} from './save-session';
import { useDraft } from './use-draft';
import { useSourceMode } from './use-source-mode';
import { RichTextEditor } from './rich-text-editor.client';
import { ImageInsertion } from './image-insertion.client';
import { HistoryDialog } from './history-dialog.client';
import { ConflictDialog } from './conflict-dialog.client';
import { DraftRestoredNotice } from './draft-restored-notice.client';
import { TranslateFrom } from './translate-from.client';
import styles from './editor.module.css';

export interface EditSessionProps extends PageEditorProps {
  record: PageRecord | null;
  draft: Draft | null;
  /** The page's draft on the server: the editor starts from it (both languages). */
  serverDraft: ServerDraft | null;
}

export function EditSession(props: EditSessionProps) {
  const {
    slug,
    locale,
    language,
    record,
    draft: restoredDraft,
    serverDraft,
    onClose,
    pageName,
  } = props;
  const t = useTranslations('Editor');
  const refusalText = (kind: RefusalKind) =>
    kind === 'tooLong' ? t('refused.tooLong', { limit: CHARACTER_LIMIT }) : t(`refused.${kind}`);
  const start = useTranslations('EditorStart');
  const router = useRouter();

  // The record as last known: the other language is sent back unchanged from here.
  // With a draft on the server, the edit continues it: its other language is sent back as well.
  const startRecord = serverDraft?.record ?? record;
  const baseRef = useRef<PageRecord>({
    ...(startRecord ?? emptyPageRecord()),
    version: record?.version ?? 0,
  });
  const versionRef = useRef<number | null>(
    restoredDraft ? restoredDraft.baseVersion : (record?.version ?? 0),
  );
  // A page without a title in this language starts with its name in it.
  const [pageDraft, setPageDraft] = useState(
    serverDraft ? { publishAt: serverDraft.publishAt } : null,
  );
  const [draftBusy, setDraftBusy] = useState(false);
  const [title, setTitle] = useState(
    restoredDraft?.title ?? (startRecord?.title[language] || pageName || ''),
  );
  const titleRef = useRef(title);
  const [headingTitle] = useState(() => title || record?.title[defaultLanguage.code] || '');
  const [restoredNotice, setRestoredNotice] = useState(restoredDraft !== null);
  const [session, dispatch] = useReducer(saveSessionReducer, initialSaveSession);
  const [notice, setNotice] = useState<string | null>(null);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [refreshing, startRefresh] = useTransition();
  const titleInput = useRef<HTMLInputElement>(null);

  // The draft hook needs the editor, and the editor's updates feed the draft: a ref joins them.
  const editorRef = useRef<Editor | null>(null);
  const draft = useDraft(slug, language, restoredDraft !== null, () => {
    const current = editorRef.current;
    return current
      ? {
          title: titleRef.current,
          content: current.getJSON() as TiptapDoc,
          baseVersion: versionRef.current,
        }
      : null;
  });

  const extensions = useMemo(
    () =>
      createEditorExtensions({
        taskCheckboxLabel: (text) => t('taskCheckbox', { text: text || t('emptyTask') }),
        videoTitle: t('videoTitle'),
      }),
    [t],
  );
  // The placeholder is decoration, not text: the counter and the saved document do not hold it.
  const editingExtensions = useMemo(
    () => [...extensions, Placeholder.configure({ placeholder: start('placeholder') })],
    [extensions, start],
  );
  const ownContent = startRecord?.content[language];
  // A language without text of its own shows the default language's text beside the editor.
  const [translateFrom, setTranslateFrom] = useState(() => {
    const source = startRecord?.content[defaultLanguage.code];
    return language !== defaultLanguage.code &&
      !restoredDraft &&
      !hasOwnText(ownContent) &&
      hasOwnText(source)
      ? source
      : null;
  });

  const editor = useEditor({
    extensions: editingExtensions,
    content: restoredDraft?.content ?? (hasOwnText(ownContent) ? ownContent : emptyDoc()),
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
    onUpdate: () => draft.changed(),
  });
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);
  const sourceMode = useSourceMode(editor, setNotice);

  const { registerCloseGuard } = props;
  const { forget, isDirty } = draft;
  useEffect(() => {
    registerCloseGuard(() => {
      if (isDirty() && !window.confirm(t('discardConfirm'))) return false;
      forget();
      return true;
    });
    return () => registerCloseGuard(null);
  }, [registerCloseGuard, forget, isDirty, t]);

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  // Edit mode closes once the refreshed page (with the saved content) has arrived.
  const closing = session.status === 'closing';
  useEffect(() => {
    if (closing && !refreshing) onClose();
  }, [closing, refreshing, onClose]);

  const finish = useCallback(() => {
    dispatch({ type: 'done' });
    startRefresh(() => router.refresh());
  }, [router]);

  const changeTitle = (value: string) => {
    setTitle(value);
    titleRef.current = value;
    draft.changed();
  };

  const save = async (version: number | null = versionRef.current) => {
    if (!editor || session.status === 'saving' || closing) return;
    if (!sourceMode.apply()) return;
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
    draft.changed();
    draft.flush();
    dispatch({ type: 'save' });
    try {
      const result = await savePage(slug, { title: next.title, content: next.content, version });
      if (result.kind === 'conflict') {
        const theirs = result.current ?? (await fetchPage(slug)) ?? emptyPageRecord();
        dispatch({ type: 'conflict', theirs });
        return;
      }
      versionRef.current = result.version;
      draft.forget();
      props.onSaved?.();
      finish();
    } catch (error) {
      draft.flush();
      const overLimit = editor.storage.characterCount.characters() > CHARACTER_LIMIT;
      const refused =
        error instanceof ApiRequestError && error.status === 400
          ? refusalKinds(error, next, overLimit).map(refusalText).join(' ')
          : null;
      dispatch({ type: 'failed', reason: refused });
    }
  };

  /** The record with this edit in its language, or null when the editor cannot give it now. */
  const editedRecord = (): PageRecord | null => {
    if (!editor || !sourceMode.apply()) return null;
    const doc = editor.getJSON() as TiptapDoc;
    if (!doc?.content) return null;
    const base = baseRef.current;
    return {
      ...base,
      title: { ...base.title, [language]: titleRef.current },
      content: { ...base.content, [language]: doc },
    };
  };

  const saveDraft = async (publishAt: string | null): Promise<boolean> => {
    const next = editedRecord();
    if (!next || draftBusy) return false;
    setDraftBusy(true);
    try {
      await saveServerDraft(slug, { title: next.title, content: next.content }, publishAt);
      baseRef.current = next;
      setPageDraft({ publishAt });
      // The server has it now: the tab's copy of unsaved changes is no longer needed.
      draft.forget();
      return true;
    } catch {
      return false;
    } finally {
      setDraftBusy(false);
    }
  };

  const previewHref = localizedPath(
    (languageByCode(language) ?? defaultLanguage).tag,
    `/dashboard/preview/${slug}`,
  );

  const preview = async (): Promise<boolean> => {
    // Opened within the click, so no pop-up blocker stops it; it shows the draft once saved.
    const view = window.open('', '_blank');
    const ok = await saveDraft(pageDraft?.publishAt ?? null);
    if (ok && view) view.location.href = previewHref;
    else if (ok) window.location.href = previewHref;
    else view?.close();
    return ok;
  };

  const discardDraft = async () => {
    setDraftBusy(true);
    try {
      await discardServerDraft(slug);
      // Back to the published text.
      const published = (await fetchPage(slug)) ?? emptyPageRecord();
      baseRef.current = published;
      versionRef.current = published.version;
      setTitle(published.title[language]);
      titleRef.current = published.title[language];
      sourceMode.setSource(null);
      editor?.commands.setContent(published.content[language], { emitUpdate: false });
      draft.forget();
      setPageDraft(null);
    } finally {
      setDraftBusy(false);
    }
  };

  const conflict = session.status === 'conflict' ? session.theirs : null;

  const loadTheirs = () => {
    if (!conflict || !editor) return;
    baseRef.current = conflict;
    versionRef.current = conflict.version;
    setTitle(conflict.title[language]);
    titleRef.current = conflict.title[language];
    sourceMode.setSource(null);
    editor.commands.setContent(conflict.content[language], { emitUpdate: false });
    draft.forget();
    dispatch({ type: 'resolved' });
  };

  const overwrite = () => {
    if (!conflict) return;
    // Their other-language text stays; only this language is replaced by this edit.
    baseRef.current = conflict;
    versionRef.current = conflict.version;
    dispatch({ type: 'resolved' });
    void save(conflict.version);
  };

  if (!editor) return null;
  const saving = session.status === 'saving' || closing;

  return (
    <section className={styles.workspace} aria-label={t('editorRegion')}>
      {/* The hero's heading is replaced by the editor; the page keeps a level-one heading. */}
      <h1 className={styles.visuallyHidden}>
        {headingTitle ? t('editorHeading', { title: headingTitle }) : t('editorRegion')}
      </h1>
      <p className={styles.hint}>
        {t('editingLanguage', { language, name: languageName(languageByCode(language)!, locale) })}
      </p>
      {restoredNotice ? (
        <DraftRestoredNotice
          onDiscard={() => {
            draft.forget();
            setRestoredNotice(false);
            onClose();
          }}
        />
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
        <div className={translateFrom ? styles.sideBySide : undefined}>
          <RichTextEditor
            editor={editor}
            sourceMode={sourceMode}
            onChooseImage={() => setPickerOpen(true)}
            notice={notice}
            onNotice={setNotice}
          />
          {translateFrom ? (
            <TranslateFrom
              doc={translateFrom}
              extensions={extensions}
              heading={start('translateFrom', {
                language: defaultLanguage.code,
                name: languageName(defaultLanguage, locale),
              })}
              useLabel={start('useAsStart')}
              onUse={() => {
                editor.commands.setContent(translateFrom, { emitUpdate: true });
                setTranslateFrom(null);
                editor.commands.focus('start');
              }}
            />
          ) : null}
        </div>
        {session.status === 'failed' ? (
          <div role="alert" className={styles.error}>
            <p>{t('saveFailed')}</p>
            {session.reason ? <p>{t('saveRefused', { reason: session.reason })}</p> : null}
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
        <PageDraftControls
          pageDraft={pageDraft}
          busy={saving || draftBusy}
          onSaveDraft={saveDraft}
          onPreview={preview}
          onDiscard={discardDraft}
        />
      </form>
      <ImageInsertion
        editor={editor}
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onNotice={setNotice}
      />
      <HistoryDialog
        open={historyOpen}
        slug={slug}
        language={language}
        locale={locale}
        onClose={() => setHistoryOpen(false)}
        onRestored={() => {
          setHistoryOpen(false);
          draft.forget();
          finish();
        }}
      />
      <ConflictDialog
        theirs={conflict}
        language={language}
        onLoadTheirs={loadTheirs}
        onOverwrite={overwrite}
        onKeepEditing={() => dispatch({ type: 'resolved' })}
      />
    </section>
  );
}
