'use client';

// The tab's draft of an edit (draft-store.ts), written a moment after the last change: serialising
// a long document on every keystroke would cost typing speed.
import { useCallback, useEffect, useRef } from 'react';
import type { LanguageCode } from '@/lib/i18n/routing';
import { clearDraft, writeDraft, type Draft } from './draft-store';

const DRAFT_DELAY_MS = 400;

export interface DraftControls {
  /** Whether the edit differs from what was loaded or saved. */
  isDirty: () => boolean;
  /** Marks the edit changed and writes the draft after a pause. */
  changed: () => void;
  /**
   * Writes the draft now (before a save, when the tab goes away). `edit` holds what changed since
   * the last render, which the snapshot cannot know yet.
   */
  flush: (edit?: Partial<Omit<Draft, 'savedAt'>>) => void;
  /** Drops the draft: saved, discarded or replaced. */
  forget: () => void;
}

export function useDraft(
  slug: string,
  language: LanguageCode,
  restored: boolean,
  /** The edit as it stands, or null while there is no editor. */
  snapshot: () => Omit<Draft, 'savedAt'> | null,
): DraftControls {
  const dirty = useRef(restored);
  const timer = useRef<number | null>(null);
  const snapshotRef = useRef(snapshot);
  useEffect(() => {
    snapshotRef.current = snapshot;
  }, [snapshot]);

  const cancelTimer = () => {
    if (timer.current !== null) window.clearTimeout(timer.current);
    timer.current = null;
  };

  const flush = useCallback(
    (edit?: Partial<Omit<Draft, 'savedAt'>>) => {
      cancelTimer();
      const draft = dirty.current ? snapshotRef.current() : null;
      if (draft) writeDraft(slug, language, { ...draft, ...edit });
    },
    [slug, language],
  );

  const changed = useCallback(() => {
    dirty.current = true;
    cancelTimer();
    timer.current = window.setTimeout(() => flush(), DRAFT_DELAY_MS);
  }, [flush]);

  const forget = useCallback(() => {
    cancelTimer();
    dirty.current = false;
    clearDraft(slug, language);
  }, [slug, language]);

  // Leaving the page (reload, closing the tab) with a pending draft: write it now.
  const flushRef = useRef(flush);
  useEffect(() => {
    flushRef.current = flush;
  }, [flush]);
  useEffect(() => {
    const onPageHide = () => flushRef.current();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flushRef.current();
    };
  }, []);

  return { isDirty: useCallback(() => dirty.current, []), changed, flush, forget };
}
