import { describe, expect, it } from 'vitest';
import {
  checkMailDns,
  judgeDkim,
  judgeDmarc,
  judgeSpf,
  type TxtResolver,
} from '@/lib/mailings/dns-records';

// The Mail panel's reading of DNS: each record found (and judged), missing, or not looked up,
// from what a resolver answers. The resolver is a parameter: here, answers and node's dns errors.

const dnsError = (code: string, name = '') =>
  Object.assign(new Error(`queryTxt ${code} ${name}`), { code, hostname: name });

/** A resolver answering from a zone; names not in it answer `absent` (NXDOMAIN by default). */
function resolverFor(
  zone: Record<string, string[][] | string>,
  options: { absent?: string; root?: 'answers' | string } = {},
): TxtResolver & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async resolveTxt(name) {
      asked.push(name);
      const answer = zone[name];
      if (typeof answer === 'string') throw dnsError(answer, name);
      if (!answer) throw dnsError(options.absent ?? 'ENOTFOUND', name);
      return answer;
    },
    async resolveSoa(name) {
      asked.push(`SOA ${name}`);
      if ((options.root ?? 'answers') !== 'answers') throw dnsError(options.root!, name);
      return { nsname: 'a.root-servers.net' };
    },
  };
}

const target = {
  domain: 'parish.example',
  dkim: { domain: 'parish.example', selector: 'mail' },
  dkimPublicKey: 'MIIBIjANBgkq',
};

describe('judging the records', () => {
  it('SPF: by its all qualifier, a redirect, or none', () => {
    expect(judgeSpf('v=spf1 include:_spf.mail.example -all')).toEqual({
      verdict: 'spf-fail',
      level: 'ok',
    });
    expect(judgeSpf('v=spf1 mx ~all').verdict).toBe('spf-softfail');
    expect(judgeSpf('v=spf1 mx ?all')).toEqual({ verdict: 'spf-neutral', level: 'warning' });
    expect(judgeSpf('v=spf1 +all')).toEqual({ verdict: 'spf-pass', level: 'error' });
    expect(judgeSpf('v=spf1 all').verdict).toBe('spf-pass');
    expect(judgeSpf('v=spf1 redirect=_spf.mail.example').verdict).toBe('spf-redirect');
    expect(judgeSpf('v=spf1 ip4:192.0.2.1')).toEqual({ verdict: 'spf-no-all', level: 'warning' });
    // "allow" is not "all".
    expect(judgeSpf('v=spf1 include:allow.example').verdict).toBe('spf-no-all');
  });

  it('DMARC: by its p= policy', () => {
    expect(judgeDmarc('v=DMARC1; p=reject; rua=mailto:d@parish.example')).toEqual({
      verdict: 'dmarc-reject',
      level: 'ok',
    });
    expect(judgeDmarc('v=DMARC1;p=Quarantine').verdict).toBe('dmarc-quarantine');
    expect(judgeDmarc('v=DMARC1; p=none')).toEqual({ verdict: 'dmarc-none', level: 'warning' });
    expect(judgeDmarc('v=DMARC1; rua=mailto:d@parish.example')).toEqual({
      verdict: 'dmarc-no-policy',
      level: 'error',
    });
    expect(judgeDmarc('v=DMARC1; p=sometimes').verdict).toBe('dmarc-no-policy');
  });

  it('DKIM: a key, compared with the configured one; an empty key is withdrawn', () => {
    expect(judgeDkim('v=DKIM1; k=rsa; p=MIIBIjANBgkq')).toEqual({
      verdict: 'dkim-key',
      level: 'ok',
    });
    expect(judgeDkim('v=DKIM1; k=rsa; p=MIIB IjAN Bgkq', 'MIIBIjANBgkq').verdict).toBe(
      'dkim-key-matches',
    );
    expect(judgeDkim('v=DKIM1; p=AAAA', 'MIIBIjANBgkq')).toEqual({
      verdict: 'dkim-key-differs',
      level: 'error',
    });
    expect(judgeDkim('v=DKIM1; k=rsa; p=')).toEqual({ verdict: 'dkim-revoked', level: 'error' });
    expect(judgeDkim('v=DKIM1; k=rsa').verdict).toBe('dkim-no-key');
  });
});

