import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/auth/login-form.client';
import { safeNextPath } from '@/lib/accounts/next-path';
import { getEnv } from '@/lib/env';
import { countUsers } from '@/lib/accounts/users';
import { forgotByEmailAvailable } from '@/lib/accounts/forgot';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/languages';
import { ServiceUnavailable, unlessDatabaseDown } from '@/components/site/service-unavailable';
import { routeLocale } from '@/lib/i18n/route-locale';
import type { RegisterFormError } from '@/lib/accounts/register-form';
import { PASSWORD_MIN_LENGTH } from '@/lib/accounts/schemas';
import styles from '@/components/auth/login.module.css';

// The registration policy and the first-account rule are read per request.
export const dynamic = 'force-dynamic';

interface LoginPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{
    next?: string | string[];
    error?: string | string[];
    mode?: string | string[];
  }>;
}

export async function generateMetadata({ params }: LoginPageProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Login' });
  return { title: t('metaTitle') };
}

export default async function LoginPage({ params, searchParams }: LoginPageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [t, accounts, { next, error, mode }] = await Promise.all([
    getTranslations('Login'),
    getTranslations('Accounts.login'),
    searchParams,
  ]);
  const errorCode = Array.isArray(error) ? error[0] : error;
  const wantsRegister = (Array.isArray(mode) ? mode[0] : mode) === 'register';
  const initialError = wantsRegister
    ? registerFormError(errorCode, t)
    : errorCode === 'invalid' || errorCode === 'throttled' || errorCode === 'required'
      ? accounts(`errors.${errorCode}`)
      : null;
  // REGISTRATION=closed hides Register, except on a new site: someone must create the first
  // administrator, and the API allows exactly that.
  const users = await unlessDatabaseDown(() => countUsers());
  // The database is away: a 503 page in the visitor's language, not Next's bare error document.
  if (users === null)
    return (
      <main className={styles.page}>
        <ServiceUnavailable locale={locale} retryHref={localizedPath(locale, '/login')} />
      </main>
    );
  const firstAccount = users === 0;
  const registrationOpen = getEnv().registration !== 'closed' || firstAccount;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <LoginForm
          registrationOpen={registrationOpen}
          firstAccount={firstAccount}
          next={safeNextPath(next)}
          initialError={initialError}
          initialMode={wantsRegister && registrationOpen ? 'register' : 'login'}
        />
        <p className={styles.hint}>
          {forgotByEmailAvailable() ? (
            <Link href="/forgot-password">{accounts('forgotLink')}</Link>
          ) : (
            accounts('askAdmin')
          )}
        </p>
        <p className={styles.back}>
          <Link href="/">{t('backToSite')}</Link>
        </p>
      </div>
    </main>
  );
}

/** Why a registration posted without JavaScript came back (lib/accounts/register-form.ts). */
function registerFormError(
  code: string | undefined,
  t: Awaited<ReturnType<typeof getTranslations<'Login'>>>,
): string | null {
  const detail: Record<RegisterFormError, () => string> = {
    required: () => t('required'),
    username: () => `${t('registerFailed')}: ${t('usernameRules')}`,
    password: () => `${t('registerFailed')}: ${t('passwordRules', { min: PASSWORD_MIN_LENGTH })}`,
    taken: () => `${t('registerFailed')}: ${t('usernameTaken')}`,
    closed: () => `${t('registerFailed')}: ${t('registrationClosed')}`,
    throttled: () => t('tooManyAttempts', { seconds: 60 }),
  };
  return code && code in detail ? detail[code as RegisterFormError]() : null;
}
