import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWithSignups, sleep, startSignupSite, type SignupSite } from '../support/signup-site';

// Bots get nothing: 1,000 scripted submissions of the kinds bots send (posted without loading the
// page, honeypot filled, sent within a second, one client or one address repeated hundreds of
// times) store no sign-up and send no e-mail, with the default limits (SIGNUP_MIN_SECONDS=3,
// SIGNUP_LIMIT_PER_HOUR=10). Behind a trusted proxy, so each scripted client has its own address.
// Then a person, who waits as people do, still signs up.

let site: SignupSite;
beforeAll(async () => {
  site = await startSignupSite({ TRUST_PROXY: '1' });
});
afterAll(async () => site?.stop());

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

describe('bots', () => {
  it('1,000 bad submissions store nothing and send nothing; a person still signs up', async () => {
    const event = await eventWithSignups(site, {
      capacity: 50,
      maxParty: 4,
      waitlist: true,
      perDate: true,
    });
    const base = `/api/events/${event.id}/occurrences/${event.date}`;
    const form = async () =>
      (await site.call(`${base}/signup-form`, { headers: { 'x-forwarded-for': nextAddress() } }))
        .body.formToken as string;
    const fields = (n: number) => ({ name: `Bot ${n}`, email: `bot${n}@spam.test`, party: '1' });
    const post = (body: Record<string, string>, client = nextAddress(), asForm = false) =>
      site.call(`${base}/signups`, {
        ...(asForm ? { form: body } : { json: body }),
        headers: { 'x-forwarded-for': client },
      });
    const statuses = new Map<number, number>();
    // A refused form post (no JavaScript) goes back to the form, which shows the refusal.
    const count = (response: { status: number; headers: Headers }) => {
      const refusedForm =
        response.status === 303 && /\/signup\?error=/.test(response.headers.get('location') ?? '');
      const status = refusedForm ? 400 : response.status;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    };
    const run = async (jobs: (() => Promise<{ status: number; headers: Headers }>)[]) => {
      for (let i = 0; i < jobs.length; i += 25) {
        for (const response of await Promise.all(jobs.slice(i, i + 25).map((job) => job()))) {
          count(response);
        }
      }
    };

    // 1. 250 posted without loading the page: no token, made-up ones, as JSON and as forms.
    await run(
      Array.from(
        { length: 250 },
        (_, n) => () =>
          post(
            { ...fields(n), website: '', ...(n % 3 ? { formToken: `eyJ${n}.abc` } : {}) },
            nextAddress(),
            n % 2 === 0,
          ),
      ),
    );
    // 2. 250 with the honeypot filled, on real forms (waited for as long as a person would).
    const honeyTokens = await Promise.all(Array.from({ length: 250 }, form));
    await sleep(3100);
    await run(
      honeyTokens.map(
        (formToken, n) => () => post({ ...fields(n), formToken, website: 'http://spam.test' }),
      ),
    );
    // 3. 250 sent within a second of the form.
    await run(
      Array.from(
        { length: 250 },
        (_, n) => async () => post({ ...fields(n), formToken: await form(), website: '' }),
      ),
    );
    // 4. 250 from one client (the first 10 count against its limit and are refused for their
    //    forged tokens; the rest are refused by the limit), from one address (the e-mail) too.
    const oneClient = nextAddress();
    await run(
      Array.from(
        { length: 250 },
        () => () => post({ ...fields(0), formToken: 'eyJ.replayed', website: '' }, oneClient),
      ),
    );

    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBe(1000);
    expect(statuses.get(201) ?? 0).toBe(0);
    expect([...statuses.keys()].every((status) => status >= 400 && status < 500)).toBe(true);
    expect(statuses.get(429)).toBe(240);
    const list = await site.call(`${base}/signups`, { token: site.own.adminToken });
    expect(list.body.signups).toHaveLength(0);

    // A person loads the form, takes their time, and is signed up; the only e-mail is theirs.
    const token = await form();
    await sleep(3100);
    const person = await post({
      name: 'Maria',
      email: 'maria@example.test',
      party: '2',
      formToken: token,
      website: '',
    });
    expect(person.status).toBe(201);
    await sleep(1500);
    expect(site.inbox.map((mail) => mail.to).flat()).toEqual(['maria@example.test']);
  }, 240_000);

  it('one e-mail address is limited across clients', async () => {
    const event = await eventWithSignups(site, {
      capacity: 50,
      maxParty: 1,
      waitlist: true,
      perDate: true,
    });
    const base = `/api/events/${event.id}/occurrences/${event.date}`;
    const tokens = await Promise.all(
      Array.from(
        { length: 6 },
        async () => (await site.call(`${base}/signup-form`)).body.formToken as string,
      ),
    );
    await sleep(3100);
    const results: number[] = [];
    for (const formToken of tokens) {
      const response = await site.call(`${base}/signups`, {
        json: { name: 'Same', email: 'same@example.test', party: 1, formToken, website: '' },
        headers: { 'x-forwarded-for': nextAddress() },
      });
      results.push(response.status);
    }
    // Five an hour per address (a family signing up for several dates), the sixth refused.
    expect(results).toEqual([201, 201, 201, 201, 201, 429]);
  }, 60_000);
});
