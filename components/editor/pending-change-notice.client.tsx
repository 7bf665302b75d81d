'use client';

// A signed-in staff member reading a public page sees whether it has a draft or a scheduled change
// waiting (issue 38), in the page's language, with a way into the editor. Loaded by next/dynamic
// from edit-toggle.client.tsx once the session is confirmed, so visitors' pages stay as they are
// (static, cached) and carry none of it.
import { useEffect, useState } from 'react';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { loadClientMessages } from '@/lib/i18n/client-messages';

interface PendingChangeNoticeProps {
  slug: string;
  locale: Locale;
  /** Opens the editor in place (the link's address does the same without this page's script). */
  onOpen: () => void;
}

export default function PendingChangeNotice({ slug, locale, onOpen }: PendingChangeNoticeProps) {
  const [text, setText] = useState<{ notice: string; open: string } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    (async () => {
      // A plain fetch: an ended session just shows nothing here (the editor's client would
      // send the reader to the sign-in page).
      const response = await fetch(`/api/content/${encodeURIComponent(slug)}?draft=1`, {
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok) return;
      const draft = (await response.json()) as { publishAt?: unknown } | null;
      if (!draft) return;
      const messages = await loadClientMessages(locale);
      const t = createTranslator({ locale, messages, namespace: 'PageDraft' });
      const notice =
        typeof draft.publishAt === 'string'
          ? t('hasScheduled', {
              time: new Intl.DateTimeFormat(locale, {
                dateStyle: 'long',
                timeStyle: 'short',
              }).format(new Date(draft.publishAt)),
            })
          : t('hasDraft');
      setText({ notice, open: t('openEditor') });
    })().catch(() => {
      // Offline or aborted: nothing to say.
    });
    return () => controller.abort();
  }, [slug, locale]);

  if (!text) return null;
  return (
    <p className="pending-change">
      {text.notice}{' '}
      <a
        href="?edit"
        onClick={(event) => {
          event.preventDefault();
          onOpen();
        }}
      >
        {text.open}
      </a>
    </p>
  );
}
