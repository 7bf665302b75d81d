import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOwnServer, type OwnServer } from '../support/own-server';
import { header, linkIn, parts, startSmtpInbox, type SmtpInbox } from '../support/smtp-inbox';
import { form, tinyPdf } from '../support/uploads';

// Subscriptions end to end on a site of our own whose SMTP_URL points at a real SMTP server in
// this process: double opt-in, no enumeration, the one-click unsubscribe (RFC 8058) and its page,
// the manage link, a published bulletin in each subscriber's language, and refusals.

let inbox: SmtpInbox;
let site: OwnServer;
let client = 1;

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

const url = (path: string) => `${site.server.url}${path}`;
/** A link from an e-mail, on this test's server (the e-mail names the site's public origin). */
const onSite = (link: string) => url(new URL(link).pathname + new URL(link).search);

async function subscribe(body: Record<string, unknown>) {
  const response = await fetch(url('/api/subscriptions'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.35.0.${client++}` },
    body: JSON.stringify({ website: '', ...body }),
  });
  return { status: response.status, body: await response.json() };
}

async function staff<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(url(path), {
    ...init,
    headers: {
      authorization: `Bearer ${site.adminToken}`,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
  return (response.status === 204 ? null : await response.json()) as T;
}

interface Subscriber {
  id: string;
  email: string;
  lists: string[];
  language: string;
  status: string;
  stoppedReason?: string;
}
const subscribers = async () =>
  (await staff<{ subscribers: Subscriber[] }>('/api/subscribers')).subscribers;
const subscriberOf = async (email: string) => (await subscribers()).find((s) => s.email === email);

/** Subscribes and confirms through the e-mail's link and the page's button. */
async function subscribed(email: string, language: string, lists = ['bulletin']) {
  expect((await subscribe({ email, lists, language })).status).toBe(202);
  const mail = await inbox.waitFor((each) => each.to === email && /confirm/i.test(each.raw));
  const link = onSite(linkIn(mail.raw, '/subscription/confirm'));
  const token = new URL(link).searchParams.get('token')!;
  const confirmed = await fetch(url('/api/subscriptions/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, locale: 'en' }),
    redirect: 'manual',
  });
  expect(confirmed.status).toBe(303);
  expect(confirmed.headers.get('location')).toContain('status=confirmed');
  return link;
}

describe('subscribing (double opt-in)', () => {
  it('answers 202 {ok: true}, e-mails a confirmation link, and counts nobody before it is used', async () => {
    const answer = await subscribe({
      email: 'olena@example.com',
      lists: ['bulletin'],
      language: 'ua',
    });
    expect(answer).toEqual({ status: 202, body: { ok: true } });
    const mail = await inbox.waitFor((each) => each.to === 'olena@example.com');
    expect(header(mail.raw, 'Subject')).toMatch(/=\?UTF-8\?|Підтвердьте/);
    const link = linkIn(mail.raw, '/ua/subscription/confirm');
    expect((await subscriberOf('olena@example.com'))?.status).toBe('pending');

    // The link's page only shows a button: a mail scanner's GET confirms nothing.
    const page = await fetch(onSite(link));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Підтвердити підписку');
    expect((await subscriberOf('olena@example.com'))?.status).toBe('pending');

    const token = new URL(link).searchParams.get('token')!;
    const confirm = await fetch(url('/api/subscriptions/confirm'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(await confirm.json()).toEqual({ confirmed: true });
    expect(await subscriberOf('olena@example.com')).toMatchObject({
      status: 'active',
      lists: ['bulletin'],
      language: 'ua',
    });
    // Single use.
    const again = await fetch(url('/api/subscriptions/confirm'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(again.status).toBe(404);
  });

  it('answers the same for a known and an unknown address, and for a bot', async () => {
    await subscribed('known@example.com', 'en');
    const known = await subscribe({
      email: 'known@example.com',
      lists: ['bulletin'],
      language: 'en',
    });
    const unknown = await subscribe({
      email: 'nobody@example.com',
      lists: ['bulletin'],
      language: 'en',
    });
    const bot = await subscribe({
      email: 'bot-target@example.com',
      lists: ['bulletin'],
      language: 'en',
      website: 'http://spam.example',
    });
    expect(known).toEqual(unknown);
    expect(bot).toEqual(unknown);
    await inbox.waitFor((each) => each.to === 'nobody@example.com');
    expect(inbox.mails.some((each) => each.to === 'bot-target@example.com')).toBe(false);
    // The known subscriber's lists are untouched until the new link is used.
    expect((await subscriberOf('known@example.com'))?.status).toBe('active');
  });

  it('sends no address more than 3 confirmation e-mails a day, whoever asks', async () => {
    for (let index = 0; index < 5; index += 1) {
      await subscribe({ email: 'flooded@example.com', lists: ['announcements'], language: 'en' });
    }
    await inbox.waitFor((each) => each.to === 'flooded@example.com');
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(inbox.mails.filter((each) => each.to === 'flooded@example.com')).toHaveLength(3);
  });

  it('works without JavaScript: the form posts urlencoded and lands on "Check your inbox"', async () => {
    const response = await fetch(url('/api/subscriptions'), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-for': `10.35.1.${client++}`,
      },
      body: new URLSearchParams([
        ['email', 'footer@example.com'],
        ['lists', 'bulletin'],
        ['lists', 'announcements'],
        ['language', 'both'],
        ['form', 'footer'],
        ['locale', 'ua'],
        ['formToken', String(Date.now() - 10_000)],
        ['website', ''],
      ]),
      redirect: 'manual',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/ua/subscribe?sent=1');
    const page = await (await fetch(url('/ua/subscribe?sent=1'))).text();
    expect(page).toContain('Перевірте поштову скриньку');
    await inbox.waitFor((each) => each.to === 'footer@example.com');
  });
});

describe('the two forms', () => {
  // The footer's is on every page, so it is the short one: the bulletin in the page's language,
  // and a link to /subscribe, whose form offers every list and language.
  it('the footer subscribes to the bulletin in the page’s language and links to the full form', async () => {
    for (const [prefix, language] of [
      ['', 'en'],
      ['/ua', 'ua'],
    ] as const) {
      const page = await (await fetch(url(`${prefix}/contact-us`))).text();
      const footer = /<footer[\s\S]*<\/footer>/.exec(page)?.[0] ?? '';
      expect(footer).toContain('<input type="hidden" name="lists" value="bulletin"/>');
      expect(footer).toContain(`<input type="hidden" name="language" value="${language}"/>`);
      expect(footer).not.toContain('type="checkbox"');
      expect(footer).toContain(`href="${prefix}/subscribe"`);
      const full = await (await fetch(url(`${prefix}/subscribe`))).text();
      const main = /<main[\s\S]*<\/main>/.exec(full)?.[0] ?? '';
      for (const list of ['bulletin', 'announcements', 'digest'])
        expect(main).toMatch(new RegExp(`type="checkbox" name="lists"[^>]* value="${list}"`));
      for (const code of ['en', 'ua', 'both'])
        expect(main).toMatch(new RegExp(`type="radio" name="language"[^>]* value="${code}"`));
    }
  });
});

describe('leaving and managing', () => {
  it('a GET of the unsubscribe link changes nothing; its button unsubscribes', async () => {
    await subscribed('button@example.com', 'en');
    const id = (await subscriberOf('button@example.com'))!.id;
    const token = `${id}.${await linkToken('button@example.com')}`;
    const page = await fetch(url(`/subscription/unsubscribe?token=${token}`));
    expect(await page.text()).toContain('Unsubscribe me');
    expect((await subscriberOf('button@example.com'))?.status).toBe('active');
    const pressed = await fetch(url(`/subscription/unsubscribe?token=${token}`), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click&from=page&locale=en',
      redirect: 'manual',
    });
    expect(pressed.status).toBe(303);
    expect(pressed.headers.get('location')).toBe('/subscription/unsubscribe?status=unsubscribed');
    expect(await subscriberOf('button@example.com')).toBeUndefined();
  });
});

/** The link token of a subscriber, from a bulletin e-mail's manage link. */
const tokens = new Map<string, string>();
async function linkToken(email: string): Promise<string> {
  const known = tokens.get(email);
  if (known) return known;
  await publishBulletin(`Token ${email}`);
  const mail = await inbox.waitFor(
    (each) => each.to === email && /List-Unsubscribe:/i.test(each.raw),
  );
  const token = new URL(linkIn(mail.raw, '/subscription?token=')).searchParams.get('token')!;
  tokens.set(email, token.split('.')[1]!);
  return token.split('.')[1]!;
}

async function publishBulletin(title: string, ua?: string, mailPdf = false) {
  const response = await fetch(url('/api/bulletins'), {
    method: 'POST',
    headers: { authorization: `Bearer ${site.adminToken}` },
    body: form(
      {
        title,
        description: '',
        date: '2099-03-01',
        label: 'Weekly',
        ...(ua && {
          translations: JSON.stringify({ ua: { title: ua, description: '', label: '' } }),
        }),
        ...(mailPdf && { mailPdf: '1' }),
      },
      { file: { data: tinyPdf(), name: 'b.pdf', type: 'application/pdf' } },
    ),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string };
}

describe('a published bulletin', () => {
  it('reaches each Bulletin subscriber in their language, with both List-Unsubscribe headers', async () => {
    await subscribed('en-reader@example.com', 'en');
    await subscribed('ua-reader@example.com', 'ua');
    await subscribed('both-reader@example.com', 'both');
    await subscribed('news-only@example.com', 'en', ['announcements']);
    await publishBulletin('Feast of Theophany', 'Богоявлення Господнє');
    const of = (email: string) =>
      inbox.waitFor(
        (each) =>
          each.to === email &&
          /Theophany|Богоявлення/.test(parts(each.raw).get('text/plain') ?? ''),
      );
    const en = parts((await of('en-reader@example.com')).raw).get('text/plain')!;
    const ua = parts((await of('ua-reader@example.com')).raw).get('text/plain')!;
    const both = await of('both-reader@example.com');
    expect(en).toContain('Feast of Theophany');
    expect(en).not.toContain('Богоявлення');
    expect(ua).toContain('Богоявлення Господнє');
    expect(ua).not.toContain('Feast of Theophany');
    const bothText = parts(both.raw).get('text/plain')!;
    expect(bothText).toContain('Feast of Theophany');
    expect(bothText).toContain('Богоявлення Господнє');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      inbox.mails.some((each) => each.to === 'news-only@example.com' && /Theophany/.test(each.raw)),
    ).toBe(false);

    // RFC 8058 headers, each on one line (unfolded), an HTML part under 100 KB and a text part.
    const lines = both.raw.split('\r\n\r\n')[0]!.split('\r\n');
    const unsubscribe = lines.find((line) => line.startsWith('List-Unsubscribe: '));
    expect(unsubscribe).toMatch(
      /^List-Unsubscribe: <https?:\/\/[^>]+\/subscription\/unsubscribe\?token=[^>]+>, <mailto:parish@parish\.test\?subject=unsubscribe%20[^>]+>$/,
    );
    expect(lines[lines.indexOf(unsubscribe!) + 1]).not.toMatch(/^[ \t]/);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const html = parts(both.raw).get('text/html')!;
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('lang="uk"');
    expect(Buffer.byteLength(html)).toBeLessThan(100 * 1024);
    expect(header(both.raw, 'Message-ID')).toMatch(/^<[^@]+@parish\.test>$/);
  });

  it('attaches the PDF only when staff choose it', async () => {
    await subscribed('pdf-reader@example.com', 'en');
    await publishBulletin('Attached bulletin', undefined, true);
    await publishBulletin('Linked bulletin');
    const of = (title: string) =>
      inbox.waitFor(
        (each) =>
          each.to === 'pdf-reader@example.com' &&
          (parts(each.raw).get('text/plain') ?? '').includes(title),
      );
    expect(parts((await of('Attached bulletin')).raw).has('application/pdf')).toBe(true);
    expect(parts((await of('Linked bulletin')).raw).has('application/pdf')).toBe(false);
  });

  it('one-click POST to the List-Unsubscribe link answers 200 and unsubscribes', async () => {
    const mail = await inbox.waitFor(
      (each) => each.to === 'en-reader@example.com' && /List-Unsubscribe:/.test(each.raw),
    );
    const link = /List-Unsubscribe: <([^>]+)>/.exec(mail.raw)![1]!;
    // A GET (a mail scanner) changes nothing.
    await fetch(onSite(link));
    expect((await subscriberOf('en-reader@example.com'))?.status).toBe('active');
    const body = new FormData();
    body.append('List-Unsubscribe', 'One-Click');
    const response = await fetch(onSite(link), { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(await subscriberOf('en-reader@example.com')).toBeUndefined();
  });

  it('the manage link changes lists and language, downloads and deletes the data', async () => {
    const mail = await inbox.waitFor(
      (each) => each.to === 'ua-reader@example.com' && /List-Unsubscribe:/.test(each.raw),
    );
    const manage = onSite(linkIn(mail.raw, '/subscription?token='));
    const token = new URL(manage).searchParams.get('token')!;
    expect(await (await fetch(manage)).text()).toContain('ua-reader@example.com');
    const saved = await fetch(url('/api/subscriptions/manage'), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams([
        ['token', token],
        ['lists', 'announcements'],
        ['language', 'both'],
        ['locale', 'ua'],
      ]),
      redirect: 'manual',
    });
    expect(saved.status).toBe(303);
    expect(await subscriberOf('ua-reader@example.com')).toMatchObject({
      lists: ['announcements'],
      language: 'both',
    });
    const data = await fetch(url(`/api/subscriptions/data?token=${encodeURIComponent(token)}`));
    expect(await data.json()).toMatchObject({
      email: 'ua-reader@example.com',
      consentForm: 'page',
    });
    const deleted = await fetch(url('/api/subscriptions/delete'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(deleted.status).toBe(204);
    expect(await subscriberOf('ua-reader@example.com')).toBeUndefined();
    expect((await fetch(manage)).status).toBe(200);
    expect(await (await fetch(manage)).text()).not.toContain('ua-reader@example.com');
  });
});

describe('refusals', () => {
  it('a 5xx stops the address at once; a 4xx is retried and delivered once', async () => {
    await subscribed('gone@example.com', 'en');
    await subscribed('greylisted@example.com', 'en');
    inbox.refuse.set('gone@example.com', [550]);
    inbox.refuse.set('greylisted@example.com', [451]);
    const mailing = await staff<{ id: string }>('/api/mailings', {
      method: 'POST',
      body: JSON.stringify({
        subject: { en: 'Parish picnic' },
        body: {
          en: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Sunday after Liturgy.' }] },
            ],
          },
        },
        lists: ['bulletin'],
      }),
    });
    await inbox.waitFor(
      (each) => each.to === 'greylisted@example.com' && /Parish picnic/.test(each.raw),
      40_000,
    );
    await expect
      .poll(async () => (await subscriberOf('gone@example.com'))?.status, { timeout: 20_000 })
      .toBe('stopped');
    expect((await subscriberOf('gone@example.com'))?.stoppedReason).toMatch(/550/);
    expect((await subscriberOf('greylisted@example.com'))?.status).toBe('active');
    expect(
      inbox.mails.filter(
        (each) => each.to === 'greylisted@example.com' && /Parish picnic/.test(each.raw),
      ),
    ).toHaveLength(1);
    await expect
      .poll(
        async () =>
          staff<{ status: string; sent: number; failed: number; total: number }>(
            `/api/mailings/${mailing.id}`,
          ),
        { timeout: 20_000 },
      )
      .toMatchObject({ status: 'sent', failed: 1 });
  }, 90_000);
});
