import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ResetPasswordForm } from '@/components/accounts/reset-password-form.client';
import { checkResetToken, resetTokenUsername } from '@/lib/accounts/reset-links';
import { resetTokenSchema } from '@/lib/accounts/account-schemas';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import styles from '@/components/auth/login.module.css';

// The token is checked per request: used, expired or unknown links say so at once.
export const dynamic = 'force-dynamic';

interface ResetPasswordPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ token?: string | string[] }>;
}

export async function generateMetadata({ params }: ResetPasswordPageProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Accounts.reset' });
  // The token stays out of other sites' logs when a visitor follows a link from this page.
  return { title: t('metaTitle'), referrer: 'no-referrer' };
}

export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordPageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [t, { token: raw }] = await Promise.all([getTranslations('Accounts.reset'), searchParams]);
  const token = resetTokenSchema.safeParse(Array.isArray(raw) ? raw[0] : raw);
  const refusal = token.success ? await checkResetToken(token.data) : 'reset_invalid';
  // The page names the account the link is for, so nobody sets a password for the wrong one.
  const username = token.success && !refusal ? await resetTokenUsername(token.data) : null;
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        {refusal || !token.success ? (
          <>
            <p role="alert" className={styles.error}>
              {t(refusal ?? 'reset_invalid')}
            </p>
            <p>
              <Link href="/login">{t('signIn')}</Link>
            </p>
          </>
        ) : (
          <>
            <p>{username ? t('intro', { username }) : t('introNoName')}</p>
            <ResetPasswordForm token={token.data} />
          </>
        )}
      </div>
    </main>
  );
}
