'use client';

import { useId, useState, type FormEvent, type MouseEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from './api-client';
import { clearLoggedInFlag, setLoggedInFlag } from './session-flag';
import { PASSWORD_MIN_LENGTH, registerSchema } from '@/lib/accounts/schemas';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import styles from './login.module.css';

type Mode = 'login' | 'register';

export interface LoginFormProps {
  registrationOpen: boolean;
  /** No account exists yet: the one registered now becomes the administrator. */
  firstAccount: boolean;
  /** Where to go after signing in (already checked to be a path on this site). */
  next: string | null;
  /** Why a sign-in posted without JavaScript came back (already in the page's language). */
  initialError?: string | null;
  /** `?mode=register`: the register form, as the toggle shows it without JavaScript. */
  initialMode?: Mode;
}

interface AuthAnswer {
  user?: { username: string; role: string };
  authToken?: string;
}

export function LoginForm({
  registrationOpen,
  firstAccount,
  next,
  initialError = null,
  initialMode = 'login',
}: LoginFormProps) {
  const t = useTranslations('Login');
  const locale = useLocale();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [error, setError] = useState<string | null>(initialError);
  const [detail, setDetail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;
  const passwordHintId = `${id}-password-hint`;
  const modeFormId = `${id}-mode`;
  const isRegister = registrationOpen && mode === 'register';

  function fail(message: string, more: string | null = null) {
    clearLoggedInFlag();
    setError(message);
    setDetail(more);
  }

  /** A localised reason for a refused registration, from the server's field or code. */
  function registerDetail(err: ApiRequestError): string | null {
    if (err.status === 409) return t('usernameTaken');
    if (err.status === 403) return t('registrationClosed');
    if (err.fields.username) return t('usernameRules');
    if (err.fields.password) return t('passwordRules', { min: PASSWORD_MIN_LENGTH });
    return null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const username = String(data.get('username') ?? '').trim();
    const password = String(data.get('password') ?? '');
    if (!username || !password) return fail(t('required'));
    if (isRegister) {
      // The API's own schema: the same rules, checked before the round trip.
      const parsed = registerSchema.safeParse({ username, password });
      if (!parsed.success) {
        const field = parsed.error.issues[0]?.path[0];
        return fail(
          t('registerFailed'),
          field === 'username'
            ? t('usernameRules')
            : t('passwordRules', { min: PASSWORD_MIN_LENGTH }),
        );
      }
    }
    setBusy(true);
    setError(null);
    setDetail(null);
    try {
      const answer = await apiRequest<AuthAnswer | null>(
        `/api/auth/${isRegister ? 'register' : 'login'}`,
        {
          method: 'POST',
          json: { username, password },
          redirectOn401: false,
        },
      );
      // The specification sets the flag only when the answer carries both user and token.
      if (!answer?.user || !answer.authToken) {
        setBusy(false);
        return fail(isRegister ? t('registerError') : t('loginError'));
      }
      setLoggedInFlag();
      // A full navigation, so the dashboard is rendered for the new session cookie.
      window.location.assign(next ?? localizedPath(locale, '/dashboard'));
    } catch (caught) {
      setBusy(false);
      const err =
        caught instanceof ApiRequestError
          ? caught
          : new ApiRequestError(0, 'network', String(caught));
      if (err.status === 429) {
        return fail(t('tooManyAttempts', { seconds: err.retryAfter ?? 60 }));
      }
      // No answer at all: "Failed to …"; an answer that refuses: "… failed".
      if (err.status === 0) return fail(isRegister ? t('registerError') : t('loginError'));
      return fail(
        isRegister ? t('registerFailed') : t('loginFailed'),
        isRegister ? registerDetail(err) : null,
      );
    }
  }

  function switchMode(event: MouseEvent, next: Mode) {
    // With JavaScript the toggle switches in place; without it, it asks for /login?mode=….
    event.preventDefault();
    setMode(next);
    setError(null);
    setDetail(null);
  }

  return (
    <>
      <h1 className={styles.heading}>{isRegister ? t('registerHeading') : t('loginHeading')}</h1>
      {/* A new site says up front who its first account will be. */}
      {firstAccount && <p className={styles.hint}>{t('firstAccountNote')}</p>}
      {registrationOpen && (
        <>
          {/* The toggle's buttons submit this GET form when JavaScript is off (?mode=register). */}
          <form id={modeFormId} method="get" hidden>
            {next && <input type="hidden" name="next" value={next} />}
          </form>
          <div className={styles.toggle} role="group" aria-label={t('modeLabel')}>
            <button
              type="submit"
              form={modeFormId}
              name="mode"
              value="login"
              aria-pressed={mode === 'login'}
              onClick={(event) => switchMode(event, 'login')}
            >
              {t('login')}
            </button>
            <button
              type="submit"
              form={modeFormId}
              name="mode"
              value="register"
              aria-pressed={mode === 'register'}
              onClick={(event) => switchMode(event, 'register')}
            >
              {t('register')}
            </button>
          </div>
        </>
      )}
      {/* Without JavaScript (or before it runs) the form posts to the same sign-in, never a GET
          that would put the password in the URL; with JavaScript, submit() takes over. */}
      <form
        className={styles.form}
        method="post"
        action={isRegister ? '/api/auth/register' : '/api/auth/login'}
        onSubmit={submit}
        noValidate
        aria-describedby={error ? errorId : undefined}
      >
        <input type="hidden" name="language" value={languageOf(locale).code} />
        {next && <input type="hidden" name="next" value={next} />}
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
        <label htmlFor={`${id}-password`}>{t('password')}</label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={isRegister ? passwordHintId : undefined}
        />
        {isRegister && (
          <p id={passwordHintId} className={styles.hint}>
            {t('passwordRules', { min: PASSWORD_MIN_LENGTH })}
          </p>
        )}
        <div id={errorId} role="alert" className={styles.error}>
          {error && (
            <>
              <strong>{error}</strong>
              {detail && <span> {detail}</span>}
            </>
          )}
        </div>
        <button type="submit" className={styles.submit} disabled={busy}>
          {busy ? t('wait') : isRegister ? t('register') : t('login')}
        </button>
        {isRegister && !firstAccount && <p className={styles.hint}>{t('approvalNote')}</p>}
      </form>
    </>
  );
}
