'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import { PASSWORD_MIN_LENGTH, newPasswordSchema } from '@/lib/accounts/schemas';
import { Link } from '@/lib/i18n/navigation';
import styles from '@/components/auth/login.module.css';

type Refusal = 'reset_invalid' | 'reset_used' | 'reset_expired';
const refusals: readonly string[] = ['reset_invalid', 'reset_used', 'reset_expired'];

/** The reason code a refused reset carries (lib/accounts/errors.ts). */
function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiRequestError)) return null;
  const reason = (error.body as { error?: { reason?: string } } | null)?.error?.reason;
  return reason && refusals.includes(reason) ? (reason as Refusal) : null;
}

export function ResetPasswordForm({ token }: { token: string }) {
  const t = useTranslations('Accounts.reset');
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const password = String(new FormData(event.currentTarget).get('password') ?? '');
    if (!newPasswordSchema.safeParse(password).success) {
      setError(t('passwordRules', { min: PASSWORD_MIN_LENGTH }));
      return;
    }
    setState('busy');
    setError(null);
    try {
      await apiRequest('/api/auth/reset', {
        method: 'POST',
        json: { token, password },
        redirectOn401: false,
      });
      setState('done');
    } catch (caught) {
      const refusal = refusalOf(caught);
      setError(refusal ? t(refusal) : t('failed'));
      setState('idle');
    }
  }

  if (state === 'done') {
    return (
      <div role="status">
        <p>{t('done')}</p>
        <p>
          <Link href="/login">{t('signIn')}</Link>
        </p>
      </div>
    );
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-password`}>{t('newPassword')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        aria-describedby={`${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className={styles.hint}>
        {t('passwordRules', { min: PASSWORD_MIN_LENGTH })}
      </p>
      <div role="alert" className={styles.error}>
        {error}
      </div>
      <button type="submit" className={styles.submit} disabled={state === 'busy'}>
        {state === 'busy' ? t('wait') : t('submit')}
      </button>
    </form>
  );
}
