import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  OneButtonPage,
  pagePath,
  readPage,
  ResultPage,
  subscriptionMetadata,
  type SubscriptionPageProps,
} from '@/components/subscriptions/page-parts';

export const dynamic = 'force-dynamic';

export const generateMetadata = subscriptionMetadata(
  '/subscription/unsubscribe',
  'unsubscribeTitle',
);

/**
 * The one-click link's page. A GET only shows the button; the button posts what a mail program
 * posts (RFC 8058) to this same address, which next.config.ts sends to the handler.
 */
export default async function UnsubscribePage(props: SubscriptionPageProps) {
  const { locale, token, status } = await readPage(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  if (status === 'unsubscribed') {
    return <ResultPage title={t('unsubscribed')} text={t('unsubscribedText')} />;
  }
  if (status === 'deleted') return <ResultPage title={t('deleted')} text={t('deletedText')} />;
  if (status === 'invalid' || !token) {
    return <ResultPage title={t('invalidLink')} text={t('invalidLinkText')} />;
  }
  return (
    <OneButtonPage
      locale={locale}
      title={t('unsubscribeTitle')}
      text={t('unsubscribeText')}
      button={t('unsubscribeButton')}
      action={pagePath(locale, '/subscription/unsubscribe', token)}
      fields={{ 'List-Unsubscribe': 'One-Click', from: 'page' }}
    />
  );
}
