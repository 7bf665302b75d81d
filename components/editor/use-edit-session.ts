'use client';

// One edit of one page in one language as a hook: the state in one reducer (edit-session-state.ts),
// the Tiptap editor, the tab's draft (use-draft.ts), the HTML source view, and the calls that save,
// keep a draft on the server, preview, discard and settle a conflict. The views only render it.
import { useCallback, useEffect, useReducer, useRef, useTransition } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { Editor } from '@tiptap/react';
import { ApiRequestError } from '@/components/auth/api-client';
import { CHARACTER_LIMIT } from '@/lib/rich-text/editor-extensions';
import { emptyDoc, hasOwnText, type TiptapDoc } from '@/lib/rich-text/default-doc';
import { defaultLanguage, languageByCode, localizedPath } from '@/lib/i18n/languages';
import {
  discardServerDraft,
  emptyPageRecord,
  fetchPage,
  savePage,
  saveServerDraft,
  type PageRecord,
  type ServerDraft,
} from './content-client';
import { isEditorDestroyed } from './alive-selector';
import type { Draft } from './draft-store';
import type { PageEditorProps } from './page-editor-props';
import { editSessionReducer, initialEditSession } from './edit-session-state';
import { refusalKinds, type RefusalKind } from './save-session';
import { useDraft } from './use-draft';
import { useSourceMode } from './use-source-mode';
import { useSessionEditor } from './use-session-editor';

export interface EditSessionProps extends PageEditorProps {
  record: PageRecord | null;
  draft: Draft | null;
  /** The page's draft on the server: the editor starts from it (both languages). */
  serverDraft: ServerDraft | null;
}

