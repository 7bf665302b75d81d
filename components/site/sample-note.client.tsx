'use client';

// The note that a text is still the seeded sample, for signed-in staff only. Public pages are
// cached and shared, so the note is neither rendered on the server nor passed as a prop (both
// would put it in the HTML every visitor gets): with the signed-in flag, the server confirms the
// session and only then are the note's words fetched, in a chunk with the page's messages.
import { useEffect, useState } from 'react';
import { hasLoggedInFlag } from '@/components/auth/session-flag';
import { loadClientMessages } from '@/lib/i18n/client-messages';

const STAFF_ROLES = new Set(['admin', 'editor']);

interface SampleNoteProps {
  /** The next-intl locale of the page. */
  locale: string;
}

export function SampleNote({ locale }: SampleNoteProps) {
  const [text, setText] = useState<string | null>(null);

  useEffect(() => {
    if (!hasLoggedInFlag()) return;
    const controller = new AbortController();
    (async () => {
      const me = await fetch('/api/auth/me', { cache: 'no-store', signal: controller.signal });
      const body = me.ok ? ((await me.json()) as { user?: { role?: string } }) : null;
      if (!STAFF_ROLES.has(body?.user?.role ?? '')) return;
      const messages = await loadClientMessages(locale);
      if (!controller.signal.aborted) setText(messages.SampleNote.text);
    })().catch(() => {
      // Offline or aborted: staff simply do not see the reminder.
    });
    return () => controller.abort();
  }, [locale]);

  return text ? <p className="sample-note">{text}</p> : null;
}
