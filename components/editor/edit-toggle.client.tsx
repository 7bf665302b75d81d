'use client';

// The only editor code a visitor's browser receives: a few lines that look for the signed-in flag
// after the page is interactive. Without it nothing happens. With it, the server confirms the
// session (GET /api/auth/me) and only then does the pencil appear; the editor itself (Tiptap,
// ProseMirror, toolbar, messages) is a separate chunk fetched by React.lazy when it is needed.
import {
  Component,
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { clearLoggedInFlag, hasLoggedInFlag } from '@/components/auth/session-flag';
import type { LanguageCode, Locale } from '@/lib/i18n/routing';
import { hasDraft } from './draft-store';

export interface EditToggleLabels {
  edit: string;
  close: string;
  /** Confirms a save once edit mode has closed, in the staff member's language. */
  saved: string;
  loading: string;
  loadFailed: string;
  retry: string;
}

const LoadingLabel = createContext('Loading...');

function EditorLoading() {
  return (
    <p role="status" className="edit-toggle__status">
      {useContext(LoadingLabel)}
    </p>
  );
}

const loadEditor = () => import('./page-editor.client');
// React.lazy rather than next/dynamic: the editor only ever renders after an effect (never on the
// server), and next/dynamic's own loader code was ~1 KiB of every editable page's first-load JS.
const PageEditor = lazy(loadEditor);
// Staff only, its own small chunk: whether the page has a draft or a scheduled change waiting. A
// notice is a convenience: if its chunk cannot load, the page simply goes without it.
const PendingChangeNotice = lazy(() =>
  import('./pending-change-notice.client').catch(() => ({ default: () => null })),
);

/** A chunk that fails to load (ChunkLoadError, offline) shows a message instead of a blank page. */
class EditorErrorBoundary extends Component<
  { message: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <p role="alert" className="edit-toggle__status">
        {this.props.message}
      </p>
    );
  }
}

/** `?edit` in the address (the dashboard's "edit this page" links) opens the editor at once. */
function editRequested(): boolean {
  return new URLSearchParams(window.location.search).has('edit');
}

function forgetEditRequest(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('edit')) return;
  url.searchParams.delete('edit');
  window.history.replaceState(window.history.state, '', url);
}

export interface EditToggleProps {
  slug: string;
  /** The next-intl locale of the page (en | uk). */
  locale: Locale;
  language: LanguageCode;
  /** Whether the page has a record (the server knows; a page without one opens in edit mode). */
  hasContent: boolean;
  /** The page's name in this language: the title a page without one starts with. */
  pageName?: string;
  labels: EditToggleLabels;
  /** The page in view mode, rendered on the server. */
  children: ReactNode;
}

export function EditToggle({
  slug,
  locale,
  language,
  hasContent,
  pageName,
  labels,
  children,
}: EditToggleProps) {
  const [staff, setStaff] = useState(false);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  // The open editor may veto closing (unsaved changes the user wants to keep).
  const closeGuard = useRef<(() => boolean) | null>(null);

  useEffect(() => {
    if (!hasLoggedInFlag()) return;
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const me = await fetch('/api/auth/me', { cache: 'no-store', signal });
      if (me.status === 401) {
        // The session ended (expired, signed out elsewhere): the flag is stale; the visitor just reads.
        clearLoggedInFlag();
        return;
      }
      const body = me.ok ? ((await me.json()) as { user?: { role?: string } }) : null;
      if (body?.user?.role !== 'admin' && body?.user?.role !== 'editor') return;
      setStaff(true);
      // A page without content opens straight in edit mode.
      if (editRequested() || hasDraft(slug, language) || !hasContent) {
        setEditing(true);
        return;
      }
      // Staff will probably edit: fetch the editor while the browser is idle, so the pencil opens it at once.
      const idle =
        window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 200));
      idle(() => void loadEditor().catch(() => undefined));
    })().catch(() => {
      // Offline or aborted: the page stays in view mode; nothing to report to a reader.
    });
    return () => controller.abort();
  }, [slug, language, hasContent]);

  const close = useCallback(() => {
    closeGuard.current = null;
    forgetEditRequest();
    setEditing(false);
  }, []);

  const toggle = () => {
    if (!editing) {
      setSaved(false);
      setEditing(true);
      return;
    }
    if (closeGuard.current && !closeGuard.current()) return;
    close();
  };

  const registerCloseGuard = useCallback((guard: (() => boolean) | null) => {
    closeGuard.current = guard;
  }, []);

  return (
    <div className="edit-toggle" data-editing={editing || undefined}>
      {staff ? (
        <button
          type="button"
          className="edit-toggle__button"
          aria-label={editing ? labels.close : labels.edit}
          title={editing ? labels.close : labels.edit}
          onClick={toggle}
        >
          {editing ? <CloseIcon /> : <PencilIcon />}
        </button>
      ) : null}
      {staff && !editing ? (
        <Suspense fallback={null}>
          <PendingChangeNotice slug={slug} locale={locale} onOpen={() => setEditing(true)} />
        </Suspense>
      ) : null}
      {staff && editing ? (
        <LoadingLabel.Provider value={labels.loading}>
          <EditorErrorBoundary message={labels.loadFailed}>
            <Suspense fallback={<EditorLoading />}>
              <PageEditor
                slug={slug}
                locale={locale}
                language={language}
                labels={labels}
                pageName={pageName}
                onClose={close}
                onSaved={() => setSaved(true)}
                registerCloseGuard={registerCloseGuard}
              />
            </Suspense>
          </EditorErrorBoundary>
        </LoadingLabel.Provider>
      ) : (
        children
      )}
      {/* A live region present from the start, so the confirmation is announced when it appears. */}
      {staff ? (
        <p role="status" className="edit-toggle__saved">
          {saved && !editing ? labels.saved : null}
        </p>
      ) : null}
    </div>
  );
}

function PencilIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
      />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z"
      />
    </svg>
  );
}
