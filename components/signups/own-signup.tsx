import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { defaultLanguage, localizedPath, type Language } from '@/lib/i18n/languages';
import type { OwnSignup } from '@/lib/signups/own';

// A person's own page (their personal link): where they stand, and forms to change the party
// size, cancel, or delete their details now. Plain forms: they work without JavaScript.

interface OwnSignupProps {
  signup: OwnSignup;
  token: string;
  language: Language;
  when: string;
  keepDays: number;
  notice?: 'new' | 'party' | 'cancel';
  error?: string;
}

export async function OwnSignupView(props: OwnSignupProps) {
  const { signup, token, language, when, keepDays, notice, error } = props;
  const t = await getTranslations({ locale: language.tag, namespace: 'Signups' });
  const action = `/api/signups/by-token/${token}?locale=${language.code}`;
  const title = signup.event.title[language.code] || signup.event.title[defaultLanguage.code] || '';
  const heading = signup.erased
    ? t('erasedTitle')
    : signup.status === 'cancelled'
      ? t('cancelledTitle')
      : signup.status === 'waiting'
        ? t('waiting', { position: signup.position ?? 0 })
        : t('signedUp');
  const errorText =
    error && t.has(`errors.${error}` as never) ? t(`errors.${error}` as never) : undefined;
  return (
    <div className="own-signup">
      <h1>{heading}</h1>
      <p>{t('forEvent', { title, date: when })}</p>
      {errorText ? (
        <p className="notice notice--error" role="alert">
          {errorText}
        </p>
      ) : notice === 'party' ? (
        <p className="notice" role="status">
          {t('changed')}
        </p>
      ) : null}
      {signup.status !== 'cancelled' ? (
        <>
          <p>{t('partyOf', { count: signup.party })}</p>
          <p>{t('manageIntro')}</p>
          <div className="signup-actions">
            <form method="post" action={action}>
              <input type="hidden" name="action" value="party" />
              <div className="field">
                <label htmlFor="own-party">{t('changeParty')}</label>
                <input
                  id="own-party"
                  name="party"
                  type="number"
                  min={1}
                  max={Math.max(signup.maxParty, signup.party)}
                  defaultValue={signup.party}
                  required
                />
              </div>
              <button type="submit" className="button">
                {t('saveParty')}
              </button>
            </form>
            <form method="post" action={action}>
              <input type="hidden" name="action" value="cancel" />
              <button type="submit" className="button">
                {t('cancel')}
              </button>
            </form>
          </div>
        </>
      ) : null}
      {!signup.erased ? (
        <form method="post" action={action}>
          <input type="hidden" name="action" value="erase" />
          <p className="signup-privacy" id="erase-hint">
            {t('eraseHint')} {t('privacy', { days: keepDays })}
          </p>
          <button type="submit" className="button" aria-describedby="erase-hint">
            {t('erase')}
          </button>
        </form>
      ) : null}
      {signup.event.slug ? (
        <p>
          <Link
            href={localizedPath(
              language.tag,
              `/events/${signup.event.slug}${signup.date === 'series' ? '' : `/${signup.date}`}`,
            )}
          >
            {t('backToEvent')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
