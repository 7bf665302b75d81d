import type { Db } from './client';
import { sampleSettings, seedServices } from './seed-data';
import { editablePages } from '@/lib/content/pages';
import { defaultDoc } from '@/lib/content/default-doc';

/**
 * Idempotent first-start seed. It only ever creates: a row that exists (whatever staff did to it)
 * is left alone. Settings and the schedule go in one transaction, and the settings row marks
 * "seeded", so a crash mid-seed leaves nothing half-made and deleting every service stays deleted.
 */
export async function seedDatabase(db: Db): Promise<void> {
  // On PostgreSQL the start-up lock runs seeds one at a time; two processes on one SQLite file can
  // still race, and then the one that loses on a unique key simply finds the other's rows.
  await ignoringDuplicates(() => seedSettingsAndSchedule(db));
  await ignoringDuplicates(() => seedPages(db));
}

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';

async function ignoringDuplicates(seed: () => Promise<void>): Promise<void> {
  try {
    await seed();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

async function seedSettingsAndSchedule(db: Db): Promise<void> {
  await db.$transaction(async (tx) => {
    const existing = await tx.settings.findUnique({ where: { id: 1 }, select: { id: true } });
    if (existing) return;
    await tx.settings.create({ data: { id: 1, ...sampleSettings, isSample: true } });
    await tx.service.createMany({ data: seedServices });
    // Several processes starting on one SQLite file wait their turn for its write lock (busy
    // timeout 10 s): the transaction must outlast that wait rather than give up after Prisma's 5 s.
  }, SEED_TRANSACTION);
}

const SEED_TRANSACTION = { maxWait: 30_000, timeout: 30_000 };

async function seedPages(db: Db): Promise<void> {
  const present = new Set(
    (await db.pageContent.findMany({ select: { slug: true } })).map((row) => row.slug),
  );
  const missing = editablePages.filter((page) => !present.has(page.slug));
  if (missing.length === 0) return;
  await db.$transaction(
    missing.map((page) =>
      // upsert with an empty update: a concurrent start that created the row first wins untouched.
      db.pageContent.upsert({
        where: { slug: page.slug },
        update: {},
        create: {
          slug: page.slug,
          titleEn: page.title.en,
          titleUa: page.title.ua,
          contentEn: defaultDoc() as object,
        },
      }),
    ),
  );
}
