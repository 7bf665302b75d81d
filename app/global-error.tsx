'use client';

import { useEffect, useState } from 'react';
import { usePathname } from 'next/navigation';
import { ErrorNotice } from '@/components/site/error-notice';
import { defaultLanguage, pathInLanguage, splitLanguagePath } from '@/lib/i18n/languages';
import { bundledMessages, loadClientMessages } from '@/lib/i18n/client-messages';

// The last resort, when even the root layout failed: it replaces <html>, so it says which
// language it speaks itself, the one of the URL's prefix (the default language's words until the
// others have loaded).
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  const { language } = splitLanguagePath(usePathname() ?? '/');
  const [t, setTexts] = useState(bundledMessages.Errors);
  const [lang, setLang] = useState<string>(defaultLanguage.tag);
  useEffect(() => {
    if (language === defaultLanguage) return;
    loadClientMessages(language.tag)
      .then((messages) => {
        setTexts(messages.Errors);
        setLang(language.tag);
      })
      .catch(() => undefined);
  }, [language]);
  return (
    <html lang={lang}>
      <body>
        <ErrorNotice
          title={t.title}
          message={t.unavailable}
          retryLabel={t.retry}
          homeLabel={t.home}
          homeHref={pathInLanguage(language, '/')}
          onRetry={reset}
        />
      </body>
    </html>
  );
}
