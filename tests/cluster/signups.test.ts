import { beforeAll, describe, expect, it } from 'vitest';
import { call, cluster, clusterOwnerToken } from './client';

// Sign-ups exact across two instances on one PostgreSQL: 100 simultaneous sign-ups for 20 places,
// half to each instance, give exactly 20 confirmed and 80 waiting at positions 1–80; then 10
// cancellations during a second storm of sign-ups move exactly 10 up (the first 10 in the queue)
// and the queue stays 1..N. No in-process lock could do this: the
// instances share only the database (lib/signups/places.ts).

let token = '';
let address = 0;
const client = () => {
  address += 1;
  return { 'x-forwarded-for': `10.34.${address >> 8}.${address & 255}` };
};

beforeAll(async () => {
  token = await clusterOwnerToken();
});

describe('sign-ups across two instances', () => {
  it('100 at once for 20 places: 20 confirmed, 80 waiting at 1–80; 10 cancellations move up 10', async () => {
    const { a, b } = cluster();
    const date = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    const created = await call(a, '/api/events', {
      token,
      json: {
        title: { en: 'Retreat bus', ua: 'Автобус на реколекції' },
        category: 'parish-life',
        start: `${date}T08:00`,
        end: `${date}T18:00`,
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const patched = await call(b, `/api/events/${id}`, {
      method: 'PATCH',
      token,
      json: { signups: { capacity: 20, maxParty: 1, waitlist: true, perDate: true } },
    });
    expect(patched.status).toBe(200);
    const base = `/api/events/${id}/occurrences/${date}`;
    const instance = (n: number) => (n % 2 === 0 ? a : b);
    // The forms are loaded ten at a time (the storm is the sign-ups, not the page views).
    const tokens: string[] = [];
    for (let n = 0; n < 100; n += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, k) => {
          const form = await call(instance(n + k), `${base}/signup-form`);
          expect(form.status, form.text).toBe(200);
          return form.json.formToken as string;
        }),
      );
      tokens.push(...batch);
    }
    // SIGNUP_MIN_SECONDS is the default 3 here.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    type Answer = { status: string; position?: number; token: string };
    const storm = (formTokens: string[], offset: number) =>
      Promise.all(
        formTokens.map(async (formToken, n) => {
          const response = await call(instance(n + 1), `${base}/signups`, {
            json: {
              name: `Pilgrim ${offset + n}`,
              email: `pilgrim${offset + n}@example.test`,
              party: 1,
              formToken,
              website: '',
            },
            headers: client(),
          });
          expect(response.status, `sign-up ${offset + n}: ${response.text}`).toBe(201);
          return response.json as Answer;
        }),
      );
    const answers = await storm(tokens, 0);
    const confirmed = answers.filter((answer) => answer.status === 'confirmed');
    expect(confirmed).toHaveLength(20);
    const positions = answers.flatMap((answer) => (answer.position ? [answer.position] : []));
    expect(positions.sort((x, y) => x - y)).toEqual(Array.from({ length: 80 }, (_, n) => n + 1));

    // A second storm over both instances: 10 cancellations among 20 more sign-ups.
    const moreTokens = await Promise.all(
      Array.from({ length: 20 }, async (_, n) => {
        const form = await call(instance(n), `${base}/signup-form`);
        return form.json.formToken as string;
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const [more, cancelled] = await Promise.all([
      storm(moreTokens, 100),
      Promise.all(
        confirmed
          .slice(0, 10)
          .map((answer, n) =>
            call(instance(n), `/api/signups/by-token/${answer.token}`, { method: 'DELETE' }),
          ),
      ),
    ]);
    expect(cancelled.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect(more.every((answer) => answer.status === 'waiting')).toBe(true);
    const movedUp = await Promise.all(
      answers
        .filter((answer) => answer.status === 'waiting')
        .map(async (answer) => ({
          was: answer.position,
          now: (await call(a, `/api/signups/by-token/${answer.token}`)).json.status,
        })),
    );
    const up = movedUp.filter((entry) => entry.now === 'confirmed');
    expect(up.map((entry) => entry.was).sort((x, y) => (x ?? 0) - (y ?? 0))).toEqual(
      Array.from({ length: 10 }, (_, n) => n + 1),
    );
    const list = await call(b, `${base}/signups`, { token });
    expect(list.json.totals).toMatchObject({
      confirmed: 20,
      places: 20,
      waiting: 90,
      cancelled: 10,
    });
    const waiting = list.json.signups.filter(
      (signup: { status: string }) => signup.status === 'waiting',
    );
    expect(waiting.map((signup: { position: number }) => signup.position)).toEqual(
      Array.from({ length: 90 }, (_, n) => n + 1),
    );
  }, 120_000);
});
