import ICAL from 'ical.js';
import nodeIcal, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { adminToken, api, baseUrl } from '../support/api';

// /liturgy-schedule.ics parsed with an iCalendar library: the seeded schedule as repeating events
// in the configured time zone.

const ZONE = 'America/Toronto';

async function calendar(path = '/liturgy-schedule.ics') {
  const response = await fetch(`${baseUrl()}${path}`);
  const text = await response.text();
  const root = new ICAL.Component(ICAL.parse(text));
  // Registers the document's VTIMEZONE, so times resolve in that zone.
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  }
  return {
    response,
    text,
    root,
    events: root.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e)),
  };
}

async function useZone(timeZone: string) {
  const current = (await api('/api/settings')).body as Record<string, unknown>;
  const response = await api('/api/settings', {
    method: 'PUT',
    token: adminToken(),
    json: { ...current, timeZone },
  });
  expect(response.status).toBe(200);
}

describe('/liturgy-schedule.ics', () => {
  it('has the seeded weekly Sunday 9:10 and 9:30 and monthly first-Sunday 11:30 events', async () => {
    await useZone(ZONE);
    const { response, text, root, events } = await calendar();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    // CRLF everywhere, no line over 75 octets.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(root.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(ZONE);

    const byTitle = new Map(events.map((event) => [event.summary, event]));
    const expectations = [
      ['Rosary', 9, 10, 'WEEKLY', 'SU'],
      ['Divine Liturgy (bilingual)', 9, 30, 'WEEKLY', 'SU'],
      ['Ukrainian Divine Liturgy', 11, 30, 'MONTHLY', '1SU'],
    ] as const;
    for (const [title, hour, minute, freq, byday] of expectations) {
      const event = byTitle.get(title);
      expect(event, title).toBeDefined();
      const start = event!.startDate;
      expect(event!.component.getFirstProperty('dtstart')?.getParameter('tzid'), title).toBe(ZONE);
      expect([start.hour, start.minute], title).toEqual([hour, minute]);
      expect(start.dayOfWeek(), title).toBe(ICAL.Time.SUNDAY);
      const rule = event!.component.getFirstPropertyValue('rrule') as ICAL.Recur;
      expect(rule.freq, title).toBe(freq);
      expect(rule.parts.BYDAY, title).toEqual([byday]);
      expect(event!.component.getFirstPropertyValue('dtstamp')).toBeTruthy();
      // Expanded occurrences fall where the rule says, in the zone's local time.
      const iterator = event!.iterator();
      for (let i = 0; i < 6; i += 1) {
        const next = iterator.next()!.convertToZone(ICAL.TimezoneService.get(ZONE)!);
        expect(next.dayOfWeek()).toBe(ICAL.Time.SUNDAY);
        expect([next.hour, next.minute]).toEqual([hour, minute]);
        if (freq === 'MONTHLY') expect(next.day).toBeLessThanOrEqual(7);
      }
    }
    // Text-only services (weekday liturgies, confessions) are not in the calendar.
    expect(byTitle.has('Confessions')).toBe(false);
  });

  it('puts a 9:30 Sunday at 14:30 UTC in winter and 13:30 UTC in summer (Toronto)', async () => {
    await useZone(ZONE);
    const { events } = await calendar();
    const liturgy = events.find((event) => event.summary === 'Divine Liturgy (bilingual)')!;
    const iterator = liturgy.iterator();
    const utcHours = new Set<number>();
    for (let i = 0; i < 60; i += 1) {
      const occurrence = iterator.next()!;
      utcHours.add(occurrence.toJSDate().getUTCHours());
    }
    expect([...utcHours].sort()).toEqual([13, 14]);
  });

  it('places a service the spring change skips, and one the autumn change repeats, as RFC 5545 says', async () => {
    await useZone(ZONE);
    const services = (await api('/api/services')).body as {
      id: string;
      title: { en: string };
      schedule: unknown;
    }[];
    const rosary = services.find((service) => service.title.en === 'Rosary')!;
    const setTime = (time: string) =>
      api(`/api/services/${rosary.id}`, {
        method: 'PUT',
        token: adminToken(),
        json: { schedule: { rule: 'weekly', days: ['SU'], time, week: null } },
      });
    try {
      for (const [time, day, expected] of [
        // 8 March 2026: 02:00 EST jumps to 03:00 EDT; 02:30 is read as 03:30 EDT.
        ['02:30', '2026-03-08', '2026-03-08T07:30:00.000Z'],
        // 1 November 2026: 01:30 happens twice; the first (EDT) is meant.
        ['01:30', '2026-11-01', '2026-11-01T05:30:00.000Z'],
      ] as const) {
        expect((await setTime(time)).status).toBe(200);
        const { text, events } = await calendar();
        const series = events.find((e) => e.summary === 'Rosary' && !e.isRecurrenceException())!;
        for (const exception of events.filter(
          (e) => e.uid === series.uid && e.isRecurrenceException(),
        )) {
          series.relateException(exception);
        }
        const iterator = series.iterator();
        let found: string | undefined;
        for (let next = iterator.next(); next && !found; next = iterator.next()) {
          if (next.toString().startsWith(day)) {
            found = series.getOccurrenceDetails(next).startDate.toJSDate().toISOString();
          }
        }
        expect(found, `ical.js ${time}`).toBe(expected);
        // A second, independent parser agrees.
        const parsed = Object.values(nodeIcal.sync.parseICS(text)).find(
          (item): item is VEvent => item?.type === 'VEVENT' && item.uid === series.uid,
        )!;
        const from = new Date(`${day}T00:00:00Z`);
        const expanded = parsed.rrule!.between(from, new Date(from.getTime() + 86_400_000));
        expect(
          expanded.map((date) => date.toISOString()),
          `node-ical ${time}`,
        ).toEqual([expected]);
      }
    } finally {
      expect((await setTime('09:10')).status).toBe(200);
    }
  });

  it('keeps UIDs across edits and names events in the page language', async () => {
    const before = await calendar();
    const services = (await api('/api/services')).body as {
      id: string;
      title: { en: string };
      schedule: unknown;
    }[];
    const rosary = services.find((service) => service.title.en === 'Rosary')!;
    expect(rosary.schedule).toEqual({ rule: 'weekly', days: ['SU'], time: '09:10', week: null });
    const uid = before.events.find((event) => event.summary === 'Rosary')!.uid;
    const edited = await api(`/api/services/${rosary.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { schedule: { rule: 'weekly', days: ['SU'], time: '09:05', week: null } },
    });
    expect(edited.status).toBe(200);
    const after = await calendar();
    const rosaryAfter = after.events.find((event) => event.uid === uid)!;
    expect([rosaryAfter.startDate.hour, rosaryAfter.startDate.minute]).toEqual([9, 5]);
    await api(`/api/services/${rosary.id}`, {
      method: 'PUT',
      token: adminToken(),
      json: { schedule: { rule: 'weekly', days: ['SU'], time: '09:10', week: null } },
    });
    const ukrainian = await calendar('/ua/liturgy-schedule.ics');
    expect(ukrainian.events.map((event) => event.summary)).toContain('Вервиця');
    expect(ukrainian.events.find((event) => event.summary === 'Вервиця')!.uid).toBe(uid);
  });

  it('refuses an invalid schedule or time zone with 400 and changes nothing', async () => {
    const services = (await api('/api/services')).body as { id: string }[];
    for (const schedule of [
      { rule: 'weekly', days: [], time: '09:00', week: null },
      { rule: 'weekly', days: ['SU'], time: '25:00', week: null },
      { rule: 'monthly', days: ['SU'], time: '09:00', week: null },
      { rule: 'daily', days: ['SU'], time: '09:00', week: null },
      { rule: 'monthly', days: ['XX'], time: '09:00', week: 1 },
    ]) {
      const response = await api(`/api/services/${services[0]!.id}`, {
        method: 'PUT',
        token: adminToken(),
        json: { schedule },
      });
      expect(response.status, JSON.stringify(schedule)).toBe(400);
    }
    const current = (await api('/api/settings')).body as Record<string, unknown>;
    for (const timeZone of ['Mars/Olympus', '+02:00', 'x'.repeat(100)]) {
      const response = await api('/api/settings', {
        method: 'PUT',
        token: adminToken(),
        json: { ...current, timeZone },
      });
      expect(response.status, timeZone).toBe(400);
      expect((response.body as { error: { fields: object } }).error.fields).toHaveProperty(
        'timeZone',
      );
    }
    expect(((await api('/api/settings')).body as { timeZone: string }).timeZone).toBe(
      current.timeZone,
    );
  });

  it('is offered on the home page, and the next liturgies are schema.org Events', async () => {
    await useZone(ZONE);
    for (const [page, href] of [
      ['/', '/liturgy-schedule.ics'],
      ['/ua', '/ua/liturgy-schedule.ics'],
    ] as const) {
      const html = await (await fetch(`${baseUrl()}${page}`)).text();
      expect(html, page).toContain(`href="${href}"`);
      const blocks = [
        ...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ].map((match) => JSON.parse(match[1]!) as unknown);
      const events = blocks
        .flat()
        .filter((item) => (item as { '@type': string })['@type'] === 'Event') as {
        name: string;
        startDate: string;
      }[];
      expect(events.length, page).toBeGreaterThanOrEqual(3);
      for (const event of events) {
        expect(event.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);
        expect(new Date(event.startDate).getTime()).toBeGreaterThan(Date.now() - 3_600_000);
      }
    }
  });
});
