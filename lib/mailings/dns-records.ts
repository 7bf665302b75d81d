// The sending domain's mail records (SPF, DKIM, DMARC) as DNS answers them, read and judged: a
// pure function of what a resolver answers, so the Mail panel's wording is testable without DNS.
//
// Three outcomes per record, kept apart on purpose: found (its text, and what it says), missing
// (the name or the record is not there: what to add), and "could not look up" (timeout, refused,
// server failure, no network). A resolver that cannot reach DNS often answers "no such name" for
// everything; such an answer is believed only once the resolver has shown it can answer at all
// (another of these names answered, or the root zone did), so an offline server never reads
// "missing".

/** What node:dns/promises' Resolver offers that the check uses (a parameter, for the tests). */
export interface TxtResolver {
  resolveTxt(name: string): Promise<string[][]>;
  resolveSoa(name: string): Promise<unknown>;
}

export type MailRecordKind = 'spf' | 'dkim' | 'dmarc';

/** What a found record says, as a code the interface words. */
export type Verdict =
  /** SPF ending in -all, ~all, ?all or +all; none; or a redirect= to another domain's policy. */
  | 'spf-fail'
  | 'spf-softfail'
  | 'spf-neutral'
  | 'spf-pass'
  | 'spf-no-all'
  | 'spf-redirect'
  /** DMARC's p= policy, or none given. */
  | 'dmarc-reject'
  | 'dmarc-quarantine'
  | 'dmarc-none'
  | 'dmarc-no-policy'
  /** DKIM: a key (the configured one, another one, or not compared), an empty p= or none. */
  | 'dkim-key'
  | 'dkim-key-matches'
  | 'dkim-key-differs'
  | 'dkim-revoked'
  | 'dkim-no-key'
  /** More than one record of the kind: receivers treat it as an error. */
  | 'multiple';

export type Level = 'ok' | 'warning' | 'error';

export type RecordCheck =
  | {
      kind: MailRecordKind;
      name: string;
      status: 'found';
      records: string[];
      verdict: Verdict;
      level: Level;
    }
  | { kind: MailRecordKind; name: string; status: 'missing' }
  | { kind: MailRecordKind; name: string; status: 'unavailable'; code: string }
  | { kind: 'dkim'; name: ''; status: 'not-configured' };

export interface MailDnsTarget {
  /** The domain of the From address. */
  domain: string;
  /** DKIM_DOMAIN and DKIM_SELECTOR, null when signing is not configured. */
  dkim: { domain: string; selector: string } | null;
  /** The public key (base64, as a DKIM record's p=) of DKIM_PRIVATE_KEY, to compare. */
  dkimPublicKey?: string;
}

type Lookup =
  | { state: 'answered'; records: string[] }
  | { state: 'no-name' | 'no-data' }
  | { state: 'failed'; code: string };

/** c-ares' codes for "the answer is: no such name" and "the name has no record of this type". */
const NO_NAME = new Set(['ENOTFOUND', 'NXDOMAIN']);
const NO_DATA = new Set(['ENODATA']);

const errorCode = (error: unknown) =>
  String((error as { code?: unknown } | null)?.code ?? 'EUNKNOWN');

async function lookUp(resolver: TxtResolver, name: string): Promise<Lookup> {
  try {
    // A TXT record may come in several strings of up to 255 characters: one record, joined.
    const answer = await resolver.resolveTxt(name);
    return { state: 'answered', records: answer.map((chunks) => chunks.join('')) };
  } catch (error) {
    const code = errorCode(error);
    if (NO_NAME.has(code)) return { state: 'no-name' };
    if (NO_DATA.has(code)) return { state: 'no-data' };
    return { state: 'failed', code };
  }
}

/** `k=v; k2=v2` tags (DKIM and DMARC), names lower-cased, values trimmed. */
export function parseTags(record: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of record.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) tags.set(part.slice(0, at).trim().toLowerCase(), part.slice(at + 1).trim());
  }
  return tags;
}

export const isSpf = (record: string) => /^v=spf1(\s|$)/i.test(record.trim());
export const isDmarc = (record: string) => /^v\s*=\s*DMARC1\s*(;|$)/i.test(record.trim());
/** A DKIM key record: `v=DKIM1` first when given (RFC 6376 3.6.1), and a p= tag. */
export const isDkim = (record: string) =>
  /^v\s*=\s*DKIM1\s*(;|$)/i.test(record.trim()) || parseTags(record).has('p');

