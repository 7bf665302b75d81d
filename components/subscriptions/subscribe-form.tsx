import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { languageByCode, languageOf, localizedPath } from '@/lib/i18n/languages';
import type { Locale } from '@/lib/i18n/routing';
import { offeredLists, subscriptionLanguages, type MailingList } from '@/lib/subscriptions/schemas';
import { newFormToken } from '@/lib/subscriptions/tokens';

interface SubscribeFormProps {
  locale: Locale;
  /** Recorded with the consent: the footer's short form or the /subscribe page's. */
  form: 'footer' | 'page';
  /** The lists offered (the digest only where events exist to fill it). */
  lists?: readonly MailingList[];
}

/**
 * The subscription form, without JavaScript: it posts urlencoded to POST /api/subscriptions,
 * which answers with a 303 to "Check your inbox" (app/[locale]/(site)/subscribe). The footer's is
 * the short one, on every page: an address for the bulletin in the page's language, and a link to
 * /subscribe for the other lists and languages (the whole form is 1.4 KiB of every page's HTML).
 */
export async function SubscribeForm({ locale, form, lists = offeredLists }: SubscribeFormProps) {
  const t = await getTranslations({ locale, namespace: 'Subscribe' });
  const id = (name: string) => `subscribe-${form}-${name}`;
  const language = languageOf(locale);
  return (
    <form className="subscribe-form" method="post" action="/api/subscriptions">
      <input type="hidden" name="form" value={form} />
      <input type="hidden" name="locale" value={language.code} />
      {/* When the form was rendered: a post within two seconds of it is a script's. */}
      <input type="hidden" name="formToken" value={newFormToken()} />
      <label className="subscribe-form__email" htmlFor={id('email')}>
        {t('email')}
        <input id={id('email')} name="email" type="email" required autoComplete="email" />
      </label>
      {form === 'footer' ? (
        <>
          <input type="hidden" name="lists" value="bulletin" />
          <input type="hidden" name="language" value={language.code} />
        </>
      ) : (
        <>
          <fieldset>
            <legend>{t('lists')}</legend>
            {lists.map((list) => (
              <div key={list} className="subscribe-form__choice">
                <input
                  id={id(`list-${list}`)}
                  type="checkbox"
                  name="lists"
                  value={list}
                  defaultChecked={list === 'bulletin'}
                />
                <label htmlFor={id(`list-${list}`)}>{t(`listNames.${list}`)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('language')}</legend>
            {subscriptionLanguages.map((code) => (
              <div key={code} className="subscribe-form__choice">
                <input
                  id={id(`language-${code}`)}
                  type="radio"
                  name="language"
                  value={code}
                  defaultChecked={code === language.code}
                />
                <label htmlFor={id(`language-${code}`)}>
                  {t('languageName', {
                    language: code,
                    name: languageByCode(code)?.nativeName ?? code,
                  })}
                </label>
              </div>
            ))}
          </fieldset>
        </>
      )}
      {/* Hidden from people (visually and from assistive technology); bots fill it in. */}
      <div className="subscribe-form__trap" aria-hidden="true">
        <label htmlFor={id('website')}>{t('website')}</label>
        <input id={id('website')} name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <p className="subscribe-form__consent">{t('consent')}</p>
      <div>
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </div>
      {form === 'footer' ? (
        <p>
          <Link href={localizedPath(locale, '/subscribe')} prefetch={false}>
            {t('moreChoices')}
          </Link>
        </p>
      ) : null}
    </form>
  );
}
