import 'server-only';
import { listPublishedBulletinsDated } from '@/lib/bulletins/data';
import { bulletinTextIn } from '@/lib/bulletins/translations';
import { listPublishedAnnouncements } from '@/lib/announcements/data';
import { getDb } from '@/lib/db/client';
import { expandAll, readCalendarContext, readEventsTouching } from '@/lib/events/data';
import { languages } from '@/lib/i18n/languages';
import { effectiveTimeZone } from '@/lib/schedule/time-zone';
import { readSettings } from '@/lib/settings/data';
import { digestDueDay } from './digest-due';

// The weekly digest: once a week, at the day and hour Settings give in the site's time zone, the
// week's bulletins and announcements and the next 14 days of events, to the Digest list. Not sent
// when the week brought no bulletin and no announcement (the events alone are nothing new). Run by
// the outbox sender (under its lease), so one instance decides; a week's decision is stored as a
// mailing (a skipped one has no lists and no recipients), so it is taken once. Moving the day
// within a week can skip that week (a digest decided less than half a week ago stands), never
// send two.

const WEEK_MS = 7 * 24 * 60 * 60_000;

export interface DigestBody {
  bulletins: { title: Record<string, string>; fileUrl: string }[];
  announcements: { title: Record<string, string> }[];
  events: { title: Record<string, string>; start: string; path: string }[];
}

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 24 * 60 * 60_000).toISOString().slice(0, 10);

/** What the digest of the week ending `day` holds. */
async function digestContent(day: string, now: Date): Promise<DigestBody> {
  const weekStart = plusDays(day, -6);
  const inWeek = (date: string) => date.slice(0, 10) >= weekStart && date.slice(0, 10) <= day;
  const bulletins = await listPublishedBulletinsDated(weekStart, day, now);
  const announcements = (await listPublishedAnnouncements()).filter((each) => inWeek(each.date));
  const until = plusDays(day, 14);
  const events = expandAll(
    await readEventsTouching(day, until),
    day,
    until,
    await readCalendarContext(false),
  );
  const perLanguage = (text: (code: string) => string) =>
    Object.fromEntries(languages.map((language) => [language.code, text(language.code)]));
  return {
    bulletins: bulletins.map((bulletin) => ({
      title: perLanguage((code) => bulletinTextIn(bulletin, code).title),
      fileUrl: bulletin.fileUrl,
    })),
    announcements: announcements.map((announcement) => ({
      title: perLanguage(
        (code) => (announcement.title as Record<string, string>)[code] || announcement.title.en,
      ),
    })),
    events: events.slice(0, 30).map(({ event, occurrence }) => ({
      title: perLanguage((code) => (event.title as Record<string, string>)[code] || event.title.en),
      start: occurrence.localStart,
      path: `/events/${event.slug}/${occurrence.date}`,
    })),
  };
}

/**
 * Queues the week's digest when it is due and not yet decided this week; answers 'queued',
 * 'skipped' (nothing new) or null (not due, or already decided).
 */
export async function queueWeeklyDigestIfDue(
  now = new Date(),
): Promise<'queued' | 'skipped' | null> {
  const settings = await readSettings();
  const day = digestDueDay(now, effectiveTimeZone(settings.timeZone), {
    day: settings.digestDay,
    hour: settings.digestHour,
  });
  if (!day) return null;
  const db = getDb();
  const decided = await db.mailing.findFirst({
    where: { kind: 'digest', sendAt: { gt: new Date(now.getTime() - WEEK_MS / 2) } },
    select: { id: true },
  });
  if (decided) return null;
  const content = await digestContent(day, now);
  const empty = content.bulletins.length === 0 && content.announcements.length === 0;
  await db.mailing.create({
    data: {
      kind: 'digest',
      // A skipped week is recorded without lists: nothing is queued, the Sent tab leaves it out.
      lists: empty ? '' : 'digest',
      body: content as object,
      sendAt: now,
      ...(empty && { queuedAt: now }),
    },
  });
  return empty ? 'skipped' : 'queued';
}
