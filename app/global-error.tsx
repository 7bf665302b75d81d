'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { ErrorNotice } from '@/components/site/error-notice';

type ErrorTexts = (typeof import('@/messages/en.json'))['Errors'];

// The last resort, when even the root layout failed: it replaces <html>, so it says which
// language it speaks itself (Ukrainian under /ua, English elsewhere). Its words are loaded when it
// is shown: imported statically, the whole message files (a JSON file cannot be tree-shaken) would
// ship with every page, since this boundary is part of every page's scripts.
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const ukrainianPage = /^\/ua(\/|$)/.test(usePathname() ?? '');
  const [t, setTexts] = useState<ErrorTexts | null>(null);
  useEffect(() => {
    const load = ukrainianPage ? import('@/messages/uk.json') : import('@/messages/en.json');
    load.then((messages) => setTexts(messages.Errors)).catch(() => {});
  }, [ukrainianPage]);
  return (
    <html lang={ukrainianPage ? 'uk' : 'en'}>
      <body>
        {t ? (
          <ErrorNotice
            title={t.title}
            message={t.unavailable}
            retryLabel={t.retry}
            homeLabel={t.home}
            homeHref={ukrainianPage ? '/ua' : '/'}
            onRetry={reset}
          />
        ) : null}
      </body>
    </html>
  );
}
