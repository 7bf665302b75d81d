'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { ErrorNotice } from '@/components/site/error-notice';
import { localizedPath, splitLanguagePath } from '@/lib/i18n/languages';
import { loadClientMessages, type ErrorTexts } from '@/lib/i18n/client-messages';

// The last resort, when even the root layout failed: it replaces <html>, so it says which
// language it speaks itself (the one of the URL's prefix). Its words are loaded when it is shown:
// imported statically, the whole message files (a JSON file cannot be tree-shaken) would ship
// with every page, since this boundary is part of every page's scripts.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { language } = splitLanguagePath(usePathname() ?? '/');
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    loadClientMessages(language.tag)
      .then((messages) => setTexts(messages.Errors))
      .catch(() => {});
  }, [language]);
  return (
    <html lang={language.tag}>
      <body>
        {t ? (
          <ErrorNotice
            title={t.title}
            message={t.unavailable}
            retryLabel={t.retry}
            homeLabel={t.home}
            homeHref={localizedPath(language.tag, '/')}
            onRetry={reset}
          />
        ) : null}
      </body>
    </html>
  );
}
