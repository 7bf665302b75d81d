import { describe, expect, it } from 'vitest';
import { setUpMigratedDatabase } from '../support/migrated-database';

// The weekly digest: due on Saturday from 17:00 in the site's time zone (by default), decided once a week, and
// skipped (nothing queued, nothing sent) when the week brought no bulletin and no announcement.

// The links in a message are signed with the site's secret (read once, with the rest of the env).
process.env.AUTH_SECRET ??= 'digest-test-secret-0123456789abcdef';
const database = setUpMigratedDatabase();

// 2026-11-28 and 2026-12-05 are Saturdays.
const at = (iso: string) => new Date(iso);

describe('the weekly digest', () => {
  it('is not due before Saturday 17:00; an empty week is skipped, once', async () => {
    await database.db.settings.create({ data: { title: 'Parish', timeZone: 'UTC' } });
    const { queueWeeklyDigestIfDue } = await import('@/lib/mailings/digest');
    expect(await queueWeeklyDigestIfDue(at('2026-11-27T18:00:00Z'))).toBeNull();
    expect(await queueWeeklyDigestIfDue(at('2026-11-28T16:59:00Z'))).toBeNull();
    expect(await queueWeeklyDigestIfDue(at('2026-11-28T17:00:00Z'))).toBe('skipped');
    expect(await queueWeeklyDigestIfDue(at('2026-11-28T20:00:00Z'))).toBeNull();
    const digests = await database.db.mailing.findMany({ where: { kind: 'digest' } });
    expect(digests).toHaveLength(1);
    expect(digests[0]).toMatchObject({ lists: '' });
    expect(digests[0]!.queuedAt).not.toBeNull();
    const { listMailings } = await import('@/lib/mailings/data');
    expect(await listMailings()).toEqual([]);
  });

  it('a week with a bulletin is queued to the Digest list, with the bulletin in it', async () => {
    await database.db.bulletin.create({
      data: {
        title: 'Nativity Fast begins',
        date: at('2026-12-03T00:00:00Z'),
        label: 'Weekly',
        filePath: 'digest0000000000000000.pdf',
        originalName: 'b.pdf',
        mimeType: 'application/pdf',
        size: 10,
      },
    });
    const { queueWeeklyDigestIfDue } = await import('@/lib/mailings/digest');
    expect(await queueWeeklyDigestIfDue(at('2026-12-05T18:00:00Z'))).toBe('queued');
    const queued = await database.db.mailing.findFirst({
      where: { kind: 'digest', lists: 'digest' },
    });
    expect(queued?.queuedAt).toBeNull();
    expect(JSON.stringify(queued?.body)).toContain('Nativity Fast begins');
  });

  it('is written in each reader language, with the bulletin linked and the one-click headers', async () => {
    const mailing = await database.db.mailing.findFirstOrThrow({
      where: { kind: 'digest', lists: 'digest' },
    });
    const { composeMessage } = await import('@/lib/mailings/compose');
    const { readSettings } = await import('@/lib/settings/data');
    const message = await composeMessage(
      mailing,
      {
        id: 'row1',
        email: 'reader@example.com',
        language: 'both',
        subscriberId: 'subscriber1',
        messageId: 'digest.row1',
      },
      {
        settings: await readSettings(),
        origin: 'https://parish.example',
        from: 'office@parish.example',
      },
    );
    expect(message?.subject).toBe('The parish weekly digest / Тижневий огляд парафії');
    expect(message?.text).toContain(
      'Nativity Fast begins: https://parish.example/uploads/bulletins/',
    );
    expect(message?.text).toContain('https://parish.example/ua/events');
    expect(String(message?.html).length).toBeLessThan(100 * 1024);
    expect(JSON.stringify(message?.headers)).toContain('List-Unsubscribe=One-Click');
  });

  it('follows the day and hour chosen in Settings', async () => {
    await database.db.settings.update({
      where: { id: 1 },
      data: { digestDay: 'monday', digestHour: 8 },
    });
    const { queueWeeklyDigestIfDue } = await import('@/lib/mailings/digest');
    // Saturday 2026-12-12 is no longer the day; Monday 2026-12-14 from 08:00 is.
    expect(await queueWeeklyDigestIfDue(at('2026-12-12T18:00:00Z'))).toBeNull();
    expect(await queueWeeklyDigestIfDue(at('2026-12-14T07:59:00Z'))).toBeNull();
    expect(await queueWeeklyDigestIfDue(at('2026-12-14T08:00:00Z'))).toBe('skipped');
  });
});
