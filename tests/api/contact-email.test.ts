import { createServer, type Server, type Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server';
import { startOwnServer, waitForOutput, type OwnServer } from '../support/own-server';

// A real SMTP server (the smtp-server package) in this process, and a site of our own whose
// SMTP_URL points at it: each contact message must reach the office by e-mail, and the visitor's
// answer must never wait for, or fail with, the mail server.

const OFFICE = 'office@parish.test';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let smtpPort: number;
let smtp: SMTPServer | null = null;
let site: OwnServer;
const inbox: ReceivedMail[] = [];
let refuse = false;

function startSmtp(): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          return callback(error);
        }
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => server.listen(smtpPort, '127.0.0.1', () => resolve(server)));
}

const stopSmtp = () =>
  new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));

beforeAll(async () => {
  smtpPort = await freePort();
  smtp = await startSmtp();
  site = await startOwnServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: OFFICE,
  });
});

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
  await stopSmtp();
});

let address = 1;
/** Posts a contact message from its own client address; answers the status and the time taken. */
async function postMessage(fields: Record<string, string>) {
  const started = Date.now();
  const response = await fetch(`${site.server.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${address++}` },
    body: JSON.stringify(fields),
  });
  await response.text();
  return { status: response.status, ms: Date.now() - started };
}

async function mailContaining(marker: string, timeoutMs = 5000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // Joined across quoted-printable soft line breaks, which may fall inside the marker.
    const mail = inbox.find((entry) => entry.raw.replace(/=\r\n/g, '').includes(marker));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail with ${marker} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const header = (raw: string, name: string) =>
  raw
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();

/** A quoted-printable body as text (RFC 2045: soft line breaks, then =XX bytes). */
const fromQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const storedMessages = async () => {
  const response = await fetch(`${site.server.url}/api/contact`, {
    headers: { authorization: `Bearer ${site.adminToken}` },
  });
  return (await response.json()) as { message: string }[];
};

describe('contact messages e-mailed to the office (SMTP_URL, NOTIFY_EMAIL)', () => {
  it('sends each new message as plain text with the visitor as Reply-To', async () => {
    const marker = `marker-${randomBytes(6).toString('hex')}`;
    const answer = await postMessage({
      name: 'Olena Petrenko',
      email: 'olena@example.com',
      phone: '+1 555 010 2030',
      subject: 'prayer',
      message: `Please pray for my mother. <script>alert(1)</script> ${marker}`,
    });
    expect(answer.status).toBe(201);

    const mail = await mailContaining(marker);
    expect(mail.to).toEqual([OFFICE]);
    expect(mail.from).toBe(OFFICE);
    expect(header(mail.raw, 'Reply-To')).toBe('Olena Petrenko <olena@example.com>');
    expect(header(mail.raw, 'To')).toBe(OFFICE);
    expect(header(mail.raw, 'Subject')).toBe('[Parish website] Prayer request: Olena Petrenko');
    expect(header(mail.raw, 'Content-Type')).toMatch(/^text\/plain; charset=utf-8/i);
    expect(mail.raw).not.toMatch(/text\/html/i);
    const encoded = mail.raw.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    const body = /quoted-printable/i.test(header(mail.raw, 'Content-Transfer-Encoding') ?? '')
      ? fromQuotedPrintable(encoded)
      : encoded;
    expect(body).toContain('Name: Olena Petrenko');
    expect(body).toContain('Email: olena@example.com');
    expect(body).toContain('Phone: +1 555 010 2030');
    expect(body).toContain('Subject: Prayer request');
    expect(body).toContain(`Please pray for my mother. <script>alert(1)</script> ${marker}`);
  });

  it('keeps a name with a line break out of the headers (no injected Bcc)', async () => {
    const marker = `marker-${randomBytes(6).toString('hex')}`;
    const answer = await postMessage({
      name: 'Taras\r\nBcc: thief@example.com',
      email: 'taras@example.com',
      subject: 'general',
      message: marker,
    });
    expect(answer.status).toBe(201);
    const mail = await mailContaining(marker);
    expect(mail.to).toEqual([OFFICE]);
    expect(header(mail.raw, 'Bcc')).toBeUndefined();
    expect(mail.raw.split('\r\n\r\n')[0]).not.toMatch(/^Bcc:/im);
  });

  it('answers the visitor at once when the mail server refuses, and keeps the message', async () => {
    refuse = true;
    try {
      const marker = `refused-${randomBytes(6).toString('hex')}`;
      const answer = await postMessage({
        name: 'Ivan',
        email: 'ivan@example.com',
        subject: 'general',
        message: marker,
      });
      expect(answer.status).toBe(201);
      expect(answer.ms).toBeLessThan(3000);
      await waitForOutput(site.server, '550 Mailbox unavailable', 10_000);
      expect((await storedMessages()).some((entry) => entry.message === marker)).toBe(true);
      expect(inbox.some((mail) => mail.raw.replace(/=\r\n/g, '').includes(marker))).toBe(false);
    } finally {
      refuse = false;
    }
  });

  it('answers the visitor at once when the mail server hangs or is down', async () => {
    await stopSmtp();
    smtp = null;
    // Accepts the connection and never says a word: the e-mail waits for its greeting timeout,
    // the visitor must not.
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(smtpPort, '127.0.0.1', resolve));
    try {
      const hanging = await postMessage({
        name: 'Maria',
        email: 'maria@example.com',
        subject: 'events',
        message: `hanging-${randomBytes(6).toString('hex')}`,
      });
      expect(hanging.status).toBe(201);
      expect(hanging.ms).toBeLessThan(3000);
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }

    // Nothing listens at all now: the connection is refused.
    const marker = `down-${randomBytes(6).toString('hex')}`;
    const down = await postMessage({
      name: 'Petro',
      email: 'petro@example.com',
      subject: 'other',
      message: marker,
    });
    expect(down.status).toBe(201);
    expect(down.ms).toBeLessThan(3000);
    await waitForOutput(site.server, 'ECONNREFUSED', 10_000);
    expect((await storedMessages()).some((entry) => entry.message === marker)).toBe(true);
  });
});
