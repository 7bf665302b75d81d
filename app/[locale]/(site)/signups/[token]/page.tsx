import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { languageOf } from '@/lib/i18n/languages';
import { getEnv } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';
import { readCalendarContext } from '@/lib/events/data';
import { readOwnSignup } from '@/lib/signups/own';
import { NotFoundPage } from '@/components/site/not-found-page';
import { OwnSignupView } from '@/components/signups/own-signup';
import { dayText } from '@/components/events/format';

// A person's own sign-up page, reached by their personal link: per request, never cached or
// indexed, and nobody else's.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale: languageOf(locale).tag, namespace: 'Signups' });
  return { title: t('manageTitle'), robots: { index: false, follow: false } };
}

const notices = ['new', 'party', 'cancel'] as const;

export default async function Page({ params, searchParams }: PageProps) {
  const [{ locale, token }, query] = await Promise.all([params, searchParams]);
  const language = languageOf(locale);
  setRequestLocale(language.tag);
  // A link that is not one is the 404 page; an outage stays an outage.
  const signup = await readOwnSignup(token, language).catch((error: unknown) => {
    if (error instanceof ApiError) return null;
    throw error;
  });
  if (!signup) return <NotFoundPage locale={language.tag} />;
  const { timeZone } = await readCalendarContext();
  const when =
    signup.date === 'series' ? '' : dayText(signup.date, { locale: language.tag, timeZone }, true);
  const done = typeof query.done === 'string' ? query.done : query.new ? 'new' : undefined;
  return (
    <article className="page-body">
      <OwnSignupView
        signup={signup}
        token={token}
        language={language}
        when={when}
        keepDays={getEnv().signups.keepDays}
        notice={notices.find((value) => value === done)}
        error={typeof query.error === 'string' ? query.error : undefined}
      />
    </article>
  );
}
