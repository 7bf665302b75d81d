import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { localizedPath, type Language } from '@/lib/i18n/languages';
import { readSignupSettings } from '@/lib/signups/data';

// On the event date's page (static, shared by every visitor): whether the date takes sign-ups and
// where the form is. The places left are on the form's own page, which is made per request, so no
// cached page ever promises a place that is gone.

export async function SignupLink({
  eventId,
  slug,
  date,
  cancelled,
  language,
}: {
  eventId: string;
  slug: string;
  date: string;
  cancelled: boolean;
  language: Language;
}) {
  if (cancelled || !(await readSignupSettings(eventId))) return null;
  const t = await getTranslations({ locale: language.tag, namespace: 'Signups' });
  return (
    <section className="signup-link" aria-labelledby="signup-heading">
      <h2 id="signup-heading">{t('heading')}</h2>
      <p>
        <Link
          className="button button--primary"
          href={localizedPath(language.tag, `/events/${slug}/${date}/signup`)}
        >
          {t('signUpLink')}
        </Link>
      </p>
    </section>
  );
}
