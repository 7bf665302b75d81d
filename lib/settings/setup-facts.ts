import 'server-only';
import { readSettings } from '@/lib/settings/data';
import { readSitePictures } from '@/lib/settings/site-pictures';
import { getBulletinsPage } from '@/lib/bulletins/data';
import { getTranslationStatuses } from '@/lib/pages/translation-status';
import { defaultLanguage } from '@/lib/i18n/languages';
import { setupChecklist, type SetupItem } from './setup-checklist';

/** The first-day checklist from the database as it is now (staff see their own saves at once). */
export async function getSetupChecklist(): Promise<SetupItem[]> {
  const [settings, pictures, bulletins, pages] = await Promise.all([
    readSettings(),
    readSitePictures(),
    getBulletinsPage(1, 1),
    getTranslationStatuses(),
  ]);
  return setupChecklist({
    settings,
    bulletinCount: bulletins.total,
    pagesWithText: pages.filter((page) => page.languages[defaultLanguage.code].state !== 'missing')
      .length,
    pagesTotal: pages.length,
    heroImage: pictures.heroImage,
  });
}
