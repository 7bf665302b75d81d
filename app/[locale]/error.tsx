'use client';

import { useEffect } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ErrorNotice } from '@/components/site/error-notice';
import { languageOf, pathInLanguage } from '@/lib/i18n/languages';

// Shown when a page cannot be rendered, typically because the database is unreachable (pages that
// are already cached keep being served). In the visitor's language, with a retry.
export default function LocaleError({ error, reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('Errors');
  const locale = useLocale();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <ErrorNotice
      title={t('title')}
      message={t('unavailable')}
      retryLabel={t('retry')}
      homeLabel={t('home')}
      homeHref={pathInLanguage(languageOf(locale), '/')}
      onRetry={reset}
    />
  );
}
