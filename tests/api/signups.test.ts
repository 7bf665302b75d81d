import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import {
  dateAhead,
  eventWithSignups,
  sleep,
  startSignupSite,
  until,
  mailText,
  type SignupSite,
} from '../support/signup-site';

// Sign-ups through the API on a site of their own (SQLite, or PostgreSQL with
// TEST_DATABASE_URL): sign up, wait, cancel, move up, change the party size, closing time, full,
// forged and reused tokens, required and optional questions, the staff list and CSV, e-mails.

let site: SignupSite;

beforeAll(async () => {
  site = await startSignupSite({ SIGNUP_MIN_SECONDS: '1', SIGNUP_LIMIT_PER_HOUR: '100000' });
});
afterAll(async () => site?.stop());

const questions = [
  {
    id: 'meal',
    label: { en: 'Lunch', ua: 'Обід' },
    kind: 'choice',
    options: [
      { id: 'meat', label: { en: 'Meat', ua: 'М’ясо' } },
      { id: 'veg', label: { en: 'Vegetarian', ua: 'Вегетаріанський' } },
    ],
    required: true,
  },
  { id: 'note', label: { en: 'Anything else?', ua: 'Ще щось?' }, kind: 'text', required: false },
  {
    id: 'photo',
    label: { en: 'Photos OK?', ua: 'Можна фотографувати?' },
    kind: 'yesno',
    required: false,
  },
];

const formOf = async (event: { id: string; date: string }, locale = 'en') =>
  site.call(`/api/events/${event.id}/occurrences/${event.date}/signup-form?locale=${locale}`);

let person = 0;
/** Fresh forms, shown at least SIGNUP_MIN_SECONDS ago. */
async function forms(event: { id: string; date: string }, count: number, locale = 'en') {
  const tokens = await Promise.all(
    Array.from(
      { length: count },
      async () => (await formOf(event, locale)).body.formToken as string,
    ),
  );
  await sleep(1100);
  return tokens;
}
const signUp = (event: { id: string; date: string }, formToken: string, extra: object = {}) => {
  person += 1;
  return site.call(`/api/events/${event.id}/occurrences/${event.date}/signups`, {
    json: {
      name: `Person ${person}`,
      email: `person${person}@example.test`,
      party: 1,
      answers: { meal: 'veg' },
      formToken,
      website: '',
      ...extra,
    },
  });
};
const staffList = async (event: { id: string; date: string }) =>
  (
    await site.call(`/api/events/${event.id}/occurrences/${event.date}/signups`, {
      token: site.own.adminToken,
    })
  ).body;
const own = (token: string, method = 'GET', json?: object, query = '') =>
  site.call(`/api/signups/by-token/${token}${query}`, { method, json });

