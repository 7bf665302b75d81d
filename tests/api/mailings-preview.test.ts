import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';

// POST /api/mailings/preview: the announcement as the sender composes it, in the chosen language,
// for staff only, and nothing is queued or sent by it.

let inbox: SmtpInbox;
let site: OwnServer;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  site = await startOwnServer({
    SMTP_URL: inbox.url,
    MAIL_FROM: 'parish@parish.test',
    MAIL_RATE_PER_MINUTE: '6000',
  });
});

afterAll(async () => {
  await site?.server.stop();
  await site?.database.drop();
  await inbox?.stop();
});

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const preview = (body: unknown, auth = true) =>
  fetch(`${site.server.url}/api/mailings/preview`, {
    method: 'POST',
    headers: {
      ...(auth && { authorization: `Bearer ${site.adminToken}` }),
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });

const request = {
  subject: { en: 'Parish picnic', ua: 'Парафіяльний пікнік' },
  body: { en: doc('After the Liturgy <script>alert(1)</script>'), ua: doc('Після Літургії.') },
};

describe('the preview of an announcement', () => {
  it('is the composed message in the chosen language, with the unsubscribe footer', async () => {
    const english = await preview({ ...request, language: 'en' });
    expect(english.status).toBe(200);
    const en = (await english.json()) as { subject: string; html: string; text: string };
    expect(en.subject).toBe('Parish picnic');
    expect(en.text).toContain('After the Liturgy <script>alert(1)</script>');
    expect(en.text).not.toContain('Після Літургії.');
    expect(en.html).toMatch(/^<!DOCTYPE html><html lang="en"/);
    // The editor's text is escaped by the renderer, never markup.
    expect(en.html).not.toContain('<script>');
    expect(en.html).toContain('/subscription/unsubscribe?token=');

    const ukrainian = (await (await preview({ ...request, language: 'ua' })).json()) as {
      subject: string;
      text: string;
    };
    expect(ukrainian.subject).toBe('Парафіяльний пікнік');
    expect(ukrainian.text).toContain('Після Літургії.');

    const both = (await (await preview({ ...request, language: 'both' })).json()) as {
      subject: string;
    };
    expect(both.subject).toBe('Parish picnic / Парафіяльний пікнік');
  });

  it('queues and sends nothing', async () => {
    await preview({ ...request, language: 'en' });
    const list = (await (
      await fetch(`${site.server.url}/api/mailings`, {
        headers: { authorization: `Bearer ${site.adminToken}` },
      })
    ).json()) as { mailings: unknown[] };
    expect(list.mailings).toEqual([]);
    expect(inbox.mails).toEqual([]);
  });

  it('is for staff only and validates what it is given', async () => {
    expect((await preview({ ...request, language: 'en' }, false)).status).toBe(401);
    expect((await preview({ ...request, language: 'fr' })).status).toBe(400);
    expect(
      (await preview({ subject: { en: '' }, body: request.body, language: 'en' })).status,
    ).toBe(400);
  });
});
