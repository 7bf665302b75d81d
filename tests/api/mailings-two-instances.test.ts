import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startServer, type RunningServer } from '../support/server';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { paragraphDoc, seededEmail, seedSubscribers } from '../support/seed-subscribers';

// Two instances on one database (as behind a load balancer): only the holder of the outbox's
// lease sends. Killed with SIGKILL part-way, its send is taken over by the other within a minute,
// and every subscriber still gets exactly one copy.

const TOTAL = 300;
const KILL_AT = 120;
const SENDS = 'Mail outbox: this instance sends.';

let inbox: SmtpInbox;
let first: OwnServer;
let second: RunningServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  first = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'parish@parish.test',
    MAIL_RATE_PER_MINUTE: '60000',
  });
  second = await startServer(first.env);
});

afterAll(async () => {
  await second?.stop();
  await first?.server.stop();
  await first?.database.drop();
  await inbox?.stop();
});

describe('two instances', () => {
  it('only one sends; when it dies, the other finishes within a minute, without duplicates', async () => {
    await seedSubscribers(first.database.url, TOTAL);
    const instances = [first.server, second];
    let killedAt = 0;
    let survivor: RunningServer | null = null;
    inbox.intercept = () => {
      if (killedAt || inbox.mails.length < KILL_AT) return 'accept';
      const sender = instances.find((instance) => instance.output().includes(SENDS));
      survivor = instances.find((instance) => instance !== sender) ?? null;
      sender?.process.kill('SIGKILL');
      killedAt = Date.now();
      return 'drop';
    };
    const response = await fetch(`${first.server.url}/api/mailings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${first.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: { en: 'Two instances' },
        body: { en: paragraphDoc('One copy each.') },
        lists: ['announcements'],
      }),
    });
    expect(response.status).toBe(201);

    await expect.poll(() => killedAt > 0, { timeout: 60_000, interval: 100 }).toBe(true);
    // Until the kill, exactly one instance had taken the lease.
    expect(instances.filter((instance) => instance.output().includes(SENDS))).toHaveLength(1);
    expect(inbox.mails).toHaveLength(KILL_AT);

    await expect.poll(() => inbox.mails.length, { timeout: 90_000, interval: 500 }).toBe(TOTAL);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(survivor!.output()).toContain(SENDS);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const recipients = inbox.mails.map((mail) => mail.to);
    expect(recipients).toHaveLength(TOTAL);
    expect(new Set(recipients)).toEqual(
      new Set(Array.from({ length: TOTAL }, (_, i) => seededEmail(i))),
    );
  }, 240_000);
});
