'use client';

import { useEffect } from 'react';
import { setLoggedInFlag } from './session-flag';

/**
 * Rendered only on pages the server showed to a signed-in user: the flag then matches the session
 * even when it was started elsewhere (another tab, a script, next-auth), so the pages' edit toggle
 * appears as expected.
 */
export function SessionFlagSync() {
  useEffect(() => setLoggedInFlag(), []);
  return null;
}