describe('sign up, wait, move up, change, cancel', () => {
  it('switches sign-ups on with PATCH /api/events/{id}, and the form says so', async () => {
    const event = await eventWithSignups(site, {
      capacity: 3,
      maxParty: 2,
      waitlist: true,
      perDate: true,
      questions,
    });
    const form = await formOf(event);
    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({
      open: true,
      placesLeft: 3,
      waitlist: true,
      questions: [{ id: 'meal', required: true }, { id: 'note' }, { id: 'photo' }],
    });
    expect(typeof form.body.formToken).toBe('string');
    // The settings are checked whole: a party larger than the places is refused, nothing changes.
    const bad = await site.call(`/api/events/${event.id}`, {
      method: 'PATCH',
      token: site.own.adminToken,
      json: { signups: { capacity: 2, maxParty: 3 } },
    });
    expect(bad.status).toBe(400);
    expect((await formOf(event)).body.placesLeft).toBe(3);
    // Only staff switch them on.
    const anonymous = await site.call(`/api/events/${event.id}`, {
      method: 'PATCH',
      json: { signups: null },
    });
    expect(anonymous.status).toBe(401);
  });

  it('confirms while places last, then queues at 1, 2; moves up the first whose party fits', async () => {
    const event = await eventWithSignups(site, {
      capacity: 3,
      maxParty: 2,
      waitlist: true,
      perDate: true,
      questions,
    });
    const [t1, t2, t3, t4] = await forms(event, 4);
    const firstEmail = `person${person + 1}@example.test`;
    const thirdEmail = `person${person + 3}@example.test`;
    const fourthEmail = `person${person + 4}@example.test`;
    const first = await signUp(event, t1!, {
      party: 1,
      answers: { meal: 'meat', photo: 'yes', note: 'Allergic to nuts' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      status: 'confirmed',
      token: expect.any(String),
      manageUrl: expect.stringContaining(`/signups/${first.body.token}`),
    });
    const second = await signUp(event, t2!, { party: 2 });
    expect(second.body.status).toBe('confirmed');
    const third = await signUp(event, t3!, { party: 2 });
    expect(third.body).toMatchObject({ status: 'waiting', position: 1 });
    const fourth = await signUp(event, t4!, { party: 1 });
    expect(fourth.body).toMatchObject({ status: 'waiting', position: 2 });
    expect((await formOf(event)).body).toMatchObject({ open: true, placesLeft: 0 });

    // The first cancels: one place frees, the family of two does not fit, the single person does.
    const cancelled = await own(first.body.token, 'DELETE');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await own(fourth.body.token)).body).toMatchObject({ status: 'confirmed' });
    expect((await own(third.body.token)).body).toMatchObject({ status: 'waiting', position: 1 });

    // A party grows only into free places; it shrinks freely, and the freed place moves someone up.
    const grow = await own(fourth.body.token, 'PATCH', { party: 2 });
    expect(grow.status).toBe(409);
    expect(grow.body.error.reason).toBe('no_room');
    const shrink = await own(second.body.token, 'PATCH', { party: 1 });
    expect(shrink.status).toBe(200);
    expect(shrink.body.party).toBe(1);
    // 2 confirmed of 3 places: still no room for the family of two.
    expect((await own(third.body.token)).body.status).toBe('waiting');
    await own(fourth.body.token, 'DELETE');
    expect((await own(third.body.token)).body).toMatchObject({ status: 'confirmed' });

    const list = await staffList(event);
    expect(list.totals).toMatchObject({ confirmed: 2, places: 3, waiting: 0, cancelled: 2 });
    const withAnswers = list.signups.find(
      (signup: { answers: object }) => 'note' in signup.answers,
    );
    expect(withAnswers).toMatchObject({
      status: 'cancelled',
      answers: { meal: 'meat', photo: true, note: 'Allergic to nuts' },
    });

    // E-mails: a confirmation with the .ics, and one to the person moved up.
    const texts = () => site.inbox.map((mail) => ({ to: mail.to, text: mailText(mail.raw) }));
    await until(() => texts().some((mail) => /A place is yours/.test(mail.text)));
    const confirmation = texts().find((mail) => mail.to.includes(firstEmail));
    expect(confirmation?.text).toMatch(/Subject: You’re signed up: Pysanka workshop/);
    expect(confirmation?.text).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmation?.text).toContain(first.body.token);
    expect(confirmation?.text).toMatch(/BEGIN:VCALENDAR/);
    const movedUp = () =>
      texts()
        .filter((mail) => /A place is yours/.test(mail.text))
        .flatMap((mail) => mail.to);
    await until(() => movedUp().length >= 2);
    expect(movedUp().sort()).toEqual([fourthEmail, thirdEmail].sort());
  });

  it('the Ukrainian form is refused in Ukrainian, a required question must be answered', async () => {
    const event = await eventWithSignups(site, {
      capacity: 5,
      maxParty: 2,
      waitlist: false,
      perDate: true,
      questions,
    });
    const [token, token2] = await forms(event, 2, 'ua');
    const missing = await signUp(event, token!, { answers: { note: 'x' } });
    expect(missing.status).toBe(400);
    expect(missing.body.error.message).toBe('Деякі поля заповнено неправильно.');
    expect(missing.body.error.fields['answers.meal']).toBe(
      'Будь ласка, дайте відповідь на це запитання.',
    );
    const wrong = await signUp(event, token!, { answers: { meal: 'fish' } });
    expect(wrong.body.error.fields['answers.meal']).toBe('Виберіть одну з відповідей.');
    const tooMany = await signUp(event, token!, { party: 3 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.reason).toBe('party_too_large');
    expect((await staffList(event)).signups).toHaveLength(0);
    // Optional questions may stay unanswered; the manage link is Ukrainian.
    const ok = await signUp(event, token2!, { answers: { meal: 'meat' } });
    expect(ok.status).toBe(201);
    expect(ok.body.manageUrl).toContain('/ua/signups/');
  });

  it('refuses a full date without a waiting list, and after the closing time', async () => {
    const event = await eventWithSignups(site, {
      capacity: 1,
      maxParty: 1,
      waitlist: false,
      perDate: true,
    });
    const [a, b] = await forms(event, 2);
    expect((await signUp(event, a!)).status).toBe(201);
    const full = await signUp(event, b!);
    expect(full.status).toBe(409);
    expect(full.body.error).toMatchObject({ reason: 'full', message: 'This date is full.' });
    expect((await formOf(event)).body).toMatchObject({ open: false, placesLeft: 0 });

    const closing = await eventWithSignups(site, {
      capacity: 10,
      maxParty: 1,
      waitlist: true,
      perDate: true,
      closesAt: new Date(Date.now() + 2500).toISOString(),
    });
    const [c] = await forms(closing, 1);
    await sleep(1600);
    const closed = await signUp(closing, c!);
    expect(closed.status).toBe(409);
    expect(closed.body.error.reason).toBe('closed');
    expect((await formOf(closing)).body.open).toBe(false);
    expect((await staffList(closing)).signups).toHaveLength(0);
  });

  it('refuses forged, reused and misdirected tokens, changing nothing', async () => {
    const event = await eventWithSignups(site, {
      capacity: 10,
      maxParty: 1,
      waitlist: true,
      perDate: true,
    });
    const other = await eventWithSignups(site, {
      capacity: 10,
      maxParty: 1,
      waitlist: true,
      perDate: true,
    });
    const [token, otherToken] = [...(await forms(event, 1)), ...(await forms(other, 1))];
    const first = await signUp(event, token!);
    expect(first.status).toBe(201);
    // The same form twice.
    const again = await signUp(event, token!);
    expect(again.status).toBe(409);
    expect(again.body.error.reason).toBe('form_reused');
    // Another event's form, a forged one, none.
    expect((await signUp(event, otherToken!)).body.error.reason).toBe('form_token');
    const [payload] = token!.split('.');
    expect((await signUp(event, `${payload}.forged`)).body.error.reason).toBe('form_token');
    expect((await signUp(event, '')).status).toBe(400);
    expect((await staffList(event)).signups).toHaveLength(1);
    // A personal link is made for one sign-up: changed, forged or unknown, it opens nothing.
    const split = (value: string) => [
      value.slice(0, value.indexOf('-')),
      value.slice(value.indexOf('-') + 1),
    ];
    const [id, signature] = split(first.body.token);
    const second = await signUp(other, otherToken!);
    const [otherId] = split(second.body.token);
    const flipped = `${signature![0] === 'x' ? 'y' : 'x'}${signature!.slice(1)}`;
    for (const forged of [`${otherId}-${signature}`, `${id}-${flipped}`, 'nonsense']) {
      expect((await own(forged)).status).toBe(404);
      expect((await own(forged, 'DELETE')).status).toBe(404);
    }
    expect((await own(second.body.token)).body.status).toBe('confirmed');
    expect((await own(first.body.token)).body.status).toBe('confirmed');
  });

  it('"delete my details now" cancels and erases; the link then says so', async () => {
    const event = await eventWithSignups(site, {
      capacity: 10,
      maxParty: 1,
      waitlist: true,
      perDate: true,
    });
    const [token] = await forms(event, 1);
    const signed = await signUp(event, token!, {
      name: 'Olena Erasable',
      phone: '+1 204 555 0100',
    });
    const erased = await own(signed.body.token, 'DELETE', undefined, '?erase=1');
    expect(erased.status).toBe(200);
    expect(erased.body).toMatchObject({ status: 'cancelled', erased: true, name: '' });
    const list = await staffList(event);
    expect(JSON.stringify(list)).not.toMatch(/Olena|555 0100|example\.test/);
    expect(list.totals.cancelled).toBe(1);
    expect((await own(signed.body.token, 'PATCH', { party: 1 })).status).toBe(410);
  });
});

