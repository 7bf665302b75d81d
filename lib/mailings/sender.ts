import 'server-only';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { getEnv } from '@/lib/env';
import { getDb } from '@/lib/db/client';
import { describe } from '@/lib/db/describe';
import { readSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { recordTemporaryFailure, stopSubscriber } from '@/lib/subscriptions/delivery';
import { composeMessage, type ComposeContext, type MailingRow } from './compose';
import { fanOutDueMailings } from './fan-out';
import { queueWeeklyDigestIfDue } from './digest';
import { holdOutboxLease, LEASE_MS } from './lease';

// The outbox sender: one instance at a time (lib/mailings/lease.ts), MAIL_RATE_PER_MINUTE.
//
// Each row goes queued → claimed → sent. The claim is written before the SMTP transaction and
// "sent" right after the server's 250; a row still claimed by a holder that no longer has the
// lease (its process died) is queued again by the next holder and sent again.
//
// NOTE: the trade-off. SMTP cannot make a send and a database write one atomic step, so one of
// two windows must stay open: we choose at-least-once. A process killed after the server accepted
// a message and before the "sent" write (one indexed UPDATE, well under a millisecond on SQLite)
// sends that one message again on restart, under the same Message-ID (receivers such as Gmail
// drop a second copy with the same Message-ID). The other choice, marking before sending, would
// lose that message for good. A kill at any other moment, including during the SMTP transaction
// before its 250, gives exactly one copy (tests/api/mailings-outbox.test.ts kills mid-send).

/** Retries of a temporary refusal (4xx) after these delays, then every 6 hours, for 72 hours. */
const RETRY_AFTER_MS = [10_000, 60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 2 * 60 * 60_000];
const RETRY_LAST_MS = 6 * 60 * 60_000;
export const GIVE_UP_AFTER_MS = 72 * 60 * 60_000;
/** A mail server that cannot be reached is tried again after this. */
const UNREACHABLE_RETRY_MS = 30_000;
/** How long one run sends before it hands back to the job loop (which may be stopping). */
const RUN_MS = 10_000;
/** With nothing to send, the next look is this far away (new rows are found this fast). */
export const IDLE_MS = 2_000;
/** Another instance holds the lease: look again this far away (a takeover within a minute). */
const NOT_HOLDER_MS = 5_000;

const MAIL_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The SMTP reply code of a refusal, or null when the server was not reached at all. */
function replyCode(error: unknown): number | null {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 400 && code < 600 ? code : null;
}

export function fromAddress(settingsEmail: string, origin: string): string {
  const mail = getEnv().mail;
  return mail?.from || settingsEmail || mail?.notifyEmail || `no-reply@${new URL(origin).hostname}`;
}

/**
 * SMTP_URL as transport options. (Given `url`, nodemailer 7 keeps only what the URL says and
 * drops every other option: the pool, the timeouts and the DKIM key.)
 */
function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname,
    port: Number(url.port) || (secure ? 465 : 587),
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
  };
}

