import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/routing';
import { pageMetadata } from '@/lib/seo/metadata';
import { PageHero } from '@/components/site/page-hero';

// What the subscription pages share: their props, query reading, metadata and a result view.

export interface SubscriptionPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function readPage({ params, searchParams }: SubscriptionPageProps) {
  const locale = routeLocale((await params).locale);
  const query = await searchParams;
  const first = (value: string | string[] | undefined) =>
    (Array.isArray(value) ? value[0] : value) ?? '';
  return {
    locale,
    token: first(query.token).slice(0, 200),
    status: first(query.status).slice(0, 20),
  };
}

/** Private pages of one person's link: kept out of search engines. */
export function subscriptionMetadata(
  path: string,
  titleKey: 'title' | 'manageTitle' | 'confirmTitle' | 'unsubscribeTitle',
) {
  return async ({ params }: SubscriptionPageProps): Promise<Metadata> => {
    const locale = routeLocale((await params).locale);
    const t = await getTranslations({ locale, namespace: 'Subscribe' });
    return pageMetadata({
      locale,
      path,
      title: t(titleKey),
      description: t('intro'),
      noIndex: true,
    });
  };
}

export function ResultPage({ title, text }: { title: string; text: string }) {
  return (
    <>
      <PageHero title={title} />
      <div className="page-body subscription-result">
        <p role="status">{text}</p>
      </div>
    </>
  );
}

/** A page whose one button posts the link's token (a GET of the link changes nothing). */
export async function OneButtonPage(props: {
  locale: Locale;
  title: string;
  text: string;
  button: string;
  action: string;
  fields: Record<string, string>;
}) {
  return (
    <>
      <PageHero title={props.title} />
      <div className="page-body subscription-result">
        <p>{props.text}</p>
        <form method="post" action={props.action}>
          {Object.entries(props.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <input type="hidden" name="locale" value={languageOf(props.locale).code} />
          <button type="submit" className="button button--primary">
            {props.button}
          </button>
        </form>
      </div>
    </>
  );
}

export const pagePath = (locale: Locale, path: string, token: string) =>
  `${localizedPath(locale, path)}?${new URLSearchParams({ token })}`;
