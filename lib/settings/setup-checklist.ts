import type { Settings } from '@/lib/settings/schemas';
import type { Messages } from '@/lib/i18n/messages';
import { translatedLanguages } from '@/lib/settings/schemas';
import { isSampleValue } from './sample';

/** Where an item is done: a Settings fieldset, the bulletins tab or the Edit Text tab. */
export type SetupTarget =
  { tab: 'settings'; anchor: string } | { tab: 'bulletins' } | { tab: 'text' };

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
}: SetupFacts): SetupItem[] {
  const { address, socialLinks } = settings;
  const settingsAt = (anchor: string): SetupTarget => ({ tab: 'settings', anchor });
  return [
    {
      id: 'parishName',
      done:
        ownValue('title', settings.title) &&
        translatedLanguages.every(({ code }) => Boolean(settings.translations[code]?.title)),
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
    { id: 'heroImage', done: heroImage !== '', target: settingsAt('settings-pictures') },
    { id: 'bulletin', done: bulletinCount > 0, target: { tab: 'bulletins' } },
    {
      id: 'pages',
      done: pagesWithText >= pagesTotal,
      target: { tab: 'text' },
      values: { count: pagesWithText, total: pagesTotal },
    },
  ];
}
