import type { Settings, Stat } from '@/lib/settings/schemas';
import type { Messages } from '@/lib/i18n/messages';
import { translatedLanguages } from '@/lib/settings/schemas';
import { isSampleValue } from './sample';

/** Where an item is done: a Settings fieldset, the bulletins tab or the Edit Text tab. */
export type SetupTarget =
  | { tab: 'settings'; anchor: string }
  | { tab: 'bulletins' }
  | { tab: 'text' }
  | { tab: 'announcements' };

export interface SetupItem {
  /** Its label is `Dashboard.setup.items.<id>` (in every messages file). */
  id: keyof Messages['Dashboard']['setup']['items'];
  done: boolean;
  target: SetupTarget;
  /** Values for the label (`{count}/{total}`). */
  values?: Record<string, number>;
}

export interface SetupFacts {
  settings: Settings;
  bulletinCount: number;
  /** Editable pages with text in the default language, of `pagesTotal` (lib/pages/pages). */
  pagesWithText: number;
  pagesTotal: number;
  /** The hero image chosen in Settings ('' while none). */
  heroImage: string;
  /** The home page's texts as seeded, in the default language (lib/settings/seed-texts.ts). */
  seeded: { heroTagline: string; patronName: string; patronText: string; stats: SeededStat[] };
  /** Seeded sample announcements still there as seeded (title and text unchanged). */
  sampleAnnouncements: number;
}

type SeededStat = { value: string; label: Record<string, string> };

/** The figures as seeded: same values and same labels in every language. */
function sameStats(stats: Stat[], seeded: SeededStat[]): boolean {
  return (
    stats.length === seeded.length &&
    stats.every((stat, index) => {
      const seed = seeded[index]!;
      const labels = seed.label;
      return (
        stat.value === seed.value &&
        Object.entries(stat.label as Record<string, string>).every(
          ([code, label]) => label === (labels[code] ?? ''),
        )
      );
    })
  );
}

/** Set by staff: not empty and not the seeded sample. */
const ownValue = (path: string, value: string) =>
  value.trim() !== '' && !isSampleValue(path, value);

/**
 * The first-day checklist, in order. "Done" means staff set the value themselves: a seeded sample
 * never counts. Adding an item is one line in this list plus its label in each messages file.
 */
export function setupChecklist({
  settings,
  bulletinCount,
  pagesWithText,
  pagesTotal,
  heroImage,
  seeded,
  sampleAnnouncements,
}: SetupFacts): SetupItem[] {
  const { address, socialLinks } = settings;
  const settingsAt = (anchor: string): SetupTarget => ({ tab: 'settings', anchor });
  return [
    {
      id: 'parishName',
      done:
        ownValue('title', settings.title) &&
        translatedLanguages.every(({ code }) =>
          ownValue(`translations.${code}.title`, settings.translations[code]?.title ?? ''),
        ),
      target: settingsAt('settings-general'),
    },
    {
      id: 'address',
      done: ownValue('address.line1', address.line1),
      target: settingsAt('settings-address'),
    },
    {
      id: 'phone',
      done: ownValue('phone', settings.phone),
      target: settingsAt('settings-contact'),
    },
    {
      id: 'email',
      done: ownValue('email', settings.email),
      target: settingsAt('settings-contact'),
    },
    {
      id: 'social',
      done: Object.entries(socialLinks).every(
        ([network, url]) => !isSampleValue(`socialLinks.${network}`, url),
      ),
      target: settingsAt('settings-social'),
    },
    // The home page's samples: done when changed or emptied (a seeded text is never the parish's).
    {
      id: 'tagline',
      done: settings.heroTagline !== seeded.heroTagline,
      target: settingsAt('settings-home'),
    },
    {
      id: 'patron',
      done: settings.patronName !== seeded.patronName && settings.patronText !== seeded.patronText,
      target: settingsAt('settings-home'),
    },
    {
      id: 'figures',
      done: !sameStats(settings.stats, seeded.stats),
      target: settingsAt('settings-stats'),
    },
    { id: 'heroImage', done: heroImage !== '', target: settingsAt('settings-pictures') },
    {
      id: 'announcements',
      done: sampleAnnouncements === 0,
      target: { tab: 'announcements' },
      values: { count: sampleAnnouncements },
    },
    { id: 'bulletin', done: bulletinCount > 0, target: { tab: 'bulletins' } },
    {
      id: 'pages',
      done: pagesWithText >= pagesTotal,
      target: { tab: 'text' },
      values: { count: pagesWithText, total: pagesTotal },
    },
  ];
}
