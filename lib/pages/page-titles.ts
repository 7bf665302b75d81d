import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Messages } from '@/lib/i18n/messages';
import type { Locale } from '@/lib/i18n/languages';
import type { EditablePage } from './pages';

type EditablePageSlug = keyof Messages['EditablePages'];

/** The catalogue's name of each editable page in a language (`EditablePages.<slug>` messages). */
export async function editablePageTitles(locale: Locale): Promise<(page: EditablePage) => string> {
  const t = await getTranslations({ locale, namespace: 'EditablePages' });
  return (page) => t(page.slug as EditablePageSlug);
}