describe('proof of work', () => {
  it('refuses a solution that is not of this site’s challenge for this form, and keeps the form good', async () => {
    const event = await eventWithSignups(site, {
      capacity: 5,
      maxParty: 2,
      waitlist: true,
      perDate: true,
      questions,
    });
    const [token] = await forms(event, 1);
    // A solved challenge signed with another key, as a bot that made its own would send it.
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      deriveKey,
      hmacSignatureSecret: 'not-the-site-secret',
      data: { form: 'whatever' },
    });
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    for (const payload of [altcha, 'garbage']) {
      const refused = await signUp(event, token!, { altcha: payload });
      expect(refused.status).toBe(400);
      expect(refused.body.error.reason).toBe('proof');
    }
    expect((await staffList(event)).signups).toHaveLength(0);
    // Without one (no JavaScript), the same form still signs up: the refusals changed nothing.
    const plain = await signUp(event, token!, { altcha: '' });
    expect(plain.status).toBe(201);
    expect((await staffList(event)).signups).toHaveLength(1);
  });
});

describe('staff', () => {
  it('lists, downloads CSV, adds by hand, moves and cancels with a message; the log has no names', async () => {
    const event = await eventWithSignups(site, {
      capacity: 2,
      maxParty: 2,
      waitlist: true,
      perDate: true,
      questions,
    });
    const path = `/api/events/${event.id}/occurrences/${event.date}/signups`;
    expect((await site.call(path)).status).toBe(401);
    const added = await site.call(path, {
      token: site.own.adminToken,
      json: { name: 'Stepan Phoned', phone: '204-555-0199', party: 2, answers: { meal: 'meat' } },
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ name: 'Stepan Phoned', status: 'confirmed' });
    const waiting = await site.call(path, {
      token: site.own.adminToken,
      json: {
        name: 'Iryna Waiting',
        email: 'iryna@example.test',
        party: 1,
        answers: { meal: 'veg' },
      },
    });
    expect(waiting.body).toMatchObject({ status: 'waiting', position: 1 });
    const csv = await site.call(`${path}?format=csv`, { token: site.own.adminToken });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.text).toContain(
      'status,position,name,email,phone,party,Lunch,Anything else?,Photos OK?,createdAt',
    );
    expect(csv.text).toContain('confirmed,,Stepan Phoned,,204-555-0199,2,Meat');
    // Moving Iryna to the confirmed list does not fit; cancelling Stepan with a message moves her up.
    const move = await site.call(`/api/signups/${waiting.body.id}`, {
      method: 'PATCH',
      token: site.own.adminToken,
      json: { status: 'confirmed' },
    });
    expect(move.status).toBe(409);
    const cancel = await site.call(`/api/signups/${added.body.id}`, {
      method: 'PATCH',
      token: site.own.adminToken,
      json: { status: 'cancelled', message: 'The bus is full, sorry.' },
    });
    expect(cancel.status).toBe(200);
    const list = await staffList(event);
    expect(
      list.signups.map((signup: { name: string; status: string }) => [signup.name, signup.status]),
    ).toEqual([
      ['Iryna Waiting', 'confirmed'],
      ['Stepan Phoned', 'cancelled'],
    ]);
    expect(
      (
        await site.call(`/api/signups/${waiting.body.id}`, {
          method: 'DELETE',
          token: site.own.adminToken,
        })
      ).status,
    ).toBe(204);
    const log = await site.call('/api/activity', { token: site.own.adminToken });
    const text = JSON.stringify(log.body);
    expect(text).toMatch(/signup\.add/);
    expect(text).toMatch(/signup\.cancelled/);
    expect(text).not.toMatch(/Stepan|Iryna|555-0199|iryna@/);
  });
  it('an editor sees and changes the list, but exporting and deleting people are for administrators', async () => {
    // PRODUCT.md: editors manage sign-ups; administrators also export or delete sign-up data.
    const username = `signups-editor-${Date.now()}`;
    const registered = await site.call('/api/auth/register', {
      json: { username, password: 'a-long-editor-password' },
    });
    expect(registered.status).toBe(201);
    const users = await site.call('/api/users', { token: site.own.adminToken });
    const id = (users.body as { id: string; username: string }[]).find(
      (user) => user.username === username,
    )?.id;
    const approved = await site.call(`/api/users/${id}`, {
      method: 'PATCH',
      token: site.own.adminToken,
      json: { role: 'editor' },
    });
    expect(approved.status).toBe(200);
    const editor = registered.body.authToken as string;
    const event = await eventWithSignups(site, {
      capacity: 5,
      maxParty: 2,
      waitlist: true,
      perDate: true,
      questions,
    });
    const path = `/api/events/${event.id}/occurrences/${event.date}/signups`;
    const added = await site.call(path, {
      token: editor,
      json: { name: 'Olha Phoned', party: 1, answers: { meal: 'veg' } },
    });
    expect(added.status).toBe(201);
    expect((await site.call(path, { token: editor })).status).toBe(200);
    expect((await site.call(`${path}?format=csv`, { token: editor })).status).toBe(403);
    const refused = await site.call(`/api/signups/${added.body.id}`, {
      method: 'DELETE',
      token: editor,
    });
    expect(refused.status).toBe(403);
    expect((await site.call(path, { token: editor })).body.signups).toHaveLength(1);
    expect((await site.call(`${path}?format=csv`, { token: site.own.adminToken })).status).toBe(
      200,
    );
  });
});

