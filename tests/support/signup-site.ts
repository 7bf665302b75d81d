import { SMTPServer } from 'smtp-server';
import { freePort } from './server';
import { startOwnServer, type OwnServer } from './own-server';

// A site of its own for the sign-up tests (their limits and clock differ from the shared
// server's), with a real SMTP server (the smtp-server package) in this process as its inbox.

export interface Mail {
  to: string[];
  raw: string;
}

export interface SignupSite {
  own: OwnServer;
  inbox: Mail[];
  call: (path: string, options?: CallOptions) => Promise<CallResponse>;
  stop: () => Promise<void>;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResponse {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
  text: string;
}

export async function startSignupSite(env: Record<string, string> = {}): Promise<SignupSite> {
  const inbox: Mail[] = [];
  const smtpPort = await freePort();
  const smtp = new SMTPServer({
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
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));
  const own = await startOwnServer({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: 'office@parish.test',
    ...env,
  });
  const call = async (path: string, options: CallOptions = {}): Promise<CallResponse> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['content-type'] = 'application/json';
    } else if (options.form) {
      body = new URLSearchParams(options.form).toString();
      headers['content-type'] = 'application/x-www-form-urlencoded';
    }
    const response = await fetch(`${own.server.url}${path}`, {
      method: options.method ?? (body === undefined ? 'GET' : 'POST'),
      headers,
      body,
      redirect: 'manual',
    });
    const text = await response.text();
    const json = response.headers.get('content-type')?.includes('json') && text;
    return {
      status: response.status,
      headers: response.headers,
      body: json ? JSON.parse(text) : null,
      text,
    };
  };
  return {
    own,
    inbox,
    call,
    stop: async () => {
      await own.server.stop();
      await own.database.drop();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

/** A date a year ahead (YYYY-MM-DD), so sign-ups for it are open. */
export function dateAhead(days = 365): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Creates a published one-date event and switches its sign-ups on; answers its id and date. */
export async function eventWithSignups(
  site: SignupSite,
  signups: Record<string, unknown>,
  days = 365,
): Promise<{ id: string; slug: string; date: string }> {
  const date = dateAhead(days);
  const created = await site.call('/api/events', {
    token: site.own.adminToken,
    json: {
      title: {
        en: `Pysanka workshop ${Math.random().toString(36).slice(2, 8)}`,
        ua: 'Писанкарська майстерня',
      },
      category: 'education',
      start: `${date}T10:00`,
      end: `${date}T12:00`,
    },
  });
  if (created.status !== 201) throw new Error(`event not created: ${created.text}`);
  const patched = await site.call(`/api/events/${created.body.id}`, {
    method: 'PATCH',
    token: site.own.adminToken,
    json: { signups },
  });
  if (patched.status !== 200) throw new Error(`sign-ups not switched on: ${patched.text}`);
  return { id: created.body.id, slug: created.body.slug, date };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `check` holds (polling), or fails after `ms`. */
export async function until(check: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

/** Quoted-printable bytes (=E2=80=99) as text. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A raw message's headers and parts, decoded enough to read (encoded words, QP, base64). */
export function mailText(raw: string): string {
  // Adjacent encoded words of a folded header are one text (RFC 2047: the space between goes).
  const joined = raw
    .replace(/\?=\r?\n[ \t]+=\?UTF-8\?Q\?/gi, '')
    .replace(/\?=\r?\n[ \t]+=\?UTF-8\?B\?/gi, '?==?UTF-8?B?');
  const headers = joined.replace(
    /=\?UTF-8\?([QB])\?([^?]*)\?=/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : fromQuotedPrintable(text.replaceAll('_', ' ')),
  );
  const parts = headers.replace(
    /(Content-Transfer-Encoding: (quoted-printable|base64)\r?\n(?:[^\r\n]+\r?\n)*\r?\n)([\s\S]*?)(?=\r?\n--)/gi,
    (_, head: string, kind: string, body: string) =>
      head +
      (kind.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : fromQuotedPrintable(body.replace(/=\r?\n/g, ''))),
  );
  return parts;
}
