import 'server-only';
import { getDb } from './client';
import { cached, cacheTags, invalidate } from '@/lib/cache';
import type { Settings, SettingsInput } from '@/lib/validation/settings';
import { effectiveTimeZone } from '@/lib/calendar/time-zone';
import { sampleSettings } from './seed-data';

type SettingsRow = typeof sampleSettings;

function toSettings(row: SettingsRow): Settings {
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
  };
}

function toRow(settings: SettingsInput): Omit<SettingsRow, 'timeZone'> & { timeZone?: string } {
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
  };
}

/** The site settings, straight from the database (seeded on first start; the sample values stand in if the row is gone). */
export async function readSettings(): Promise<Settings> {
  const row = await getDb().settings.findUnique({ where: { id: 1 } });
  return toSettings(row ?? sampleSettings);
}

/** The same, cached until the settings are saved: what visitors' pages read. */
export function getSettings(): Promise<Settings> {
  return cached('settings', [cacheTags.settings], readSettings);
}

export async function saveSettings(input: SettingsInput): Promise<Settings> {
  const data = { ...toRow(input), isSample: false };
  const row = await getDb().settings.upsert({
    where: { id: 1 },
    update: data,
    create: { id: 1, ...data },
  });
  await invalidate(cacheTags.settings);
  return toSettings(row);
}
