import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import {
  deleteAnnouncementRow,
  getAnnouncement,
  insertAnnouncement,
  updateAnnouncementRow,
  type Announcement,
} from './data';
import type { AnnouncementInput, AnnouncementUpdate } from './schemas';
import { indexAnnouncement, unindexAnnouncement } from './search';

// The staff writes on announcements, each whole: the row (with its cache tag), the search
// entries and the activity entry. Route handlers call these and nothing else.

export async function createAnnouncement(
  actor: Actor,
  input: AnnouncementInput,
): Promise<Announcement> {
  const announcement = await insertAnnouncement(input);
  await indexAnnouncement(announcement);
  await recordActivity({
    actorId: actor.id,
    action: 'announcement.create',
    target: announcement.title.en,
  });
  return announcement;
}

/** Changes the given fields; null when there is no such announcement. */
export async function updateAnnouncement(
  actor: Actor,
  id: string,
  input: AnnouncementUpdate,
): Promise<Announcement | null> {
  const announcement = await updateAnnouncementRow(id, input);
  if (!announcement) return null;
  await indexAnnouncement(announcement);
  await recordActivity({
    actorId: actor.id,
    action: 'announcement.update',
    target: announcement.title.en,
  });
  return announcement;
}

/** False when there is no such announcement. */
export async function deleteAnnouncement(actor: Actor, id: string): Promise<boolean> {
  const announcement = await getAnnouncement(id);
  if (!announcement || !(await deleteAnnouncementRow(id))) return false;
  await unindexAnnouncement(id);
  await recordActivity({
    actorId: actor.id,
    action: 'announcement.delete',
    target: announcement.title.en,
  });
  return true;
}
