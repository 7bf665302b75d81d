// The state of one edit as a reducer: the record it started from, the title, the page's draft on
// the server, which dialog is open, the notice, and the save session (save-session.ts) inside it.
// Pure, so every transition can be read (and tested) without a browser.
import { hasOwnText, type TiptapDoc } from '@/lib/rich-text/default-doc';
import { defaultLanguage } from '@/lib/i18n/languages';
import type { LanguageCode } from '@/lib/i18n/routing';
import { emptyPageRecord, type PageRecord, type ServerDraft } from './content-client';
import type { Draft } from './draft-store';
import {
  initialSaveSession,
  saveSessionReducer,
  type SaveEvent,
  type SaveSession,
} from './save-session';

export interface EditSessionState {
  /** The record as last known: the other language is sent back unchanged from here. */
  base: PageRecord;
  /** The version a save claims to replace; null for a draft restored without one. */
  version: number | null;
  title: string;
  /** The title the hidden level-one heading names: the one the edit started with. */
  heading: string;
  /** The page's draft on the server, if any. */
  pageDraft: { publishAt: string | null } | null;
  /** A call about the server draft is under way. */
  draftBusy: boolean;
  /** The tab's unsaved draft was restored; the notice offers to discard it. */
  restoredNotice: boolean;
  /** A message from the editor (a refused link, source over the limit), or null. */
  notice: string | null;
  /** 'schedule': Save was pressed while a change is scheduled: update it or publish now? */
  dialog: 'history' | 'picker' | 'schedule' | null;
  /** The default language's text shown beside an empty translation, until used. */
  translateFrom: TiptapDoc | null;
  save: SaveSession;
}

export type EditSessionAction =
  | SaveEvent
  | { type: 'title'; title: string }
  | { type: 'notice'; notice: string | null }
  | { type: 'dialog'; dialog: EditSessionState['dialog'] }
  | { type: 'restoredNoticeClosed' }
  | { type: 'translateFromUsed' }
  /** A save starts with this record (this edit on top of the last known one). */
  | { type: 'saving'; record: PageRecord }
  | { type: 'saved'; version: number | null }
  /** Someone else's save is taken over: this edit's language will be sent on top of it. */
  | { type: 'overwrite'; theirs: PageRecord }
  /** The editor now shows this record (theirs after a conflict, or the published text). */
  | { type: 'replaced'; record: PageRecord; language: LanguageCode }
  | { type: 'draftBusy'; busy: boolean }
  | { type: 'draftSaved'; record: PageRecord; publishAt: string | null }
  | { type: 'draftDiscarded' };

export function editSessionReducer(
  state: EditSessionState,
  action: EditSessionAction,
): EditSessionState {
  switch (action.type) {
    case 'title':
      return { ...state, title: action.title };
    case 'notice':
      return { ...state, notice: action.notice };
    case 'dialog':
      return { ...state, dialog: action.dialog };
    case 'restoredNoticeClosed':
      return { ...state, restoredNotice: false };
    case 'translateFromUsed':
      return { ...state, translateFrom: null };
    case 'saving':
      return {
        ...state,
        base: action.record,
        save: saveSessionReducer(state.save, { type: 'save' }),
      };
    case 'saved':
      return { ...state, version: action.version };
    case 'overwrite':
      return {
        ...state,
        base: action.theirs,
        version: action.theirs.version,
        save: saveSessionReducer(state.save, { type: 'resolved' }),
      };
    case 'replaced':
      return {
        ...state,
        base: action.record,
        version: action.record.version,
        title: action.record.title[action.language],
      };
    case 'draftBusy':
      return { ...state, draftBusy: action.busy };
    case 'draftSaved':
      return { ...state, base: action.record, pageDraft: { publishAt: action.publishAt } };
    case 'draftDiscarded':
      return { ...state, pageDraft: null };
    default:
      return { ...state, save: saveSessionReducer(state.save, action) };
  }
}

export interface EditSessionStart {
  language: LanguageCode;
  /** The published record, or null for a page never saved. */
  record: PageRecord | null;
  /** The tab's unsaved draft, restored after a reload. */
  restoredDraft: Draft | null;
  /** The page's draft on the server: the edit continues it (both languages). */
  serverDraft: ServerDraft | null;
  pageName?: string;
}

export function initialEditSession(start: EditSessionStart): EditSessionState {
  const { language, record, restoredDraft, serverDraft, pageName } = start;
  // With a draft on the server, the edit continues it: its other language is sent back as well.
  const startRecord = serverDraft?.record ?? record;
  // A page without a title in this language starts with its name in it.
  const title = restoredDraft?.title ?? (startRecord?.title[language] || pageName || '');
  const source = startRecord?.content[defaultLanguage.code];
  return {
    base: { ...(startRecord ?? emptyPageRecord()), version: record?.version ?? 0 },
    version: restoredDraft ? restoredDraft.baseVersion : (record?.version ?? 0),
    title,
    heading: title || record?.title[defaultLanguage.code] || '',
    pageDraft: serverDraft ? { publishAt: serverDraft.publishAt } : null,
    draftBusy: false,
    restoredNotice: restoredDraft !== null,
    notice: null,
    dialog: null,
    // A language without text of its own shows the default language's text beside the editor.
    translateFrom:
      language !== defaultLanguage.code &&
      !restoredDraft &&
      !hasOwnText(startRecord?.content[language]) &&
      hasOwnText(source)
        ? source
        : null,
    save: initialSaveSession,
  };
}
