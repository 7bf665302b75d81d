import 'server-only';
import { createPublicKey } from 'node:crypto';
import { Resolver } from 'node:dns/promises';
import { getEnv } from '@/lib/env';
import { readSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { checkMailDns, type RecordCheck, type TxtResolver } from './dns-records';
import { fromAddress } from './sender';

// The Mail panel's facts: the sending domain (the From address the sender uses) and its SPF,
// DKIM and DMARC records as this server's resolver finds them (lib/mailings/dns-records.ts judges
// them). Looked up on each request: staff open the panel to see the state now, after a change.

/** Each query waits this long for an answer, twice; the whole check gives up after LIMIT_MS. */
const QUERY_TIMEOUT_MS = 1_500;
const LIMIT_MS = 5_000;

export interface MailDnsReport {
  /** The From address of mailings, and its domain (the one SPF and DMARC are looked up for). */
  from: string;
  domain: string;
  /** SMTP_URL is set: mail is being sent (otherwise the records are for when it will be). */
  sending: boolean;
  records: RecordCheck[];
  /** The TXT records to add where they are missing or wrong (DKIM only when its key is known). */
  suggestions: { dkim?: string; dmarc: string };
}

/** The DKIM record's p= for a private key: the SPKI DER (RSA) or the raw 32 bytes (Ed25519). */
export function dkimRecordFor(privateKey: string): { key: string; record: string } | undefined {
  try {
    const publicKey = createPublicKey(privateKey);
    const der = publicKey.export({ format: 'der', type: 'spki' });
    if (publicKey.asymmetricKeyType === 'ed25519') {
      const key = der.subarray(der.length - 32).toString('base64');
      return { key, record: `v=DKIM1; k=ed25519; p=${key}` };
    }
    if (publicKey.asymmetricKeyType !== 'rsa') return undefined;
    const key = der.toString('base64');
    return { key, record: `v=DKIM1; k=rsa; p=${key}` };
  } catch {
    return undefined;
  }
}

/** A resolver whose every query ends within LIMIT_MS, with ETIMEOUT as DNS itself would say. */
function boundedResolver(): TxtResolver {
  const resolver = new Resolver({ timeout: QUERY_TIMEOUT_MS, tries: 2 });
  const bounded = <T>(query: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        resolver.cancel();
        reject(Object.assign(new Error('DNS lookup timed out'), { code: 'ETIMEOUT' }));
      }, LIMIT_MS);
      query.then(resolve, reject).finally(() => clearTimeout(timer));
    });
  return {
    resolveTxt: (name) => bounded(resolver.resolveTxt(name)),
    resolveSoa: (name) => bounded(resolver.resolveSoa(name)),
  };
}

export async function readMailDnsReport(
  resolver: TxtResolver = boundedResolver(),
): Promise<MailDnsReport> {
  const env = getEnv();
  const settings = await readSettings();
  const from = fromAddress(settings.email, siteOrigin(settings));
  const domain = (from.split('@').pop() ?? '').toLowerCase();
  const dkim = env.dkim ? dkimRecordFor(env.dkim.privateKey) : undefined;
  const records = await checkMailDns(
    {
      domain,
      dkim: env.dkim && { domain: env.dkim.domainName, selector: env.dkim.keySelector },
      dkimPublicKey: dkim?.key,
    },
    resolver,
  );
  return {
    from,
    domain,
    sending: env.mail !== null,
    records,
    suggestions: { dkim: dkim?.record, dmarc: `v=DMARC1; p=none; rua=mailto:${from}` },
  };
}