describe('exact under load', () => {
  it('100 at once for 20 places: 20 confirmed, 80 waiting at 1–80; 10 cancellations in a second storm move up exactly 10', async () => {
    const event = await eventWithSignups(site, {
      capacity: 20,
      maxParty: 1,
      waitlist: true,
      perDate: true,
    });
    type Answer = { status: string; position?: number; token: string };
    const storm = async (tokens: string[]) =>
      Promise.all(
        tokens.map(async (token) => {
          const response = await signUp(event, token);
          expect(response.status).toBe(201);
          return response.body as Answer;
        }),
      );
    const answers = await storm(await forms(event, 100));
    const confirmed = answers.filter((answer) => answer.status === 'confirmed');
    expect(confirmed).toHaveLength(20);
    const positions = answers.flatMap((answer) => (answer.position ? [answer.position] : []));
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 80 }, (_, n) => n + 1));

    // A second storm: 10 cancellations among 20 more sign-ups, all at once.
    const [more, cancelled] = await Promise.all([
      forms(event, 20).then(storm),
      Promise.all(confirmed.slice(0, 10).map((answer) => own(answer.token, 'DELETE'))),
    ]);
    expect(cancelled.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(more.every((answer) => answer.status === 'waiting')).toBe(true);
    // Exactly 10 of those who were told "waiting" hold a place now: the first 10 in the queue.
    const movedUp = await Promise.all(
      answers
        .filter((answer) => answer.status === 'waiting')
        .map(async (answer) => ({ was: answer.position, now: (await own(answer.token)).body })),
    );
    const up = movedUp.filter((entry) => entry.now.status === 'confirmed');
    expect(up.map((entry) => entry.was).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: 10 }, (_, n) => n + 1),
    );
    const list = await staffList(event);
    expect(list.totals).toMatchObject({ confirmed: 20, places: 20, waiting: 90, cancelled: 10 });
    const waitingNow = list.signups.filter(
      (signup: { status: string }) => signup.status === 'waiting',
    );
    expect(waitingNow.map((signup: { position: number }) => signup.position)).toEqual(
      Array.from({ length: 90 }, (_, n) => n + 1),
    );
  }, 120_000);
});

