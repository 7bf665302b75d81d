import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ForgotPasswordForm } from '@/components/accounts/forgot-password-form.client';
import { forgotByEmailAvailable } from '@/lib/accounts/forgot';
import { Link } from '@/lib/i18n/navigation';
import { routeLocale } from '@/lib/i18n/route-locale';
import styles from '@/components/auth/login.module.css';

// Whether the site can send e-mail (SMTP_URL) is read per request.
export const dynamic = 'force-dynamic';

interface ForgotPasswordPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: ForgotPasswordPageProps): Promise<Metadata> {
  const locale = routeLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'Accounts.forgot' });
  return { title: t('metaTitle') };
}

export default async function ForgotPasswordPage({ params }: ForgotPasswordPageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const t = await getTranslations('Accounts.forgot');
  const byEmail = forgotByEmailAvailable();
  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.heading}>{t('heading')}</h1>
        {byEmail ? (
          <>
            <p>{t('intro')}</p>
            <ForgotPasswordForm />
          </>
        ) : (
          <p>{t('noMail')}</p>
        )}
        <p className={styles.back}>
          <Link href="/login">{t('backToLogin')}</Link>
        </p>
      </div>
    </main>
  );
}
