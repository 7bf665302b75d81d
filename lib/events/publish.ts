import 'server-only';
import { getDb } from '@/lib/db/client';
import { cacheTags, invalidate, invalidateOutsideRequest } from '@/lib/cache';
import { recordActivity } from '@/lib/activity/record';
import { readEvent } from './data';
import { syncEventSearch } from './search';

// Scheduled publishing of events, as pages have it: an event saved as a draft with `publishAt`
// stays a draft (visitors, feeds, the sitemap and search see only published events) until the
// start-up jobs (lib/startup/jobs.ts) publish it at that time.

/**
 * Publishes every event whose time has come (`now` is injectable for tests). Safe on several
 * instances at once: an event is taken by a conditional update (still a draft, still due at the
 * time read), so only one instance publishes it, indexes it and records it. Returns the ids.
 */
export async function publishDueEvents(
  now = new Date(),
  { outsideRequest = false } = {},
): Promise<string[]> {
  const db = getDb();
  const due = await db.event.findMany({
    where: { status: 'draft', publishAt: { lte: now } },
    select: { id: true, publishAt: true },
  });
  const published: string[] = [];
  for (const { id, publishAt } of due) {
    const { count } = await db.event.updateMany({
      where: { id, status: 'draft', publishAt },
      data: { status: 'published', publishAt: null, sequence: { increment: 1 } },
    });
    if (count === 1) published.push(id);
  }
  if (published.length === 0) return published;
  await (outsideRequest ? invalidateOutsideRequest : invalidate)(cacheTags.events);
  for (const id of published) {
    const event = await readEvent(id);
    await syncEventSearch(event);
    await recordActivity({
      actorId: null,
      action: 'event.publish-scheduled',
      target: event?.title.en ?? id,
    });
  }
  return published;
}
