'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { ApiRequestError } from '@/components/auth/api-client';

export interface StatusMessage {
  kind: 'success' | 'error';
  text: string;
}

/** One line of feedback per panel, and the server's refusal turned into words. */
export function useStatus() {
  const [status, setStatus] = useState<StatusMessage | null>(null);
  return {
    status,
    clear: () => setStatus(null),
    success: (text: string) => setStatus({ kind: 'success', text }),
    error: (text: string) => setStatus({ kind: 'error', text }),
  };
}

/** The server's message for an HTTP refusal; `offline` when there was no answer at all. */
export function errorText(error: unknown, offline: string): string {
  if (error instanceof ApiRequestError && error.status > 0) return error.message;
  return offline;
}

/**
 * A panel's changes: one at a time (`busy`), each followed by a refresh of the server-rendered
 * data and a status line saying how it went. `run` answers whether the change succeeded. A failure
 * is told by `describeError`, or, given a string, by the server's message (that string offline).
 */
export function usePanelAction(describeError: string | ((error: unknown) => string)) {
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
      status.error(
        typeof describeError === 'string'
          ? errorText(caught, describeError)
          : describeError(caught),
      );
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { ...status, busy, run };
}
