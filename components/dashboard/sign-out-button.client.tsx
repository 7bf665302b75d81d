'use client';

import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { localizedPath } from '@/lib/i18n/languages';
import { clearLoggedInFlag } from '@/components/auth/session-flag';
import styles from './dashboard.module.css';

export function SignOutButton() {
  const t = useTranslations('Dashboard');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);

  async function signOut() {
    setBusy(true);
    try {
      // Revokes the token on the server and clears the cookie. A 401 means it was already gone.
      await apiRequest('/api/auth/logout', { method: 'POST', redirectOn401: false });
    } catch {
      // Signing out locally still happens; the token expires on its own.
    }
    clearLoggedInFlag();
    // A full page load on purpose: nothing of the signed-in session stays in the client's router cache.
    window.location.assign(localizedPath(locale, '/login'));
  }

  return (
    <button type="button" className={styles.signOut} onClick={signOut} disabled={busy}>
      {t('signOut')}
    </button>
  );
}
