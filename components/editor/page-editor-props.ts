import type { LanguageCode, Locale } from '@/lib/i18n/routing';

// The editor island's props, apart from the island: the edit session reads them without importing
// the component that renders it.
export interface PageEditorProps {
  slug: string;
  locale: Locale;
  language: LanguageCode;
  labels: { loading: string; loadFailed: string; retry: string };
  /** The page's name in the language edited: the title a page without one starts with. */
  pageName?: string;
  /** Leaves edit mode (after a save or restore, once the page shows the new content). */
  onClose: () => void;
  /** Told when a save went through, before edit mode closes (the island confirms it). */
  onSaved?: () => void;
  /** Lets the island ask before closing: the guard returns false to stay in edit mode. */
  registerCloseGuard: (guard: (() => boolean) | null) => void;
}
