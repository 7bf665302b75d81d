import 'server-only';
import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { cacheTags, invalidate } from '@/lib/cache';
import { recordActivity } from '@/lib/activity/record';
import { ApiError, notFound } from '@/lib/http/errors';
import { perLanguageSchema } from '@/lib/validation/per-language';
import { categoryColumns, toCategory, type Category } from './columns';
import type { Actor } from './commands';
import { slugify } from './slug';

// The staff-managed categories of events (bilingual names), one command per write: the row, the
// `events` cache tag (every list, month page and feed names or filters by them) and the activity.

export const CATEGORY_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const NAME_MAX = 80;

const name = (required: boolean) =>
  z
    .string()
    .trim()
    .max(NAME_MAX)
    .min(required ? 1 : 0, 'A name is required');

/** POST /api/events/categories: the slug is made from the English name when not given. */
export const categoryInputSchema = z.strictObject({
  slug: z.string().max(60).regex(CATEGORY_SLUG, 'Lower-case words joined by hyphens').optional(),
  name: perLanguageSchema(name(true), name(false).default('')),
});
/** PATCH /api/events/categories/{slug}: names per language (the languages not sent keep theirs). */
export const categoryPatchSchema = z.strictObject({
  name: perLanguageSchema(name(true), name(false)).partial(),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

const conflict = (message: string, reason: string, fields?: Record<string, string>) =>
  new ApiError(409, 'conflict', message, fields, undefined, undefined, reason);

async function afterWrite(actor: Actor, action: string, target: string) {
  await invalidate(cacheTags.events);
  await recordActivity({ actorId: actor.id, action, target });
}

export async function createCategory(actor: Actor, input: CategoryInput): Promise<Category> {
  const slug = input.slug ?? slugify(input.name.en);
  const db = getDb();
  if (await db.eventCategory.findUnique({ where: { slug }, select: { id: true } })) {
    throw conflict('A category has this address already', 'category_exists', { slug: 'Taken' });
  }
  const last = await db.eventCategory.aggregate({ _max: { sortOrder: true } });
  const row = await db.eventCategory.create({
    data: { slug, name: input.name, sortOrder: (last._max.sortOrder ?? 0) + 1 },
    select: categoryColumns,
  });
  await afterWrite(actor, 'event-category.create', input.name.en);
  return toCategory(row);
}

export async function renameCategory(
  actor: Actor,
  slug: string,
  patch: CategoryPatch,
): Promise<Category> {
  const db = getDb();
  const stored = await db.eventCategory.findUnique({ where: { slug }, select: categoryColumns });
  if (!stored) throw notFound('No such category');
  const names = { ...toCategory(stored).name, ...patch.name };
  const row = await db.eventCategory.update({
    where: { slug },
    data: { name: names },
    select: categoryColumns,
  });
  await afterWrite(actor, 'event-category.update', names.en);
  return toCategory(row);
}

/** Deletes a category no event uses; one in use is refused (409, reason `category_in_use`). */
export async function deleteCategory(actor: Actor, slug: string): Promise<void> {
  const db = getDb();
  const stored = await db.eventCategory.findUnique({
    where: { slug },
    select: { ...categoryColumns, _count: { select: { events: true } } },
  });
  if (!stored) throw notFound('No such category');
  const inUse = stored._count.events;
  // The conditional delete keeps an event saved meanwhile from losing its category: the
  // foreign key refuses, and the count is taken again below.
  if (inUse === 0) {
    try {
      await db.eventCategory.delete({ where: { slug } });
      await afterWrite(actor, 'event-category.delete', toCategory(stored).name.en);
      return;
    } catch (error) {
      const again = await db.event.count({ where: { category: { slug } } });
      if (again === 0) throw error;
    }
  }
  throw conflict(
    'Events use this category: move them to another category first',
    'category_in_use',
    { category: 'In use' },
  );
}
