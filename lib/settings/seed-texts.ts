import type { Db } from '@/lib/db/client';
import { defaultLanguage, type LanguageCode } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';
import type { TranslatableText } from '@/lib/settings/schemas';

type LanguageMessages = { code: LanguageCode; messages: Messages }[];
type HomeText = Exclude<TranslatableText, 'title' | 'description'>;

/** Today's home and contact texts, as each language's messages word them. */
function homeTexts(messages: Messages): Record<HomeText, string> {
  return {
    heroTagline: messages.Home.hero.tagline,
    patronName: messages.Home.patron.name,
    patronText: messages.Home.patron.text,
    officeHours: messages.ContactPage.details.hours,
  };
}

/** The specification's figures: 500+ members, 50+ years, 1 community. */
const seedStats = [
  { value: '500+', key: 'members' },
  { value: '50+', key: 'years' },
  { value: '1', key: 'community' },
] as const;

/** The home page's texts and figures as a new site gets them: what the checklist asks to replace. */
export function seededHomeTexts(all: LanguageMessages) {
  const fallback =
    all.find(({ code }) => code === defaultLanguage.code)?.messages ?? all[0]!.messages;
  const { heroTagline, patronName, patronText } = homeTexts(fallback);
  const stats = seedStats.map(({ value, key }) => ({
    value,
    label: Object.fromEntries(all.map(({ code, messages }) => [code, messages.Home.patron[key]])),
  }));
  return { heroTagline, patronName, patronText, stats };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? { ...(value as Record<string, unknown>) }
    : {};

/**
 * Fills the parish's texts that were never set (null column, missing translation key) with
 * today's texts: on a new site right after the settings row is made, and on a site upgraded from
 * a release without them. A text staff set, even to empty, is never touched.
 */
export async function fillSettingsTexts(db: Db, all: LanguageMessages): Promise<void> {
  const row = await db.settings.findUnique({
    where: { id: 1 },
    select: {
      heroTagline: true,
      patronName: true,
      patronText: true,
      officeHours: true,
      stats: true,
      translations: true,
    },
  });
  if (!row) return;
  const byCode = new Map(all.map(({ code, messages }) => [code, messages]));
  const fallback = byCode.get(defaultLanguage.code);
  if (!fallback) return;
  const data: Record<string, unknown> = {};

  for (const [key, text] of Object.entries(homeTexts(fallback)) as [HomeText, string][]) {
    if (row[key] === null) data[key] = text;
  }
  if (row.stats === null) {
    data.stats = seedStats.map(({ value, key }) => ({
      value,
      label: Object.fromEntries(all.map(({ code, messages }) => [code, messages.Home.patron[key]])),
    }));
  }
  const translations = asRecord(row.translations);
  let translationsChanged = row.translations === null;
  for (const { code, messages } of all) {
    if (code === defaultLanguage.code) continue;
    const own = asRecord(translations[code]);
    for (const [key, text] of Object.entries(homeTexts(messages))) {
      if (own[key] !== undefined) continue;
      own[key] = text;
      translationsChanged = true;
    }
    translations[code] = own;
  }
  if (translationsChanged) data.translations = translations;
  if (Object.keys(data).length === 0) return;
  await db.settings.update({ where: { id: 1 }, data });
}
