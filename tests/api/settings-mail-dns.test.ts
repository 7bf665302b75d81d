import { Resolver } from 'node:dns/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerUser, userId } from '../support/api';

// The Settings tab's Mail panel (and GET /api/settings/mail-dns): the sending domain's SPF, DKIM
// and DMARC records as the server finds them. The test server has no DKIM key, and its From
// domain is the sample's; what DNS answers depends on the machine, so the test asks DNS the same
// way first: where no resolver answers (an offline machine), every record must read "could not
// look up", never "missing"; where DNS works, the sample domain has none of them.

let dnsWorks = false;

beforeAll(async () => {
  const resolver = new Resolver({ timeout: 1_500, tries: 2 });
  dnsWorks = await resolver.resolveSoa('.').then(
    () => true,
    () => false,
  );
});

describe('GET /api/settings/mail-dns', () => {
  it('answers administrators with the domain and the three records, never "missing" offline', async () => {
    const response = await api('/api/settings/mail-dns', { token: adminToken() });
    expect(response.status).toBe(200);
    const { from, domain, sending, records, suggestions } = response.body;
    expect(domain).toBe(from.split('@')[1]);
    expect(sending).toBe(false);
    const expected = dnsWorks ? 'missing' : 'unavailable';
    expect(records).toEqual([
      {
        kind: 'spf',
        name: domain,
        status: expected,
        ...(!dnsWorks && { code: expect.any(String) }),
      },
      { kind: 'dkim', name: '', status: 'not-configured' },
      {
        kind: 'dmarc',
        name: `_dmarc.${domain}`,
        status: expected,
        ...(!dnsWorks && { code: expect.any(String) }),
      },
    ]);
    expect(suggestions).toEqual({ dmarc: `v=DMARC1; p=none; rua=mailto:${from}` });
  });

  it('is for administrators: 401 without a session, 403 to an account waiting for approval', async () => {
    expect((await api('/api/settings/mail-dns')).status).toBe(401);
    const pending = await registerUser('mail-dns-pending');
    const refused = await api('/api/settings/mail-dns', { token: pending.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('forbidden');
  });
});

describe('the Mail panel in the Settings tab', () => {
  it('shows each record’s state in the staff member’s language', async () => {
    const english = await api('/dashboard?tab=settings', { cookie: adminToken() });
    expect(english.status).toBe(200);
    // The rendered heading (the page also hands its scripts the messages, headings included).
    expect(english.text).toContain('>Mail delivery records</h2>');
    expect(english.text).toContain('DKIM: not configured');
    const ukrainian = await api('/ua/dashboard?tab=settings', { cookie: adminToken() });
    expect(ukrainian.text).toContain('>Записи для доставки пошти</h2>');
    expect(ukrainian.text).toContain('DKIM: не налаштовано');
    if (dnsWorks) {
      expect(english.text).toContain('SPF: missing');
      expect(ukrainian.text).toContain('DMARC: немає');
    } else {
      expect(english.text).toContain('SPF: could not look up');
      expect(english.text).toContain('DMARC: could not look up');
      expect(english.text).not.toMatch(/(SPF|DMARC): missing/);
      expect(ukrainian.text).toContain('SPF: не вдалося перевірити');
    }
  });

  it('is the administrators’ alone: an editor’s dashboard and API call do not get it', async () => {
    const editor = await registerUser('mail-dns-editor');
    const approved = await api(`/api/users/${await userId(editor.username)}`, {
      method: 'PATCH',
      token: adminToken(),
      json: { role: 'editor' },
    });
    expect(approved.status).toBe(200);
    const page = await api('/dashboard?tab=settings', { cookie: editor.token });
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('>Mail delivery records</h2>');
    expect(page.text).not.toContain('SPF: ');
    expect((await api('/api/settings/mail-dns', { token: editor.token })).status).toBe(403);
  });
});
