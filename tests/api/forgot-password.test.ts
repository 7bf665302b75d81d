import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { decodeBody } from '../support/smtp-inbox';

// 'Forgot your password?' on a site of our own whose SMTP_URL points at a real SMTP server (the
// smtp-server package) in this process: the link reaches the account's address, and the answer is
// the same, in body and roughly in time, whether or not the account exists.

interface ReceivedMail {
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let site: OwnServer;
const inbox: ReceivedMail[] = [];

beforeAll(async () => {
  const port = await freePort();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  site = await startOwnServer({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'office@parish.test',
  });
});

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

let address = 1;
async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', headers.get('x-forwarded-for') ?? `10.8.0.${address++}`);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const started = Date.now();
  const response = await fetch(`${site.server.url}${path}`, { ...init, headers });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text ? JSON.parse(text) : null,
    ms: Date.now() - started,
  };
}

const forgot = (username: string, extra: Record<string, string> = {}, from?: string) =>
  call('/api/auth/forgot', {
    method: 'POST',
    body: JSON.stringify({ username, ...extra }),
    headers: from ? { 'x-forwarded-for': from } : {},
  });

/** MIME encoded words (RFC 2047) in a header, as nodemailer writes them; adjacent ones joined. */
function decodeHeader(value: string): string {
  const unfolded = value.replace(/\?=\s+=\?/g, '?==?');
  return unfolded.replace(/(?:=\?UTF-8\?([BQ])\?[^?]*\?=)+/gi, (run) => {
    const bytes = [...run.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi)].map(([, kind, text = '']) =>
      kind!.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ),
    );
    return Buffer.concat(bytes).toString('utf8');
  });
}

/** The first e-mail to `to`: its subject and text (base64 and quoted-printable decoded). */
async function mailTo(to: string, timeoutMs = 10_000): Promise<{ subject: string; text: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = inbox.find((entry) => entry.to.includes(to));
    if (mail) {
      const [head = '', ...rest] = mail.raw.split('\r\n\r\n');
      const body = rest.join('\r\n\r\n');
      // Text outside ASCII (Ukrainian) is sent base64; English as quoted-printable or plain.
      const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1];
      const text = decodeBody(body, encoding);
      const subject = /^subject:(.*(?:\r\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
      return { subject: decodeHeader(subject.replace(/\r\n/g, '')).trim(), text };
    }
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The reset link in an e-mail to `to` (quoted-printable soft breaks joined). */
async function linkMailedTo(to: string, timeoutMs = 10_000): Promise<string> {
  const { text } = await mailTo(to, timeoutMs);
  const match = text.match(/https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43}/);
  if (!match) throw new Error(`No link in:\n${text}`);
  return match[0];
}

async function accountWithEmail(prefix: string) {
  const username = `${prefix}-${randomBytes(4).toString('hex')}`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const email = `${username}@parish.test`;
  const registered = await call('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username, password }),
  });
  expect(registered.status).toBe(201);
  const token = registered.body.authToken as string;
  const next = `pw-${randomBytes(8).toString('hex')}`;
  const changed = await call('/api/auth/password', {
    method: 'POST',
    token,
    body: JSON.stringify({ currentPassword: password, newPassword: next, email }),
  });
  expect(changed.status).toBe(200);
  return { username, password: next, email };
}

describe('POST /api/auth/forgot with SMTP_URL', () => {
  it('answers an existing and an unknown account the same (202), and e-mails a working link', async () => {
    const account = await accountWithEmail('forgot');
    const known = await forgot(account.username);
    const unknown = await forgot(`nobody-${randomBytes(4).toString('hex')}`);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.text).toBe(unknown.text);
    expect(known.body).toEqual({ ok: true });
    // The account is looked up after the answer: neither waits for the database or the mail.
    expect(Math.abs(known.ms - unknown.ms)).toBeLessThan(500);

    const link = await linkMailedTo(account.email);
    expect(new URL(link).origin).toBe(site.server.url);
    const token = new URL(link).searchParams.get('token');
    const reset = await call('/api/auth/reset', {
      method: 'POST',
      body: JSON.stringify({ token, password: 'mailed-reset-password-1' }),
    });
    expect(reset.status).toBe(200);
    const login = await call('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ username: account.username, password: 'mailed-reset-password-1' }),
    });
    expect(login.status).toBe(200);
  });

  it('links to the visitor’s language', async () => {
    const account = await accountWithEmail('forgot-ua');
    await forgot(account.username, { language: 'ua' });
    const link = await linkMailedTo(account.email);
    expect(new URL(link).pathname).toBe('/ua/reset-password');
  });

  it('names the site, in the reader’s language, in the subject and the text', async () => {
    // A reset e-mail that does not say which site sent it looks like phishing.
    const settings = (await call('/api/settings')).body;
    const names = { en: 'St. Olga Test Parish', ua: 'Парафія святої Ольги (тест)' };
    const saved = await call('/api/settings', {
      method: 'PUT',
      token: site.adminToken,
      body: JSON.stringify({
        ...settings,
        title: names.en,
        translations: {
          ...settings.translations,
          ua: { ...settings.translations?.ua, title: names.ua },
        },
      }),
    });
    expect(saved.status).toBe(200);

    const english = await accountWithEmail('forgot-site-en');
    await forgot(english.username);
    const inEnglish = await mailTo(english.email);
    expect(inEnglish.subject).toBe(`Reset your password — ${names.en}`);
    expect(inEnglish.text).toContain(`your staff account on ${names.en}.`);

    const ukrainian = await accountWithEmail('forgot-site-ua');
    await forgot(ukrainian.username, { language: 'ua' });
    const inUkrainian = await mailTo(ukrainian.email);
    expect(inUkrainian.subject).toBe(`Скидання пароля\u00a0— ${names.ua}`);
    expect(inUkrainian.text).toContain(`на сайті «${names.ua}»`);
  });

  it('limits requests per address (429) and mails an account at most 3 times an hour', async () => {
    const from = `10.7.${address % 250}.9`;
    for (let i = 0; i < 5; i++) expect((await forgot(`someone-${i}`, {}, from)).status).toBe(202);
    const limited = await forgot('someone-else', {}, from);
    expect(limited.status).toBe(429);

    const account = await accountWithEmail('forgot-limit');
    for (let i = 0; i < 5; i++) expect((await forgot(account.username)).status).toBe(202);
    await linkMailedTo(account.email);
    // Give the answers' after-work time to finish, then count.
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline) {
      if (inbox.filter((mail) => mail.to.includes(account.email)).length >= 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(inbox.filter((mail) => mail.to.includes(account.email))).toHaveLength(3);
  });

  it('sends nothing to an account without an e-mail address, and answers the same', async () => {
    const username = `noemail-${randomBytes(4).toString('hex')}`;
    await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'no-email-password-1' }),
    });
    const before = inbox.length;
    const answer = await forgot(username);
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ ok: true });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(inbox.length).toBe(before);
  });
});
