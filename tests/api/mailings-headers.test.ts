import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dkimVerify } from 'mailauth/lib/dkim/verify';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { headerLines, parts, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { sqlOn } from '../support/uploads';

// A captured bulk message: both List-Unsubscribe headers on one line each, a text part and an
// HTML part under 100 KB, the parish's postal address; signed with the configured DKIM key, and
// mailauth verifies that signature against the matching public key (given here, no DNS), with
// both List-Unsubscribe headers among the signed ones.

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const DKIM_KEY = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
const PUBLIC_KEY = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');

let inbox: SmtpInbox;
let site: OwnServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  site = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'parish@parish.test',
    MAIL_RATE_PER_MINUTE: '6000',
    DKIM_DOMAIN: 'parish.test',
    DKIM_SELECTOR: 'mail2026',
    // As an environment variable usually carries a PEM: one line with \n escapes.
    DKIM_PRIVATE_KEY: DKIM_KEY.replace(/\n/g, '\\n'),
  });
  const now = new Date().toISOString().replace('Z', '+00:00');
  await sqlOn(
    site.database.url,
    `INSERT INTO "Subscriber" ("id", "email", "lists", "language", "status", "confirmedAt", "consentAt", "consentForm", "consentWording", "consentClientHash", "createdAt", "updatedAt") VALUES ('headers1', 'reader@example.com', 'announcements', 'both', 'active', '${now}', '${now}', 'page', 'test', 'x', '${now}', '${now}')`,
  );
});

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
  await inbox?.stop();
});

describe('a bulk message', () => {
  it('carries unfolded RFC 8058 headers, both parts, the postal address and a DKIM signature that verifies', async () => {
    const response = await fetch(`${site.server.url}/api/mailings`, {
      method: 'POST',
      headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        subject: { en: 'Headers test', ua: 'Перевірка заголовків' },
        body: {
          en: {
            type: 'doc',
            content: [{ type: 'paragraph', content: [{ type: 'text', text: 'English text.' }] }],
          },
          ua: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Український текст.' }] },
            ],
          },
        },
        lists: ['announcements'],
      }),
    });
    expect(response.status).toBe(201);
    const mail = await inbox.waitFor((each) => each.to === 'reader@example.com');

    const lines = headerLines(mail.raw);
    const at = lines.findIndex((line) => line.startsWith('List-Unsubscribe: '));
    expect(lines[at]).toMatch(
      /^List-Unsubscribe: <http[^>]+\/subscription\/unsubscribe\?token=[^>]+>, <mailto:[^>]+>$/,
    );
    expect(lines[at + 1]).not.toMatch(/^[ \t]/);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    const found = parts(mail.raw);
    const text = found.get('text/plain')!;
    const html = found.get('text/html')!;
    expect(text).toContain('English text.');
    expect(text).toContain('Український текст.');
    expect(text).toContain('123 Sample Street');
    expect(html).toContain('123 Sample Street');
    expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);

    const resolver = async (name: string, type: string) => {
      if (type === 'TXT' && name === 'mail2026._domainkey.parish.test') {
        return [[`v=DKIM1; k=rsa; p=${PUBLIC_KEY}`]];
      }
      throw Object.assign(new Error(`No DNS in tests: ${name}`), { code: 'ENOTFOUND' });
    };
    const verified = await dkimVerify(Buffer.from(mail.raw), { resolver });
    const result = verified.results[0]!;
    expect(result.status.result).toBe('pass');
    expect(result.signingDomain).toBe('parish.test');
    const signed = String(result.signingHeaders?.keys ?? '')
      .toLowerCase()
      .split(/\s*:\s*/);
    expect(signed).toContain('list-unsubscribe');
    expect(signed).toContain('list-unsubscribe-post');

    // Changing a signed header in transit breaks the signature.
    const tampered = mail.raw.replace(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
      'List-Unsubscribe-Post: x',
    );
    const broken = await dkimVerify(Buffer.from(tampered), { resolver });
    expect(broken.results[0]!.status.result).not.toBe('pass');
  });

  it('the Mail panel looks up the DKIM key at the configured selector and offers its record', async () => {
    const response = await fetch(`${site.server.url}/api/settings/mail-dns`, {
      headers: { authorization: `Bearer ${site.adminToken}` },
    });
    expect(response.status).toBe(200);
    const report = (await response.json()) as {
      from: string;
      domain: string;
      sending: boolean;
      records: { kind: string; name: string }[];
      suggestions: { dkim?: string };
    };
    expect(report).toMatchObject({
      from: 'parish@parish.test',
      domain: 'parish.test',
      sending: true,
    });
    expect(report.records.map((each) => [each.kind, each.name])).toEqual([
      ['spf', 'parish.test'],
      ['dkim', 'mail2026._domainkey.parish.test'],
      ['dmarc', '_dmarc.parish.test'],
    ]);
    // The record to publish holds the public half of DKIM_PRIVATE_KEY.
    expect(report.suggestions.dkim).toBe(`v=DKIM1; k=rsa; p=${PUBLIC_KEY}`);
  });
});