describe('a series changes safely', () => {
  it('keeps a date with sign-ups when the rule drops it, e-mails a changed time and a cancellation', async () => {
    const start = dateAhead(200);
    const created = await site.call('/api/events', {
      token: site.own.adminToken,
      json: {
        title: { en: 'Bible study', ua: 'Біблійні студії' },
        category: 'education',
        start: `${start}T19:00`,
        end: `${start}T20:00`,
        repeat: { rrule: 'FREQ=WEEKLY;COUNT=4' },
      },
    });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const patch = (json: object) =>
      site.call(`/api/events/${id}`, { method: 'PATCH', token: site.own.adminToken, json });
    expect(
      (await patch({ signups: { capacity: 10, maxParty: 2, waitlist: true, perDate: true } }))
        .status,
    ).toBe(200);
    const second = { id, date: addDays(start, 7) };
    const first = { id, date: start };
    const [token2] = await forms(second, 1);
    const [token1] = await forms(first, 1);
    const onSecond = await signUp(second, token2!);
    const onFirst = await signUp(first, token1!);
    expect([onSecond.status, onFirst.status]).toEqual([201, 201]);
    const secondEmail = `person${person - 1}@example.test`;
    const firstEmail = `person${person}@example.test`;

    // The rule now gives one date: the second is kept, at its time, marked for staff.
    const changed = await patch({ repeat: { rrule: 'FREQ=WEEKLY;COUNT=1' } });
    expect(changed.status).toBe(200);
    expect(changed.body.extra).toContain(second.date);
    expect(changed.body.changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ date: second.date, start: `${second.date}T19:00` }),
      ]),
    );
    expect((await staffList(second)).kept).toBe(true);
    expect((await own(onSecond.body.token)).body.status).toBe('confirmed');

    // A new time for the series: the first date's people are told, the kept date keeps its time.
    expect((await patch({ start: `${start}T18:00`, end: `${start}T19:00` })).status).toBe(200);
    const texts = () => site.inbox.map((mail) => ({ to: mail.to, text: mailText(mail.raw) }));
    await until(() =>
      texts().some((mail) => mail.to.includes(firstEmail) && /Time changed/.test(mail.text)),
    );
    expect(
      texts().some((mail) => mail.to.includes(secondEmail) && /Time changed/.test(mail.text)),
    ).toBe(false);

    // Cancelling a date with people needs a message, which they get.
    const occurrence = `/api/events/${id}/occurrences/${second.date}`;
    const bare = await site.call(occurrence, {
      method: 'PUT',
      token: site.own.adminToken,
      json: { cancelled: true },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error.fields.reason).toBeTruthy();
    const cancelled = await site.call(occurrence, {
      method: 'PUT',
      token: site.own.adminToken,
      json: { cancelled: true, reason: { en: 'The hall is flooded.', ua: 'Залу затопило.' } },
    });
    expect(cancelled.status).toBe(200);
    await until(() =>
      texts().some(
        (mail) => mail.to.includes(secondEmail) && /Cancelled: Bible study/.test(mail.text),
      ),
    );
    const mail = texts().find(
      (entry) => entry.to.includes(secondEmail) && /Cancelled/.test(entry.text),
    );
    expect(mail?.text).toContain('The hall is flooded.');
  });
});

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
