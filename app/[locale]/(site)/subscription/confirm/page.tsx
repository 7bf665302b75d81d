import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  OneButtonPage,
  readPage,
  ResultPage,
  subscriptionMetadata,
  type SubscriptionPageProps,
} from '@/components/subscriptions/page-parts';

export const dynamic = 'force-dynamic';

export const generateMetadata = subscriptionMetadata('/subscription/confirm', 'confirmTitle');

/** The confirmation link's page: one button confirms (a mail scanner's GET confirms nothing). */
export default async function ConfirmPage(props: SubscriptionPageProps) {
  const { locale, token, status } = await readPage(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  if (status === 'confirmed')
    return <ResultPage title={t('confirmed')} text={t('confirmedText')} />;
  if (status === 'invalid' || !token) {
    return <ResultPage title={t('invalidLink')} text={t('invalidLinkText')} />;
  }
  return (
    <OneButtonPage
      locale={locale}
      title={t('confirmTitle')}
      text={t('confirmText')}
      button={t('confirmButton')}
      action="/api/subscriptions/confirm"
      fields={{ token }}
    />
  );
}
