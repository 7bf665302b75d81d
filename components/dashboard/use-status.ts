'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';

export interface StatusMessage {
  kind: 'success' | 'error';
  text: string;
}

/** One line of feedback per panel. */
export function useStatus() {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  return {
    status,
    clear: () => setStatus(null),
    success: (text: string) => setStatus({ kind: 'success', text }),
    error: (text: string) => setStatus({ kind: 'error', text }),
  };
}

/**
 * A panel's changes: one at a time (`busy`), each followed by a refresh of the server-rendered
 * data and a status line saying how it went. `run` answers whether the change succeeded; a failure
 * is told by `describeError`, in the staff member's words (the server's own message is English).
 */
export function usePanelAction(describeError: (error: unknown) => string) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const status = useStatus();

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    status.clear();
    try {
      await action();
      status.success(done);
      router.refresh();
      return true;
    } catch (caught) {
      status.error(describeError(caught));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { ...status, busy, run };
}