describe('checkMailDns', () => {
  it('finds all three, joining a record split in strings, and ignores other TXT records', async () => {
    const resolver = resolverFor({
      'parish.example': [['google-site-verification=abc'], ['v=spf1 mx ', '-all']],
      'mail._domainkey.parish.example': [['v=DKIM1; k=rsa; ', 'p=MIIBIjANBgkq']],
      '_dmarc.parish.example': [['v=DMARC1; p=quarantine']],
    });
    const checks = await checkMailDns(target, resolver);
    expect(checks).toEqual([
      {
        kind: 'spf',
        name: 'parish.example',
        status: 'found',
        records: ['v=spf1 mx -all'],
        verdict: 'spf-fail',
        level: 'ok',
      },
      {
        kind: 'dkim',
        name: 'mail._domainkey.parish.example',
        status: 'found',
        records: ['v=DKIM1; k=rsa; p=MIIBIjANBgkq'],
        verdict: 'dkim-key-matches',
        level: 'ok',
      },
      {
        kind: 'dmarc',
        name: '_dmarc.parish.example',
        status: 'found',
        records: ['v=DMARC1; p=quarantine'],
        verdict: 'dmarc-quarantine',
        level: 'ok',
      },
    ]);
    // The resolver answered: no need to ask the root zone.
    expect(resolver.asked).not.toContain('SOA .');
  });

  it('says missing for no TXT (ENODATA), no matching TXT, and no such name once DNS answers', async () => {
    const resolver = resolverFor({
      'parish.example': [['some-verification=xyz']],
      'mail._domainkey.parish.example': 'ENODATA',
    });
    const checks = await checkMailDns(target, resolver);
    expect(checks.map((each) => [each.kind, each.status])).toEqual([
      ['spf', 'missing'],
      ['dkim', 'missing'],
      ['dmarc', 'missing'],
    ]);
  });

  it('says missing when every name is unknown but the root zone answers (a domain not in DNS)', async () => {
    const resolver = resolverFor({});
    const checks = await checkMailDns(target, resolver);
    expect(checks.every((each) => each.status === 'missing')).toBe(true);
    expect(resolver.asked).toContain('SOA .');
  });

  it('never says missing offline: "no such name" for everything, the root zone too', async () => {
    const checks = await checkMailDns(target, resolverFor({}, { root: 'ENOTFOUND' }));
    expect(checks).toEqual([
      { kind: 'spf', name: 'parish.example', status: 'unavailable', code: 'ENOTFOUND' },
      {
        kind: 'dkim',
        name: 'mail._domainkey.parish.example',
        status: 'unavailable',
        code: 'ENOTFOUND',
      },
      { kind: 'dmarc', name: '_dmarc.parish.example', status: 'unavailable', code: 'ENOTFOUND' },
    ]);
  });

  it.each(['ETIMEOUT', 'ECONNREFUSED', 'ESERVFAIL', 'EREFUSED', 'ECANCELLED'])(
    'says "could not look up" (%s) for a resolver that fails, with its code',
    async (code) => {
      const checks = await checkMailDns(target, resolverFor({}, { absent: code, root: code }));
      expect(checks.map((each) => each.status)).toEqual([
        'unavailable',
        'unavailable',
        'unavailable',
      ]);
      expect(checks[0]).toMatchObject({ code });
    },
  );

  it('keeps each record to its own outcome: one found, one timed out, one missing', async () => {
    const checks = await checkMailDns(
      target,
      resolverFor({
        'parish.example': [['v=spf1 ?all']],
        'mail._domainkey.parish.example': 'ETIMEOUT',
      }),
    );
    expect(checks.map((each) => each.status)).toEqual(['found', 'unavailable', 'missing']);
    expect(checks[0]).toMatchObject({ verdict: 'spf-neutral', level: 'warning' });
  });

  it('two SPF records are an error (receivers then ignore both)', async () => {
    const checks = await checkMailDns(
      target,
      resolverFor({ 'parish.example': [['v=spf1 mx -all'], ['v=spf1 a ~all']] }),
    );
    expect(checks[0]).toMatchObject({ status: 'found', verdict: 'multiple', level: 'error' });
  });

  it('without a DKIM selector, says signing is not configured and looks nothing up for it', async () => {
    const resolver = resolverFor({
      'parish.example': [['v=spf1 mx -all']],
      '_dmarc.parish.example': [['v=DMARC1; p=none']],
    });
    const checks = await checkMailDns({ domain: 'parish.example', dkim: null }, resolver);
    expect(checks.map((each) => [each.kind, each.status])).toEqual([
      ['spf', 'found'],
      ['dkim', 'not-configured'],
      ['dmarc', 'found'],
    ]);
    expect(resolver.asked.some((name) => name.includes('_domainkey'))).toBe(false);
  });
});

describe('the DKIM record to publish for the configured key', () => {
  it('is the SPKI key for RSA and the raw 32 bytes for Ed25519', async () => {
    const { generateKeyPairSync } = await import('node:crypto');
    const { dkimRecordFor } = await import('@/lib/mailings/dns-check');
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = rsa.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const spki = rsa.publicKey.export({ format: 'der', type: 'spki' }).toString('base64');
    expect(dkimRecordFor(pem)).toEqual({ key: spki, record: `v=DKIM1; k=rsa; p=${spki}` });
    // Published as given, it is judged the configured key.
    expect(judgeDkim(dkimRecordFor(pem)!.record, spki).verdict).toBe('dkim-key-matches');
    const ed = generateKeyPairSync('ed25519');
    const edPem = ed.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const raw = ed.publicKey.export({ format: 'jwk' }).x!;
    expect(dkimRecordFor(edPem)?.key).toBe(Buffer.from(raw, 'base64url').toString('base64'));
    expect(dkimRecordFor(edPem)?.record).toMatch(/^v=DKIM1; k=ed25519; p=/);
    expect(dkimRecordFor('not a key')).toBeUndefined();
  });
});
