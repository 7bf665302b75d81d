import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageOf, localizedPath } from '@/lib/i18n/languages';
import { getEnv } from '@/lib/env';
import { getPublishedEvent, readCalendarContext } from '@/lib/events/data';
import { readSignupTarget, signupForm } from '@/lib/signups/visitor';
import { PageHero } from '@/components/site/page-hero';
import { NotFoundPage } from '@/components/site/not-found-page';
import { proofChallenge } from '@/lib/signups/proof';
import { readFormToken } from '@/lib/signups/tokens';
import { SignupFormView } from '@/components/signups/signup-form';
import { textIn } from '@/components/events/event-text';
import { dayText } from '@/components/events/format';

// The sign-up form of one date: made per request, as it carries a fresh form token (which records
// when the form was shown) and the places left now.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string; slug: string; date: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: languageOf(locale).tag, namespace: 'Signups' });
  return { title: t('heading'), robots: { index: false } };
}

export default async function Page({ params, searchParams }: PageProps) {
  const [{ locale, slug, date }, query] = await Promise.all([params, searchParams]);
  const language = languageOf(locale);
  setRequestLocale(language.tag);
  const event = await getPublishedEvent(slug);
  const target = event && (await readSignupTarget(event.id, date));
  if (!event || !target) return <NotFoundPage locale={language.tag} />;
  const [t, form, { timeZone }] = await Promise.all([
    getTranslations({ locale: language.tag, namespace: 'Signups' }),
    signupForm(target, language),
    readCalendarContext(),
  ]);
  const title = textIn(event.title, language).text;
  const when = dayText(date, { locale: language.tag, timeZone }, true);
  const error = typeof query.error === 'string' ? query.error : undefined;
  return (
    <article className="signup-page">
      <PageHero title={t('formTitle', { title, date: when })} />
      <div className="page-body">
        <SignupFormView
          form={form}
          action={`/api/events/${event.id}/occurrences/${date}/signups?locale=${language.code}`}
          language={language}
          keepDays={getEnv().signups.keepDays}
          error={error}
          proofChallenge={JSON.stringify(
            await proofChallenge(readFormToken(form.formToken)?.n ?? ''),
          )}
        />
        <p>
          <Link href={localizedPath(language.tag, `/events/${event.slug}/${date}`)}>
            {t('backToEvent')}
          </Link>
        </p>
      </div>
    </article>
  );
}
