import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { startServer, type RunningServer } from '../support/server';
import { startS3Server, type RunningS3Server } from '../support/s3-server';
import { startNginx, startRedis } from '../support/cluster/services';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { paragraphDoc, seededEmail, seedSubscribers } from '../support/seed-subscribers';
import { call, cluster } from './client';

// The outbox as an operator runs it (issue 35): two instances on PostgreSQL and Redis behind
// nginx, each with its own data directory. Only the holder of the outbox's lease sends; killed
// with SIGKILL part-way, its send is taken over by the other within a minute, every subscriber
// gets exactly one copy, and the progress nginx answers matches what the mail server received.
// Its own database, Redis, S3 server, instances and nginx: killing one leaves the other files'
// cluster alone.

const TOTAL = 300;
const KILL_AT = 120;
const SENDS = 'Mail outbox: this instance sends.';
const owner = { username: 'mail-owner', password: 'mail-owner-password-1' };

let inbox: SmtpInbox;
let redis: Awaited<ReturnType<typeof startRedis>>;
let s3: RunningS3Server;
let nginx: Awaited<ReturnType<typeof startNginx>>;
let databaseUrl = '';
const instances: RunningServer[] = [];
const base = path.join('/tmp', `parish-mail-${randomBytes(4).toString('hex')}`);

beforeAll(async () => {
  const { postgres, instanceEnv } = cluster();
  inbox = await startSmtpInbox();
  redis = await startRedis();
  s3 = await startS3Server('parish-mail');
  const database = `parish_mail_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database}`);
  await admin.end();
  databaseUrl = postgres.url.replace(/\/postgres$/, `/${database}`);
  const env = {
    ...instanceEnv,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redis.url,
    S3_BUCKET: s3.bucket,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    SMTP_URL: inbox.url,
    MAIL_FROM: 'parish@parish.test',
    MAIL_RATE_PER_MINUTE: '60000',
  };
  for (const name of ['a', 'b'])
    instances.push(await startServer({ ...env, DATA_DIR: path.join(base, `instance-${name}`) }));
  nginx = await startNginx(instances.map((server) => new URL(server.url).host));
}, 180_000);

afterAll(async () => {
  await nginx?.stop();
  for (const server of instances) await server.stop();
  await redis?.stop();
  await s3?.stop().catch(() => {});
  await inbox?.stop();
});

describe('mailings on two instances behind nginx', () => {
  it('only one sends; killed mid-send, the other finishes within a minute, no duplicates', async () => {
    const front = nginx.url;
    const registered = await call(front, '/api/auth/register', { json: owner });
    expect(registered.status).toBe(201);
    const token = registered.json.authToken as string;
    await seedSubscribers(databaseUrl, TOTAL);

    let killedAt = 0;
    let survivor: RunningServer | null = null;
    inbox.intercept = () => {
      if (killedAt || inbox.mails.length < KILL_AT) return 'accept';
      const sender = instances.find((instance) => instance.output().includes(SENDS));
      survivor = instances.find((instance) => instance !== sender) ?? null;
      sender?.process.kill('SIGKILL');
      killedAt = Date.now();
      // The message in flight when the sender died never reached the server: it is resent.
      return 'drop';
    };
    const created = await call(front, '/api/mailings', {
      token,
      json: {
        subject: { en: 'Two instances behind nginx' },
        body: { en: paragraphDoc('One copy each.') },
        lists: ['announcements'],
      },
    });
    expect(created.status).toBe(201);
    const progress = async () =>
      (await call(front, `/api/mailings/${created.json.id}`, { token })).json;

    await expect.poll(() => killedAt > 0, { timeout: 60_000, interval: 100 }).toBe(true);
    // Until the kill, exactly one instance had taken the lease.
    expect(instances.filter((instance) => instance.output().includes(SENDS))).toHaveLength(1);
    expect(inbox.mails).toHaveLength(KILL_AT);
    // nginx answers from the survivor, which knows nobody holds the send right now or takes it.
    expect((await progress()).sent).toBeGreaterThanOrEqual(KILL_AT - 1);

    await expect.poll(() => inbox.mails.length, { timeout: 90_000, interval: 500 }).toBe(TOTAL);
    expect(Date.now() - killedAt).toBeLessThan(60_000);
    expect(survivor!.output()).toContain(SENDS);
    await expect
      .poll(progress, { timeout: 10_000, interval: 250 })
      .toEqual({ status: 'sent', total: TOTAL, sent: TOTAL, failed: 0 });
    const recipients = inbox.mails.map((mail) => mail.to);
    expect(recipients).toHaveLength(TOTAL);
    expect(new Set(recipients)).toEqual(
      new Set(Array.from({ length: TOTAL }, (_, i) => seededEmail(i))),
    );
  }, 240_000);
});
