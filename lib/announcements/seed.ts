import type { Db } from '@/lib/db/client';
import { getDb } from '@/lib/db/client';
import { defaultLanguage, type LanguageCode } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';

type LanguageMessages = { code: LanguageCode; messages: Messages }[];

/** The specification's three sample cards, in this order; texts: `SeedAnnouncements.<key>`. */
const sampleCards = ['easter', 'youth', 'outreach'] as const;

const SEED_STEP = 'announcements';

/**
 * The sample 'Latest Updates', once per site: on a new site, and on a site from a release before
 * announcements existed. The SeedStep row records that it ran, so announcements staff delete
 * stay deleted. They follow the date order (no pin), so staff's first own one comes on top.
 */
export async function seedAnnouncements(db: Db, all: LanguageMessages): Promise<void> {
  const text = (pick: (messages: Messages) => string) =>
    Object.fromEntries(all.map(({ code, messages }) => [code, pick(messages)]));
  await db.$transaction(
    async (tx) => {
      const done = await tx.seedStep.findUnique({ where: { name: SEED_STEP } });
      if (done) return;
      await tx.seedStep.create({ data: { name: SEED_STEP } });
      const now = Date.now();
      const today = new Date(new Date(now).toISOString().slice(0, 10));
      await tx.announcement.createMany({
        data: sampleCards.map((key, index) => ({
          title: text((m) => m.SeedAnnouncements[key].title),
          subtitle: text((m) => m.SeedAnnouncements[key].subtitle),
          body: text((m) => m.SeedAnnouncements[key].body),
          published: true,
          date: today,
          // Same day: one second apart keeps the specification's order under "newest first".
          createdAt: new Date(now - index * 1000),
        })),
      });
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/**
 * How many announcements are still a seeded sample as seeded (its title and text in the default
 * language unchanged): the first-day checklist asks staff to change or delete them.
 */
export async function countSampleAnnouncements(all: LanguageMessages): Promise<number> {
  const fallback = all.find(({ code }) => code === defaultLanguage.code)?.messages;
  if (!fallback) return 0;
  const samples = sampleCards.map((key) => fallback.SeedAnnouncements[key]);
  const rows = await getDb().announcement.findMany({ select: { title: true, body: true } });
  const textOf = (stored: unknown) =>
    stored && typeof stored === 'object'
      ? (stored as Record<string, unknown>)[defaultLanguage.code]
      : undefined;
  return rows.filter((row) =>
    samples.some(
      (sample) => textOf(row.title) === sample.title && textOf(row.body) === sample.body,
    ),
  ).length;
}
