import type { Db } from '@/lib/db/client';
import { specifiedPages } from '@/lib/pages/pages';
import type { LanguageCode } from '@/lib/i18n/languages';
import type { Messages } from '@/lib/i18n/messages';

const STEP = 'pages-as-data';

/**
 * Creates the specification's 21 pages as `Page` entries once per site (a new site, or one from a
 * release before pages were data), named in every language from the messages (`EditablePages`).
 * Recorded as a seed step, so what staff rename or retire later stays so.
 */
export async function seedSpecifiedPages(
  db: Db,
  all: { code: LanguageCode; messages: Messages }[],
): Promise<void> {
  await db.$transaction(async (tx) => {
    if (await tx.seedStep.findUnique({ where: { name: STEP } })) return;
    const existing = new Set(
      (await tx.page.findMany({ select: { slug: true } })).map((p) => p.slug),
    );
    const order = new Map<string, number>();
    for (const page of specifiedPages) {
      const sortOrder = order.get(page.section) ?? 0;
      order.set(page.section, sortOrder + 1);
      if (existing.has(page.slug)) continue;
      const title = Object.fromEntries(
        all.map(({ code, messages }) => [
          code,
          (messages.EditablePages as Record<string, string>)[page.slug] ?? '',
        ]),
      );
      await tx.page.create({
        data: { slug: page.slug, section: page.section, title, sortOrder, showInMenu: true },
      });
    }
    await tx.seedStep.create({ data: { name: STEP } });
  }, SEED_TRANSACTION);
}

/** As the other seeds: several processes on one SQLite file wait their turn for its write lock. */
const SEED_TRANSACTION = { maxWait: 30_000, timeout: 30_000 };
