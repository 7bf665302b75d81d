import type { Db } from '@/lib/db/client';
import { sampleSettings, sampleTranslations, seedServices } from '@/lib/db/seed-data';
import { fillSettingsTexts } from '@/lib/settings/seed-texts';
import { seedAnnouncements } from '@/lib/announcements/seed';
import { removeSeededPlaceholders } from '@/lib/pages/unsaved-pages';
import { languages, type LanguageCode } from '@/lib/i18n/languages';
import { loadMessages, type Messages } from '@/lib/i18n/messages';
import { seedSpecifiedPages } from '@/lib/pages/seed';

/**
 * Idempotent first-start seed. It only ever creates (besides removing the placeholder pages earlier
 * versions seeded): a row that exists (whatever staff did to it) is left alone. Settings and the schedule go in one transaction, and the settings row marks
 * "seeded", so a crash mid-seed leaves nothing half-made and deleting every service stays deleted.
 * Seeded texts come from each configured language's messages file.
 */
export async function seedDatabase(db: Db): Promise<void> {
  const messages = await Promise.all(
    languages.map(async ({ code, tag }) => ({ code, messages: await loadMessages(tag) })),
  );
  // On PostgreSQL the start-up lock runs seeds one at a time; two processes on one SQLite file can
  // still race, and then the one that loses on a unique key simply finds the other's rows.
  await ignoringDuplicates(() => seedSettingsAndSchedule(db, messages));
  await fillSettingsTexts(db, messages);
  // Pages are not seeded: a page without text shows visitors a note that it is being prepared, and
  // opens in edit mode for staff. Sites seeded by earlier versions lose the never-saved placeholder.
  await removeSeededPlaceholders(db);
  await ignoringDuplicates(() => seedAnnouncements(db, messages));
  await ignoringDuplicates(() => seedSpecifiedPages(db, messages));
}

type LanguageMessages = { code: LanguageCode; messages: Messages }[];

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';

async function ignoringDuplicates(seed: () => Promise<void>): Promise<void> {
  try {
    await seed();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/** `{en: …, ua: …}` from each language's messages. */
function perLanguageText(all: LanguageMessages, pick: (messages: Messages) => string) {
  return Object.fromEntries(all.map(({ code, messages }) => [code, pick(messages)]));
}

async function seedSettingsAndSchedule(db: Db, all: LanguageMessages): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.settings.findUnique({ where: { id: 1 }, select: { id: true } });
    if (existing) return;
    const translations = Object.fromEntries(
      all.flatMap(({ code }) => {
        const sample = sampleTranslations[code];
        return sample ? [[code, { ...sample }]] : [];
      }),
    );
    await tx.settings.create({ data: { id: 1, ...sampleSettings, translations, isSample: true } });
    await tx.service.createMany({
      data: seedServices.map(({ key, ...columns }, index) => ({
        title: perLanguageText(all, (m) => m.SeedSchedule[key].title),
        dayTime: perLanguageText(all, (m) => m.SeedSchedule[key].dayTime),
        note: perLanguageText(all, (m) => {
          const texts: Partial<Record<string, string>> = m.SeedSchedule[key];
          return texts.note ?? '';
        }),
        ...columns,
        sortOrder: index,
      })),
    });
    // Several processes starting on one SQLite file wait their turn for its write lock (busy
    // timeout 10 s): the transaction must outlast that wait rather than give up after Prisma's 5 s.
  }, SEED_TRANSACTION);
}

const SEED_TRANSACTION = { maxWait: 30_000, timeout: 30_000 };
