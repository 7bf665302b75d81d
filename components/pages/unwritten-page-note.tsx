import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/languages';

/** What visitors read on an editable page that has no text yet, in their language. */
export async function UnwrittenPageNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'EditablePage' });
  return (
    <p className="notice notice--subtle unwritten-page-note">
      {t.rich('unwritten', {
        link: (text) => <a href={localizedPath(locale, '/contact-us')}>{text}</a>,
      })}
    </p>
  );
}
