'use client';

import { usePathname } from 'next/navigation';
import { ErrorNotice } from '@/components/site/error-notice';
import { Errors as english } from '@/messages/en.json';
import { Errors as ukrainian } from '@/messages/uk.json';

// The last resort, when even the root layout failed: it replaces <html>, so it says which
// language it speaks itself (Ukrainian under /ua, English elsewhere).
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const ukrainianPage = /^\/ua(\/|$)/.test(usePathname() ?? '');
  const t = ukrainianPage ? ukrainian : english;
  return (
    <html lang={ukrainianPage ? 'uk' : 'en'}>
      <body>
        <ErrorNotice
          title={t.title}
          message={t.unavailable}
          retryLabel={t.retry}
          homeLabel={t.home}
          homeHref={ukrainianPage ? '/ua' : '/'}
          onRetry={reset}
        />
      </body>
    </html>
  );
}
