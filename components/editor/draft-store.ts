// Unsaved edits survive a failed save and a reload of the tab: they live in sessionStorage until a
// save succeeds or the editor discards them on purpose. One draft per page and language.
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import type { LanguageCode } from '@/lib/i18n/routing';

export interface Draft {
  title: string;
  content: TiptapDoc;
  /** The version the edit started from, so a save after a reload still detects a conflict. */
  baseVersion: number | null;
  savedAt: number;
}

const key = (slug: string, language: LanguageCode) => `parish.editor-draft:${slug}:${language}`;

export function readDraft(slug: string, language: LanguageCode): Draft | null {
  try {
    const raw = sessionStorage.getItem(key(slug, language));
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<Draft>;
    if (typeof draft.title !== 'string' || draft.content?.type !== 'doc') return null;
    return {
      title: draft.title,
      content: draft.content,
      baseVersion: typeof draft.baseVersion === 'number' ? draft.baseVersion : null,
      savedAt: typeof draft.savedAt === 'number' ? draft.savedAt : 0,
    };
  } catch {
    return null;
  }
}

export function hasDraft(slug: string, language: LanguageCode): boolean {
  try {
    return sessionStorage.getItem(key(slug, language)) !== null;
  } catch {
    return false;
  }
}

/** False when storage refused it (disabled, full): the caller keeps the edit on screen anyway. */
export function writeDraft(
  slug: string,
  language: LanguageCode,
  draft: Omit<Draft, 'savedAt'>,
): boolean {
  try {
    sessionStorage.setItem(key(slug, language), JSON.stringify({ ...draft, savedAt: Date.now() }));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(slug: string, language: LanguageCode): void {
  try {
    sessionStorage.removeItem(key(slug, language));
  } catch {
    // Nothing stored, nothing to clear.
  }
}
