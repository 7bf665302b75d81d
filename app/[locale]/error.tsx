'use client';

import { useEffect } from 'react';
import { ErrorNotice } from '@/components/site/error-notice';
import { useErrorMessages } from '@/components/site/error-messages.client';

// Shown when a page cannot be rendered, typically because the database is unreachable (pages that
// are already cached keep being served). In the visitor's language, with a retry.
export default function LocaleError({ error, reset }: { error: Error; reset: () => void }) {
  const t = useErrorMessages();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorNotice
      title={t.title}
      message={t.unavailable}
      retryLabel={t.retry}
      homeLabel={t.home}
      homeHref={t.homeHref}
      onRetry={reset}
    />
  );
}
