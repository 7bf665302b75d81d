import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/server';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { formControlProblems } from '../support/form-controls';

// Issue 38 on a site of our own with SMTP_URL: administrators hear of an account waiting for
// approval; the reset e-mail's sender names the parish; an e-mailed reset request is in the
// activity log; the forgot-password form (shown only with SMTP_URL) types and labels its fields.

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
  headers.set('x-forwarded-for', headers.get('x-forwarded-for') ?? `10.9.0.${address++}`);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.body) headers.set('content-type', 'application/json');
  const response = await fetch(`${site.server.url}${path}`, { ...init, headers });
  const text = await response.text();
  const json = response.headers.get('content-type')?.includes('json');
  return { status: response.status, text, body: json && text ? JSON.parse(text) : null };
}

async function mailTo(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = inbox.find((entry) => entry.to.includes(to));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A header's value, RFC 2047 words decoded. */
function header(mail: ReceivedMail, name: string): string {
  const head = mail.raw.split('\r\n\r\n')[0] ?? '';
  const line = new RegExp(`^${name}: (.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head)?.[1] ?? '';
  return (
    line
      .replace(/\r\n[ \t]/g, ' ')
      // Whitespace between two encoded words is not part of the text (RFC 2047).
      .replace(/\?=\s+=\?/g, '?==?')
      .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
        kind.toLowerCase() === 'b'
          ? Buffer.from(text, 'base64').toString('utf8')
          : Buffer.from(
              text
                .replace(/_/g, ' ')
                .replace(/=([0-9a-f]{2})/gi, (__, hex: string) =>
                  String.fromCharCode(parseInt(hex, 16)),
                ),
              'latin1',
            ).toString('utf8'),
      )
  );
}

/** The text body: base64 (text outside ASCII) or quoted-printable, decoded. */
function body(mail: ReceivedMail): string {
  const [head = '', ...rest] = mail.raw.split('\r\n\r\n');
  const text = rest.join('\r\n\r\n');
  return /content-transfer-encoding:\s*base64/i.test(head)
    ? Buffer.from(text.replace(/\s+/g, ''), 'base64').toString('utf8')
    : text.replace(/=\r\n/g, '').replace(/=3D/g, '=');
}

async function siteTitle(): Promise<string> {
  return ((await call('/api/settings')).body as { title: string }).title;
}

async function giveEmail(token: string, password: string, email: string) {
  const changed = await call('/api/auth/password', {
    method: 'POST',
    token,
    body: JSON.stringify({ currentPassword: password, newPassword: password + 'x', email }),
  });
  expect(changed.status, changed.text).toBe(200);
}

describe('with SMTP_URL', () => {
  it('e-mails the administrators when an account waits for approval, from the parish', async () => {
    await giveEmail(site.adminToken, 'own-admin-password-123', 'own-admin@parish.test');
    const username = `waiting-${randomBytes(4).toString('hex')}`;
    const registered = await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'waiting-password-1' }),
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.role).toBe('pending');
    const mail = await mailTo('own-admin@parish.test');
    expect(header(mail, 'Subject')).toContain(username);
    const from = header(mail, 'From');
    expect(from).toContain(await siteTitle());
    expect(from).toMatch(/<office@parish\.test>$/);
    expect(body(mail)).toContain(`${site.server.url}/dashboard?tab=users`);
  });

  it('the reset e-mail is sent by the parish, and the request is in the activity log', async () => {
    const username = `asks-${randomBytes(4).toString('hex')}`;
    const registered = await call('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username, password: 'asks-password-1' }),
    });
    await giveEmail(registered.body.authToken, 'asks-password-1', `${username}@parish.test`);
    const asked = await call('/api/auth/forgot', {
      method: 'POST',
      body: JSON.stringify({ username, language: 'ua' }),
    });
    expect(asked.status).toBe(202);
    const mail = await mailTo(`${username}@parish.test`);
    // A name before the address: the parish's, in the language the visitor asked in.
    expect(header(mail, 'From')).toMatch(/^.*\S.* <office@parish\.test>$/);
    await expect
      .poll(async () => {
        const log = await call('/api/activity', { token: site.adminToken });
        return (log.body.entries as { action: string; target: string; actor: string }[]).find(
          (entry) => entry.action === 'account.reset-request' && entry.target === username,
        );
      })
      .toMatchObject({ actor: username });
  });

  it.each(['/forgot-password', '/ua/forgot-password'])(
    '%s: every control typed and labelled',
    async (path) => {
      const page = await call(path);
      expect(page.status).toBe(200);
      const username = /<input(?=[^>]*name="username")[^>]*>/.exec(page.text)?.[0];
      expect(username).toContain('type="text"');
      expect(formControlProblems(page.text)).toEqual([]);
    },
  );
});
