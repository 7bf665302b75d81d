import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageByCode, languageOf } from '@/lib/i18n/languages';
import { subscriberOfLink } from '@/lib/subscriptions/links';
import { offeredLists, subscriptionLanguages } from '@/lib/subscriptions/schemas';
import { PageHero } from '@/components/site/page-hero';
import {
  readPage,
  ResultPage,
  subscriptionMetadata,
  type SubscriptionPageProps,
} from '@/components/subscriptions/page-parts';

export const dynamic = 'force-dynamic';

export const generateMetadata = subscriptionMetadata('/subscription', 'manageTitle');

/** "Manage your subscription": lists and language, the data download and its deletion, no account. */
export default async function ManagePage(props: SubscriptionPageProps) {
  const { locale, token, status } = await readPage(props);
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  const subscriber = token ? await subscriberOfLink(token) : null;
  if (!subscriber) return <ResultPage title={t('invalidLink')} text={t('invalidLinkText')} />;
  const code = languageOf(locale).code;
  return (
    <>
      <PageHero title={t('manageTitle')} intro={t('manageText', { email: subscriber.email })} />
      <div className="page-body subscription-result">
        {status === 'saved' ? <p role="status">{t('saved')}</p> : null}
        <form className="subscribe-form" method="post" action="/api/subscriptions/manage">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={code} />
          <fieldset>
            <legend>{t('lists')}</legend>
            {offeredLists
              .concat(subscriber.lists.filter((list) => !offeredLists.includes(list)))
              .map((list) => (
                <div key={list} className="subscribe-form__choice">
                  <input
                    id={`manage-list-${list}`}
                    type="checkbox"
                    name="lists"
                    value={list}
                    defaultChecked={subscriber.lists.includes(list)}
                  />
                  <label htmlFor={`manage-list-${list}`}>{t(`listNames.${list}`)}</label>
                </div>
              ))}
          </fieldset>
          <fieldset>
            <legend>{t('language')}</legend>
            {subscriptionLanguages.map((language) => (
              <div key={language} className="subscribe-form__choice">
                <input
                  id={`manage-language-${language}`}
                  type="radio"
                  name="language"
                  value={language}
                  defaultChecked={subscriber.language === language}
                />
                <label htmlFor={`manage-language-${language}`}>
                  {t('languageName', {
                    language,
                    name: languageByCode(language)?.nativeName ?? language,
                  })}
                </label>
              </div>
            ))}
          </fieldset>
          <div>
            <button type="submit" className="button button--primary">
              {t('save')}
            </button>
          </div>
        </form>
        <p>
          <a href={`/api/subscriptions/data?${new URLSearchParams({ token })}`} download>
            {t('download')}
          </a>
        </p>
        <form method="post" action="/api/subscriptions/delete">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="locale" value={code} />
          <button type="submit" className="button">
            {t('delete')}
          </button>
        </form>
      </div>
    </>
  );
}
