import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { SubscribeForm } from '@/components/subscriptions/subscribe-form';
import {
  readPage,
  ResultPage,
  subscriptionMetadata,
  type SubscriptionPageProps,
} from '@/components/subscriptions/page-parts';

// The answer after a post is the same for every address ("Check your inbox"): rendered per
// request because of that query.
export const dynamic = 'force-dynamic';

export const generateMetadata = subscriptionMetadata('/subscribe', 'title');

export default async function SubscribePage(props: SubscriptionPageProps) {
  const { locale } = await readPage(props);
  const sent = (await props.searchParams).sent === '1';
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  if (sent) return <ResultPage title={t('checkInbox')} text={t('checkInboxText')} />;
  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="page-body">
        <SubscribeForm locale={locale} form="page" />
      </div>
    </>
  );
}
