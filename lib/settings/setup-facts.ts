import 'server-only';
import { readSettings } from '@/lib/settings/data';
import { readSitePictures } from '@/lib/settings/site-pictures';
import { getBulletinsPage } from '@/lib/bulletins/data';
import { getTranslationStatuses } from '@/lib/pages/translation-status';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import { countSampleAnnouncements } from '@/lib/announcements/seed';
import { seededHomeTexts } from './seed-texts';
import { setupChecklist, type SetupItem } from './setup-checklist';

/** The first-day checklist from the database as it is now (staff see their own saves at once). */
export async function getSetupChecklist(): Promise<SetupItem[]> {
  const all = await Promise.all(
    languages.map(async ({ code, tag }) => ({ code, messages: await loadMessages(tag) })),
  );
  const [settings, pictures, bulletins, pages, sampleAnnouncements] = await Promise.all([
    readSettings(),
    readSitePictures(),
    getBulletinsPage(1, 1),
    getTranslationStatuses(),
    countSampleAnnouncements(all),
  ]);
  return setupChecklist({
    settings,
    bulletinCount: bulletins.total,
    pagesWithText: pages.filter((page) => page.languages[defaultLanguage.code].state !== 'missing')
      .length,
    pagesTotal: pages.length,
    heroImage: pictures.heroImage,
    seeded: seededHomeTexts(all),
    sampleAnnouncements,
  });
}
