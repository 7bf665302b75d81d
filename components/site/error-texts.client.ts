'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { splitLanguagePath, type Language } from '@/lib/i18n/languages';
import { loadClientMessages, type ErrorTexts } from '@/lib/i18n/client-messages';

/**
 * The error pages' words in the language of the URL, loaded when an error page is shown: both
 * boundaries are part of every page, and words passed down from the layout would be written into
 * every page's payload (docs/performance.md, issue 37) for a page that is rarely seen.
 */
export function useErrorTexts(): { texts: ErrorTexts | null; language: Language } {
  const { language } = splitLanguagePath(usePathname() ?? '/');
  const [texts, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    loadClientMessages(language.tag)
      .then((messages) => setTexts(messages.Errors))
      .catch(() => {});
  }, [language]);
  return { texts, language };
}
