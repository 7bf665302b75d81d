import 'server-only';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { cacheFor, cacheTags, invalidate } from '@/lib/cache';
import {
  digestDays,
  type DigestDay,
  type Settings,
  type SettingsInput,
} from '@/lib/settings/schemas';
import { effectiveTimeZone } from '@/lib/schedule/time-zone';
import { localizedSettings, type LocalizedSettings } from '@/lib/settings/localized';
import { readStats, readTranslations, mergeTranslations } from '@/lib/settings/stored-texts';
import { sampleSettings } from '@/lib/db/seed-data';
import { readChurchCalendar, saveChurchCalendar } from '@/lib/events/church-settings';
import type { ChurchCalendar } from '@/lib/events/church-calendar';

const settingsColumns = {
  title: true,
  description: true,
  addressLine1: true,
  addressLine2: true,
  addressCity: true,
  addressProvinceOrState: true,
  addressPostalCode: true,
  addressCountry: true,
  addressLink: true,
  phone: true,
  email: true,
  website: true,
  facebook: true,
  instagram: true,
  youtube: true,
  timeZone: true,
  heroTagline: true,
  patronName: true,
  patronText: true,
  officeHours: true,
  stats: true,
  translations: true,
  digestDay: true,
  digestHour: true,
} satisfies Prisma.SettingsSelect;

type SettingsRow = Prisma.SettingsGetPayload<{ select: typeof settingsColumns }>;

/** What stands in while the row is gone: the sample values, no optional text. */
const sampleRow: SettingsRow = {
  ...sampleSettings,
  heroTagline: null,
  patronName: null,
  patronText: null,
  officeHours: null,
  stats: null,
  translations: null,
  digestDay: 'saturday',
  digestHour: 17,
};

/** The stored day, which only the schema's values reach; anything else reads as the default. */
const readDigestDay = (stored: string): DigestDay =>
  digestDays.find((day) => day === stored) ?? 'saturday';

function toSettings(row: SettingsRow, church: ChurchCalendar): Settings {
  return {
    title: row.title,
    description: row.description,
    address: {
      line1: row.addressLine1,
      line2: row.addressLine2,
      city: row.addressCity,
      provinceOrState: row.addressProvinceOrState,
      postalCode: row.addressPostalCode,
      country: row.addressCountry,
      link: row.addressLink,
    },
    phone: row.phone,
    email: row.email,
    website: row.website,
    socialLinks: { facebook: row.facebook, instagram: row.instagram, youtube: row.youtube },
    timeZone: effectiveTimeZone(row.timeZone),
    ...church,
    heroTagline: row.heroTagline ?? '',
    patronName: row.patronName ?? '',
    patronText: row.patronText ?? '',
    officeHours: row.officeHours ?? '',
    stats: readStats(row.stats),
    translations: readTranslations(row.translations),
    digestDay: readDigestDay(row.digestDay),
    digestHour: row.digestHour,
  };
}

/** The columns a save writes: the specification's always, the optional fields when given. */
function toRow(settings: SettingsInput, storedTranslations: unknown) {
  const { address, socialLinks } = settings;
  return {
    title: settings.title,
    description: settings.description,
    addressLine1: address.line1,
    addressLine2: address.line2,
    addressCity: address.city,
    addressProvinceOrState: address.provinceOrState,
    addressPostalCode: address.postalCode,
    addressCountry: address.country,
    addressLink: address.link,
    phone: settings.phone,
    email: settings.email,
    website: settings.website,
    facebook: socialLinks.facebook,
    instagram: socialLinks.instagram,
    youtube: socialLinks.youtube,
    ...(settings.timeZone !== undefined && { timeZone: settings.timeZone }),
    ...(settings.heroTagline !== undefined && { heroTagline: settings.heroTagline }),
    ...(settings.patronName !== undefined && { patronName: settings.patronName }),
    ...(settings.patronText !== undefined && { patronText: settings.patronText }),
    ...(settings.officeHours !== undefined && { officeHours: settings.officeHours }),
    ...(settings.stats !== undefined && { stats: settings.stats }),
    ...(settings.digestDay !== undefined && { digestDay: settings.digestDay }),
    ...(settings.digestHour !== undefined && { digestHour: settings.digestHour }),
    ...(settings.translations !== undefined && {
      translations: mergeTranslations(storedTranslations, settings.translations),
    }),
  };
}

/** The site settings, straight from the database (seeded on first start; the sample values stand in if the row is gone). */
export async function readSettings(): Promise<Settings> {
  const [row, church] = await Promise.all([
    getDb().settings.findUnique({ where: { id: 1 }, select: settingsColumns }),
    readChurchCalendar(),
  ]);
  return toSettings(row ?? sampleRow, church);
}

/** The same, cached until the settings are saved: what visitors' pages read. */
export async function getSettings(): Promise<Settings> {
  'use cache';
  // Next's key names this function of this build: after an upgrade no instance reads an entry of
  // the old shape from a shared cache.
  cacheFor([cacheTags.settings]);
  return readSettings();
}

/** The settings as a page in this language (next-intl locale) shows them. */
export async function getLocalizedSettings(locale: string): Promise<LocalizedSettings> {
  return localizedSettings(await getSettings(), locale);
}

/**
 * Saves what the input gives. Translations are merged into the stored ones (an omitted language
 * or text stays), read and written in one transaction so two saves cannot undo each other's.
 */
export async function saveSettings(input: SettingsInput): Promise<Settings> {
  const db = getDb();
  const write = (client: Pick<typeof db, 'settings'>, storedTranslations: unknown) => {
    const data = { ...toRow(input, storedTranslations), isSample: false };
    return client.settings.upsert({ where: { id: 1 }, update: data, create: { id: 1, ...data } });
  };
  const row =
    input.translations === undefined
      ? await write(db, undefined)
      : await db.$transaction(async (tx) => {
          const stored = await tx.settings.findUnique({
            where: { id: 1 },
            select: { translations: true },
          });
          return write(tx, stored?.translations);
        });
  await saveChurchCalendar({ paschalion: input.paschalion, feastStyle: input.feastStyle });
  await invalidate(cacheTags.settings);
  return toSettings(row, await readChurchCalendar());
}

/** True while the seeded sample settings were never saved by staff (the Settings form marks them). */
export async function settingsAreSample(): Promise<boolean> {
  const row = await getDb().settings.findUnique({ where: { id: 1 }, select: { isSample: true } });
  return row?.isSample ?? true;
}

/** When the settings were last saved (the sitemap's lastmod); null before they are seeded. */
export async function settingsChangedAt(): Promise<Date | null> {
  const row = await getDb().settings.findUnique({ where: { id: 1 }, select: { updatedAt: true } });
  return row?.updatedAt ?? null;
}

/** The time zone staff chose ('' = none yet), uncached: for work outside any request. */
export async function storedTimeZone(): Promise<string | undefined> {
  const row = await getDb().settings.findUnique({ where: { id: 1 }, select: { timeZone: true } });
  return row?.timeZone;
}
