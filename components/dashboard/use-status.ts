'use client';

import { useState } from 'react';
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
