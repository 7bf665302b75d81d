'use client';

import { useEffect } from 'react';
import { ErrorNotice } from '@/components/site/error-notice';
import { useErrorTexts } from '@/components/site/error-texts.client';
import { localizedPath } from '@/lib/i18n/languages';

// Shown when a page cannot be rendered, typically because the database is unreachable (pages that
// are already cached keep being served). In the visitor's language, with a retry; its words are
// loaded when it is shown (components/site/error-texts.client.ts).
export default function LocaleError({ error, reset }: { error: Error; reset: () => void }) {
  const { texts: t, language } = useErrorTexts();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return t ? (
    <ErrorNotice
      title={t.title}
      message={t.unavailable}
      retryLabel={t.retry}
      homeLabel={t.home}
      homeHref={localizedPath(language.tag, '/')}
      onRetry={reset}
    />
  ) : (
    // The page keeps its main landmark while the words load.
    <main id="main" className="error-notice" aria-busy="true" />
  );
}
