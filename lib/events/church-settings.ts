import 'server-only';
import { getDb } from '@/lib/db/client';
import { cacheTags, invalidate } from '@/lib/cache';
import { defaultChurchCalendar, type ChurchCalendar } from './church-calendar';

// The Church's calendar the events follow, a setting staff choose in Settings (PUT /api/settings
// takes `paschalion` and `feastStyle`): kept in this domain's own table (one row; none = the
// defaults) and read with the settings.

export async function readChurchCalendar(): Promise<ChurchCalendar> {
  const row = await getDb().churchCalendar.findUnique({ where: { id: 1 } });
  return {
    paschalion: row?.paschalion === 'gregorian' ? 'gregorian' : defaultChurchCalendar.paschalion,
    feastStyle: row?.feastStyle === 'old' ? 'old' : defaultChurchCalendar.feastStyle,
  };
}

/**
 * Saves the choices given (an omitted one stays). Part of the settings save, which records the
 * activity; every date counted from Pascha or a church date moves with it (the `events` tag).
 */
export async function saveChurchCalendar(input: Partial<ChurchCalendar>): Promise<void> {
  const data = {
    ...(input.paschalion && { paschalion: input.paschalion }),
    ...(input.feastStyle && { feastStyle: input.feastStyle }),
  };
  if (Object.keys(data).length === 0) return;
  await getDb().churchCalendar.upsert({
    where: { id: 1 },
    update: data,
    create: { id: 1, ...data },
  });
  await invalidate(cacheTags.events);
}