export function useEditSession(props: EditSessionProps) {
  const { slug, language, record, draft: restoredDraft, serverDraft, onClose, pageName } = props;
  const t = useTranslations('Editor');
  const router = useRouter();
  const [state, dispatch] = useReducer(
    editSessionReducer,
    { language, record, restoredDraft, serverDraft, pageName },
    initialEditSession,
  );
  const [refreshing, startRefresh] = useTransition();
  const { base, version, title, pageDraft, draftBusy } = state;

  // The draft hook needs the editor, and the editor's updates feed the draft: a ref joins them.
  const editorRef = useRef<Editor | null>(null);
  const draft = useDraft(slug, language, restoredDraft !== null, () => {
    const current = editorRef.current;
    return current
      ? { title, content: current.getJSON() as TiptapDoc, baseVersion: version }
      : null;
  });

  const ownContent = (serverDraft?.record ?? record)?.content[language];
  const { editor, extensions } = useSessionEditor(
    restoredDraft?.content ?? (hasOwnText(ownContent) ? ownContent : emptyDoc()),
    draft.changed,
  );
  useEffect(() => {
    editorRef.current = editor;
  }, [editor]);
  const setNotice = useCallback(
    (notice: string | null) => dispatch({ type: 'notice', notice }),
    [],
  );
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

  // Edit mode closes once the refreshed page (with the saved content) has arrived.
  const closing = state.save.status === 'closing';
  useEffect(() => {
    if (closing && !refreshing) onClose();
  }, [closing, refreshing, onClose]);

  const finish = useCallback(() => {
    dispatch({ type: 'done' });
    startRefresh(() => router.refresh());
  }, [router]);

  const refusalText = (kind: RefusalKind) =>
    kind === 'tooLong' ? t('refused.tooLong', { limit: CHARACTER_LIMIT }) : t(`refused.${kind}`);

  /** The record with this edit in its language, or null when the editor cannot give it now. */
  const editedRecord = (from: PageRecord = base): PageRecord | null => {
    if (!editor || !sourceMode.apply()) return null;
    const doc = editor.getJSON() as TiptapDoc;
    if (!doc?.content) return null;
    return {
      ...from,
      title: { ...from.title, [language]: title },
      content: { ...from.content, [language]: doc },
    };
  };

  // `from` and `claimed` are given when a conflict is overwritten: this render's state is older.
  const save = async (from: PageRecord = base, claimed: number | null = version) => {
    if (!editor || state.save.status === 'saving' || closing) return;
    const next = editedRecord(from);
    if (!next) return;
    // Local state first: the record now holds this edit, and so does the tab's draft.
    dispatch({ type: 'saving', record: next });
    draft.changed();
    draft.flush({ baseVersion: claimed });
    try {
      const result = await savePage(slug, {
        title: next.title,
        content: next.content,
        version: claimed,
      });
      if (result.kind === 'conflict') {
        const theirs = result.current ?? (await fetchPage(slug)) ?? emptyPageRecord();
        dispatch({ type: 'conflict', theirs });
        return;
      }
      dispatch({ type: 'saved', version: result.version });
      draft.forget();
      props.onSaved?.();
      finish();
    } catch (error) {
      draft.flush();
      // The editor may be gone by now (the page left): then nothing is known to be over the limit.
      const overLimit =
        !isEditorDestroyed(editor) && editor.storage.characterCount.characters() > CHARACTER_LIMIT;
      const refused =
        error instanceof ApiRequestError && error.status === 400
          ? refusalKinds(error, next, overLimit).map(refusalText).join(' ')
          : null;
      dispatch({ type: 'failed', reason: refused });
    }
  };

  /** The editor shows `shown` from now on: its text in this language, its version to save over. */
  const replaceWith = (shown: PageRecord) => {
    dispatch({ type: 'replaced', record: shown, language });
    sourceMode.setSource(null);
    editor?.commands.setContent(shown.content[language], { emitUpdate: false });
    draft.forget();
  };

  const saveDraft = async (publishAt: string | null): Promise<boolean> => {
    const next = editedRecord();
    if (!next || draftBusy) return false;
    dispatch({ type: 'draftBusy', busy: true });
    try {
      await saveServerDraft(slug, { title: next.title, content: next.content }, publishAt);
      dispatch({ type: 'draftSaved', record: next, publishAt });
      // The server has it now: the tab's copy of unsaved changes is no longer needed.
      draft.forget();
      return true;
    } catch {
      return false;
    } finally {
      dispatch({ type: 'draftBusy', busy: false });
    }
  };

  /** Save Changes: while a change is scheduled, ask first (the default keeps the schedule). */
  const requestSave = () => {
    if (pageDraft?.publishAt) dispatch({ type: 'dialog', dialog: 'schedule' });
    else void save();
  };

  /** The edit becomes the scheduled change, still going live at its time; the editor closes. */
  const updateScheduled = async () => {
    dispatch({ type: 'dialog', dialog: null });
    if (await saveDraft(pageDraft?.publishAt ?? null)) finish();
  };

  /** Publishes the edit now, which ends the schedule (the server discards the draft). */
  const publishNow = () => {
    dispatch({ type: 'dialog', dialog: null });
    void save();
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
    dispatch({ type: 'draftBusy', busy: true });
    try {
      await discardServerDraft(slug);
      // Back to the published text.
      replaceWith((await fetchPage(slug)) ?? emptyPageRecord());
      dispatch({ type: 'draftDiscarded' });
    } finally {
      dispatch({ type: 'draftBusy', busy: false });
    }
  };

  const conflict = state.save.status === 'conflict' ? state.save.theirs : null;

  const loadTheirs = () => {
    if (!conflict || !editor) return;
    replaceWith(conflict);
    dispatch({ type: 'resolved' });
  };

  const overwrite = () => {
    if (!conflict) return;
    // Their other-language text stays; only this language is replaced by this edit.
    dispatch({ type: 'overwrite', theirs: conflict });
    void save(conflict, conflict.version);
  };

  const changeTitle = (value: string) => {
    dispatch({ type: 'title', title: value });
    draft.changed();
  };

  const discardRestored = () => {
    draft.forget();
    dispatch({ type: 'restoredNoticeClosed' });
    onClose();
  };

  const startFromDefault = () => {
    if (!editor || !state.translateFrom) return;
    editor.commands.setContent(state.translateFrom, { emitUpdate: true });
    dispatch({ type: 'translateFromUsed' });
    editor.commands.focus('start');
  };

  const afterRestore = () => {
    dispatch({ type: 'dialog', dialog: null });
    draft.forget();
    finish();
  };

  return {
    state,
    dispatch,
    editor,
    extensions,
    sourceMode,
    conflict,
    saving: state.save.status === 'saving' || closing,
    setNotice,
    save: () => void save(),
    requestSave,
    updateScheduled,
    publishNow,
    /** Keeps the change as a draft with no time: nothing goes live by itself. */
    cancelSchedule: () => void saveDraft(null),
    changeTitle,
    saveDraft,
    preview,
    discardDraft,
    loadTheirs,
    overwrite,
    discardRestored,
    startFromDefault,
    afterRestore,
  };
}

export type EditSessionControls = ReturnType<typeof useEditSession>;
