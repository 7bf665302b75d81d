import { getTranslations, setRequestLocale } from 'next-intl/server';
import { getSettings } from '@/lib/db/settings';
import type { Locale } from '@/lib/i18n/routing';

export const dynamic = 'force-dynamic';

export default async function HomePage({ params }: { params: Promise<{ locale: Locale }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, settings] = await Promise.all([getTranslations('Home'), getSettings()]);
  return (
    <main>
      <h1>{settings.title}</h1>
      <p>{t('welcome')}</p>
    </main>
  );
}
