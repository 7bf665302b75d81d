'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import { languageOf } from '@/lib/i18n/languages';
import styles from '@/components/auth/login.module.css';

export function ForgotPasswordForm() {
  const t = useTranslations('Accounts.forgot');
  const locale = useLocale();
  const id = useId();
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const username = String(new FormData(event.currentTarget).get('username') ?? '').trim();
    if (!username) return setError(t('required'));
    setState('busy');
    setError(null);
    try {
      await apiRequest('/api/auth/forgot', {
        method: 'POST',
        json: { username, language: languageOf(locale).code },
        redirectOn401: false,
      });
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(
        caught instanceof ApiRequestError && caught.status === 429 ? t('tooMany') : t('failed'),
      );
    }
  }

  if (state === 'sent') return <p role="status">{t('sent')}</p>;
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={`${id}-username`}>{t('username')}</label>
      <input
        id={`${id}-username`}
        name="username"
        type="text"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
      />
      <div role="alert" className={styles.error}>
        {error}
      </div>
      <button type="submit" className={styles.submit} disabled={state === 'busy'}>
        {state === 'busy' ? t('wait') : t('submit')}
      </button>
    </form>
  );
}
