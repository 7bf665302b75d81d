'use client';

import { ErrorNotice } from '@/components/site/error-notice';
import { useErrorTexts } from '@/components/site/error-texts.client';
import { localizedPath } from '@/lib/i18n/languages';

// The last resort, when even the root layout failed: it replaces <html>, so it says which
// language it speaks itself (the one of the URL's prefix). Its words are loaded when it is shown:
// imported statically, the whole message files (a JSON file cannot be tree-shaken) would ship
// with every page, since this boundary is part of every page's scripts.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { texts: t, language } = useErrorTexts();
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