/** A sender for this instance: `holder` names it in the lease and on its claims. */
export function createOutboxSender(holder: string, active: () => boolean) {
  let transport: Mail | null = null;
  let lastSendAt = 0;
  let holding = false;
  /** The lease, taken or renewed; one line in the log when it changes hands. */
  const hold = async () => {
    const held = await holdOutboxLease(holder);
    if (held !== holding) {
      console.log(
        held ? 'Mail outbox: this instance sends.' : 'Mail outbox: another instance sends.',
      );
      holding = held;
    }
    return held;
  };
  const db = getDb();

  const transportFor = (smtpUrl: string) => {
    const dkim = getEnv().dkim;
    transport ??= nodemailer.createTransport({
      ...smtpOptions(smtpUrl),
      pool: true,
      maxConnections: 1,
      ...MAIL_TIMEOUTS,
      ...(dkim && {
        dkim: {
          ...dkim,
          // Both List-Unsubscribe headers signed, so neither can be added or changed in transit.
          headerFieldNames:
            'From:Sender:Reply-To:Subject:Date:Message-ID:To:Cc:MIME-Version:Content-Type:Content-Transfer-Encoding:List-Unsubscribe:List-Unsubscribe-Post',
        },
      }),
    });
    return transport;
  };

  async function deliver(
    row: {
      id: string;
      email: string;
      language: string;
      subscriberId: string | null;
      messageId: string;
      attempts: number;
      createdAt: Date;
    },
    mailing: MailingRow,
    context: ComposeContext,
    send: Mail,
  ): Promise<'sent' | 'unreachable' | 'refused'> {
    const message = await composeMessage(mailing, row, context);
    if (!message) {
      await db.outboxMessage.updateMany({
        where: { id: row.id, claimedBy: holder },
        data: { status: 'cancelled', claimedBy: null, lastError: 'gone' },
      });
      return 'refused';
    }
    try {
      await send.sendMail(message);
    } catch (error) {
      return failed(row, error);
    }
    await db.outboxMessage.updateMany({
      where: { id: row.id, claimedBy: holder },
      data: { status: 'sent', sentAt: new Date(), claimedBy: null, claimedUntil: null },
    });
    return 'sent';
  }

  async function failed(
    row: { id: string; subscriberId: string | null; attempts: number; createdAt: Date },
    error: unknown,
  ): Promise<'unreachable' | 'refused'> {
    const now = new Date();
    const code = replyCode(error);
    const reason = describe(error).slice(0, 300);
    const expired = now.getTime() - row.createdAt.getTime() > GIVE_UP_AFTER_MS;
    if (code !== null && code >= 500) {
      await db.outboxMessage.update({
        where: { id: row.id },
        data: { status: 'failed', claimedBy: null, lastError: reason, attempts: { increment: 1 } },
      });
      if (row.subscriberId) {
        await stopSubscriber(row.subscriberId, `refused: ${reason}`);
        await db.outboxMessage.updateMany({
          where: { subscriberId: row.subscriberId, status: 'queued' },
          data: { status: 'failed', lastError: 'address stopped' },
        });
      }
      console.warn(`Mail to an address refused for good (${code}); the address is stopped.`);
      return 'refused';
    }
    const delay =
      code === null ? UNREACHABLE_RETRY_MS : (RETRY_AFTER_MS[row.attempts] ?? RETRY_LAST_MS);
    await db.outboxMessage.update({
      where: { id: row.id },
      data: {
        status: expired ? 'failed' : 'queued',
        claimedBy: null,
        claimedUntil: null,
        lastError: reason,
        nextAttemptAt: new Date(now.getTime() + delay),
        ...(code !== null && { attempts: { increment: 1 } }),
      },
    });
    // Counted once per message, not per retry: three different messages, not three tries.
    if (code !== null && row.attempts === 0 && row.subscriberId) {
      if (await recordTemporaryFailure(row.subscriberId, code, now)) {
        await db.outboxMessage.updateMany({
          where: { subscriberId: row.subscriberId, status: 'queued' },
          data: { status: 'failed', lastError: 'address stopped' },
        });
      }
    }
    if (code === null) console.warn(`Mail server not reachable: ${reason}`);
    return code === null ? 'unreachable' : 'refused';
  }

  /** One run: answers when the next should start (ms). */
  return async function run(): Promise<number> {
    const mail = getEnv().mail;
    if (!mail) return 60_000;
    try {
      if (!(await hold())) return NOT_HOLDER_MS;
      await queueWeeklyDigestIfDue();
      await fanOutDueMailings();
      // Only the lease holder sends, so a claim by anyone else is a dead sender's: send it again.
      await db.outboxMessage.updateMany({
        where: { status: 'claimed', NOT: { claimedBy: holder } },
        data: { status: 'queued', claimedBy: null, claimedUntil: null },
      });
      const settings = await readSettings();
      const origin = siteOrigin(settings);
      const context: ComposeContext = {
        settings,
        origin,
        from: fromAddress(settings.email, origin),
      };
      const intervalMs = 60_000 / getEnv().mailRatePerMinute;
      const mailings = new Map<string, MailingRow | null>();
      const started = Date.now();
      while (active() && Date.now() - started < RUN_MS) {
        const now = new Date();
        const row = await db.outboxMessage.findFirst({
          where: { status: 'queued', nextAttemptAt: { lte: now } },
          orderBy: [{ priority: 'asc' }, { nextAttemptAt: 'asc' }, { id: 'asc' }],
        });
        if (!row) return IDLE_MS;
        const wait = lastSendAt + intervalMs - Date.now();
        if (wait > 0) await sleep(wait);
        // Renewed before each message: a holder that lost it (a long pause) stops here.
        if (!(await hold())) return NOT_HOLDER_MS;
        const claimed = await db.outboxMessage.updateMany({
          where: { id: row.id, status: 'queued' },
          data: {
            status: 'claimed',
            claimedBy: holder,
            claimedUntil: new Date(Date.now() + LEASE_MS),
          },
        });
        if (claimed.count === 0) continue;
        if (!mailings.has(row.mailingId)) {
          mailings.set(
            row.mailingId,
            await db.mailing.findUnique({ where: { id: row.mailingId } }),
          );
        }
        const mailing = mailings.get(row.mailingId);
        if (!mailing) {
          await db.outboxMessage.update({ where: { id: row.id }, data: { status: 'cancelled' } });
          continue;
        }
        lastSendAt = Date.now();
        const outcome = await deliver(row, mailing, context, transportFor(mail.smtpUrl));
        if (outcome === 'unreachable') {
          transport?.close();
          transport = null;
          return UNREACHABLE_RETRY_MS;
        }
      }
      return 0;
    } catch (error) {
      console.error(`Outbox: ${describe(error)}`);
      return NOT_HOLDER_MS;
    }
  };
}
