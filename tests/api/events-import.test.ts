import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, api } from '../support/api';

// POST /api/events/import: an .ics file as Google Calendar exports it.

const created: string[] = [];
afterAll(async () => {
  for (const id of created)
    await api(`/api/events/${id}`, { method: 'DELETE', token: adminToken() });
});

const ics = (uid: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Google Inc//Google Calendar 70.9054//EN',
    'BEGIN:VEVENT',
    `UID:${uid}-series@google.com`,
    'DTSTART;TZID=America/Toronto:20260405T110000',
    'DTEND;TZID=America/Toronto:20260405T120000',
    'RRULE:FREQ=WEEKLY;BYDAY=SU;UNTIL=20260503T035959Z',
    'EXDATE;TZID=America/Toronto:20260412T110000',
    `SUMMARY:Catechism ${uid}`,
    'DESCRIPTION:For children\\n\\nBring a Bible',
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:${uid}-series@google.com`,
    'RECURRENCE-ID;TZID=America/Toronto:20260419T110000',
    'DTSTART;TZID=America/Toronto:20260419T130000',
    'DTEND;TZID=America/Toronto:20260419T140000',
    `SUMMARY:Catechism ${uid}`,
    'END:VEVENT',
    'BEGIN:VEVENT',
    `UID:${uid}-hourly@google.com`,
    'DTSTART:20260405T150000Z',
    'RRULE:FREQ=HOURLY',
    `SUMMARY:Bells ${uid}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

const upload = (text: string, name = 'parish.ics') => {
  const form = new FormData();
  form.set('file', new Blob([text], { type: 'text/calendar' }), name);
  form.set('category', 'education');
  return api('/api/events/import', { method: 'POST', token: adminToken(), body: form });
};

describe('POST /api/events/import', () => {
  it('keeps series, skipped and changed dates, converts zones, and imports nothing twice', async () => {
    const uid = `t${Date.now()}`;
    const first = await upload(ics(uid));
    expect(first.status).toBe(200);
    expect(first.body.imported).toBe(1);
    expect(first.body.skipped).toEqual([
      {
        uid: `${uid}-hourly@google.com`,
        reason: 'unsupported-rule',
        detail: expect.stringContaining('daily at most'),
      },
    ]);
    const dates = (await api('/api/events?from=2026-04-01&to=2026-05-31')).body.occurrences.filter(
      (o: { title: { en: string } }) => o.title.en === `Catechism ${uid}`,
    );
    created.push(dates[0].eventId);
    // 11:00 in Toronto, whatever the site's own zone; the changed date at 13:00.
    expect(new Date(dates[0].start).toISOString()).toBe('2026-04-05T15:00:00.000Z');
    expect(new Date(dates[1].start).toISOString()).toBe('2026-04-19T17:00:00.000Z');
    expect(dates.map((o: { date: string; changed: boolean }) => [o.date, o.changed])).toEqual([
      ['2026-04-05', false],
      ['2026-04-19', true],
      ['2026-04-26', false],
    ]);
    const second = await upload(ics(uid));
    expect(second.body.imported).toBe(0);
    expect(second.body.skipped).toContainEqual({
      uid: `${uid}-series@google.com`,
      reason: 'already-imported',
    });
  });

  it('refuses a 10 MB file (413), a file that is not iCalendar (400), signed-out (401)', async () => {
    expect((await upload('x'.repeat(10 * 1024 * 1024))).status).toBe(413);
    expect((await upload('not a calendar')).status).toBe(400);
    const form = new FormData();
    form.set('file', new Blob([ics('anon')]), 'a.ics');
    expect((await api('/api/events/import', { method: 'POST', body: form })).status).toBe(401);
  });
});
