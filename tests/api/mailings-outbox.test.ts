import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startServer, type RunningServer } from '../support/server';
import { header, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { seededEmail, seedSubscribers } from '../support/seed-subscribers';
import { selectRows } from '../support/db-rows';

// The outbox never sends twice and never loses a message: 1,000 subscribers, the sending process
// killed with SIGKILL at 40% (while a message is in the middle of its SMTP transaction), started
// again → 1,000 delivered, each address once, counted by the SMTP server itself. In between, an
// instance that does not send shows the mailing as "waiting", never "sending".

const TOTAL = 1000;
const KILL_AT = 400;

let inbox: SmtpInbox;
let site: OwnServer;
let restarted: RunningServer | null = null;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  site = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'parish@parish.test',
    MAIL_RATE_PER_MINUTE: '60000',
  });
});

afterAll(async () => {
  await restarted?.stop();
  await site?.server.stop();
  await site?.database.drop();
  await inbox?.stop();
});

const email = seededEmail;

const progress = async (base: string, token: string, id: string) =>
  (await (
    await fetch(`${base}/api/mailings/${id}`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as {
    status: string;
    total: number;
    sent: number;
    failed: number;
  };

// Subscribers are seeded without confirmations: every message this server receives is the test's.
const delivered = () => inbox.mails;

describe('the outbox under SIGKILL', () => {
  it('delivers every message exactly once across a kill -9 and a restart', async () => {
    await seedSubscribers(site.database.url, TOTAL);
    let killed = false;
    inbox.intercept = () => {
      if (killed || delivered().length < KILL_AT) return 'accept';
      killed = true;
      site.server.process.kill('SIGKILL');
      return 'drop';
    };
    const response = await fetch(`${site.server.url}/api/mailings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: { en: 'Outbox test', ua: 'Перевірка' },
        body: {
          en: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'One copy each.' }] }],
          },
        },
        lists: ['announcements'],
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    await expect.poll(() => killed, { timeout: 60_000, interval: 100 }).toBe(true);
    const dead = site.server.process;
    if (dead.exitCode === null && dead.signalCode === null) {
      await new Promise((resolve) => dead.once('exit', resolve));
    }
    expect(delivered()).toHaveLength(KILL_AT);
    const states = await selectRows<{ status: string; n: number }>(
      site.database.url,
      `SELECT "status", COUNT(*) AS n FROM "OutboxMessage" WHERE "mailingId" = $1 GROUP BY "status"`,
      [id],
    );
    const count = (status: string) => Number(states.find((row) => row.status === status)?.n ?? 0);
    expect(count('sent')).toBe(KILL_AT);
    expect(count('claimed')).toBe(1);

    // An instance without SMTP_URL sends nothing: once the dead sender's lease has run out, the
    // mailing reads "waiting", never "sending".
    const idle = await startServer({ ...site.env, SMTP_URL: '' });
    try {
      await expect
        .poll(() => progress(idle.url, site.adminToken, id), { timeout: 40_000, interval: 1000 })
        .toEqual({ status: 'waiting', total: TOTAL, sent: KILL_AT, failed: 0 });
    } finally {
      await idle.stop();
    }

    inbox.intercept = null;
    const started = Date.now();
    restarted = await startServer(site.env);
    await expect.poll(() => delivered().length, { timeout: 120_000, interval: 500 }).toBe(TOTAL);
    // The claimed row of the dead sender was taken over well within a minute of the restart.
    expect(Date.now() - started).toBeLessThan(60_000 + 30_000);
    await new Promise((resolve) => setTimeout(resolve, 3000));

    const recipients = delivered().map((mail) => mail.to);
    expect(recipients).toHaveLength(TOTAL);
    expect(new Set(recipients).size).toBe(TOTAL);
    for (let index = 0; index < TOTAL; index += 1) expect(recipients).toContain(email(index));
    const messageIds = delivered().map((mail) => header(mail.raw, 'Message-ID'));
    expect(new Set(messageIds).size).toBe(TOTAL);
    expect(await progress(restarted.url, site.adminToken, id)).toEqual({
      status: 'sent',
      total: TOTAL,
      sent: TOTAL,
      failed: 0,
    });
  }, 300_000);
});