const SPF_ALL: Record<string, { verdict: Verdict; level: Level }> = {
  '-': { verdict: 'spf-fail', level: 'ok' },
  '~': { verdict: 'spf-softfail', level: 'ok' },
  '?': { verdict: 'spf-neutral', level: 'warning' },
  '+': { verdict: 'spf-pass', level: 'error' },
};

/** What an SPF record tells receivers about servers it does not list: its `all` qualifier. */
export function judgeSpf(record: string): { verdict: Verdict; level: Level } {
  const terms = record.trim().split(/\s+/).slice(1);
  const all = terms.map((term) => /^([-~?+]?)all$/i.exec(term)).find(Boolean);
  if (all) return SPF_ALL[all[1] || '+']!;
  if (terms.some((term) => /^redirect=/i.test(term)))
    return { verdict: 'spf-redirect', level: 'ok' };
  return { verdict: 'spf-no-all', level: 'warning' };
}

/** DMARC's policy for mail that fails: p=reject or quarantine protects, p=none only reports. */
export function judgeDmarc(record: string): { verdict: Verdict; level: Level } {
  const policy = parseTags(record).get('p')?.toLowerCase();
  if (policy === 'reject') return { verdict: 'dmarc-reject', level: 'ok' };
  if (policy === 'quarantine') return { verdict: 'dmarc-quarantine', level: 'ok' };
  if (policy === 'none') return { verdict: 'dmarc-none', level: 'warning' };
  return { verdict: 'dmarc-no-policy', level: 'error' };
}

/** A DKIM key record: its p= key, compared with the configured key's when that is known. */
export function judgeDkim(
  record: string,
  expectedKey?: string,
): { verdict: Verdict; level: Level } {
  const tags = parseTags(record);
  if (!tags.has('p')) return { verdict: 'dkim-no-key', level: 'error' };
  const key = tags.get('p')!.replace(/\s+/g, '');
  if (!key) return { verdict: 'dkim-revoked', level: 'error' };
  if (!expectedKey) return { verdict: 'dkim-key', level: 'ok' };
  return key === expectedKey
    ? { verdict: 'dkim-key-matches', level: 'ok' }
    : { verdict: 'dkim-key-differs', level: 'error' };
}

interface Wanted {
  kind: MailRecordKind;
  name: string;
  matches: (record: string) => boolean;
  judge: (record: string) => { verdict: Verdict; level: Level };
}

function classify(wanted: Wanted, lookup: Lookup, resolverWorks: boolean): RecordCheck {
  const { kind, name } = wanted;
  if (lookup.state === 'failed') return { kind, name, status: 'unavailable', code: lookup.code };
  if (lookup.state === 'no-name' && !resolverWorks)
    return { kind, name, status: 'unavailable', code: 'ENOTFOUND' };
  const records = lookup.state === 'answered' ? lookup.records.filter(wanted.matches) : [];
  if (records.length === 0) return { kind, name, status: 'missing' };
  if (records.length > 1)
    return { kind, name, status: 'found', records, verdict: 'multiple', level: 'error' };
  return { kind, name, status: 'found', records, ...wanted.judge(records[0]!) };
}

/** The three records of `target`, looked up in parallel (the resolver carries its own timeout). */
export async function checkMailDns(
  target: MailDnsTarget,
  resolver: TxtResolver,
): Promise<RecordCheck[]> {
  const wanted: Wanted[] = [
    { kind: 'spf', name: target.domain, matches: isSpf, judge: judgeSpf },
    ...(target.dkim
      ? [
          {
            kind: 'dkim' as const,
            name: `${target.dkim.selector}._domainkey.${target.dkim.domain}`,
            matches: isDkim,
            judge: (record: string) => judgeDkim(record, target.dkimPublicKey),
          },
        ]
      : []),
    { kind: 'dmarc', name: `_dmarc.${target.domain}`, matches: isDmarc, judge: judgeDmarc },
  ];
  const lookups = await Promise.all(wanted.map((each) => lookUp(resolver, each.name)));
  // "No such name" is believed once the resolver has answered something real; else the root zone
  // (which always exists) decides.
  const answered = lookups.some((each) => each.state === 'answered' || each.state === 'no-data');
  const needsProbe = !answered && lookups.some((each) => each.state === 'no-name');
  const resolverWorks =
    answered ||
    (needsProbe &&
      (await resolver.resolveSoa('.').then(
        () => true,
        () => false,
      )));
  const checks = wanted.map((each, index) => classify(each, lookups[index]!, resolverWorks));
  if (!target.dkim) checks.splice(1, 0, { kind: 'dkim', name: '', status: 'not-configured' });
  return checks;
}
