import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

// A real SMTP server (the smtp-server package) in the test process: it counts what a site
// delivers, and can refuse an address (4xx or 5xx) or intercept a message before accepting it.

export interface ReceivedMail {
  to: string;
  raw: string;
}

type Verdict = 'accept' | 'drop';

export interface SmtpInbox {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Reply codes to give an address instead of accepting (shifted one per attempt). */
  refuse: Map<string, number[]>;
  /** Called before a message is accepted; 'drop' answers 451 and does not count it. */
  intercept: ((mail: ReceivedMail) => Verdict) | null;
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const port = await freePort();
  const inbox: SmtpInbox = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails: [],
    refuse: new Map(),
    intercept: null,
    async waitFor(predicate, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = inbox.mails.find(predicate);
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No such e-mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const codes = inbox.refuse.get(address.address.toLowerCase());
      const code = codes?.shift();
      if (code) {
        return callback(
          Object.assign(new Error(`Refused for the test (${code})`), { responseCode: code }),
        );
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()).join(','),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        if (inbox.intercept?.(mail) === 'drop') {
          return callback(Object.assign(new Error('Not accepted'), { responseCode: 451 }));
        }
        inbox.mails.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return inbox;
}

/** The header block of a message, unfolded lines kept as they are (folding is checked on these). */
export const headerLines = (raw: string) => raw.split('\r\n\r\n')[0]!.split('\r\n');

/** A header's value (folded lines joined). */
export function header(raw: string, name: string): string | undefined {
  return raw
    .split('\r\n\r\n')[0]!
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .find((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}:`))
    ?.slice(name.length + 1)
    .trim();
}

/** The decoded parts of a multipart message by content type ('text/plain', 'text/html'). */
/** A MIME body in its Content-Transfer-Encoding (base64 or quoted-printable), as UTF-8 text. */
export function decodeBody(body: string, encoding = ''): string {
  switch (encoding.toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    case 'quoted-printable':
      return Buffer.from(
        body
          .replace(/=\r\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_all, hex: string) =>
            String.fromCharCode(parseInt(hex, 16)),
          ),
        'latin1',
      ).toString('utf8');
    default:
      return body;
  }
}

export function parts(raw: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (entity: string) => {
    const type = header(entity, 'Content-Type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    const body = entity.split('\r\n\r\n').slice(1).join('\r\n\r\n');
    if (boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (!part.startsWith('--')) visit(part.replace(/^\r\n/, ''));
      }
      return;
    }
    const decoded = decodeBody(body, header(entity, 'Content-Transfer-Encoding'));
    found.set(type.split(';')[0]!.trim().toLowerCase(), decoded);
  };
  visit(raw);
  return found;
}

/** A link of the message's text part that contains `path`. */
export function linkIn(raw: string, path: string): string {
  const text = parts(raw).get('text/plain') ?? '';
  const link = text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No link with ${path} in:\n${text}`);
  return link;
}
