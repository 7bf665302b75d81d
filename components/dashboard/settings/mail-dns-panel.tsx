import { getTranslations } from 'next-intl/server';
import { readMailDnsReport, type MailDnsReport } from '@/lib/mailings/dns-check';
import type { RecordCheck, Verdict } from '@/lib/mailings/dns-records';
import styles from '../dashboard.module.css';
import own from './mail-dns.module.css';

// The Settings tab's Mail panel: the sending domain's SPF, DKIM and DMARC records as this server
// finds them in DNS, and in the staff member's language what each says or what to add. Rendered
// on the server, looked up on each visit (the "check again" link is a reload).

type Translate = Awaited<ReturnType<typeof getTranslations<'Dashboard.mailDns'>>>;

const kindName = { spf: 'SPF', dkim: 'DKIM', dmarc: 'DMARC' } as const;
const statusKey = {
  found: 'found',
  missing: 'missing',
  unavailable: 'unavailable',
  'not-configured': 'notConfigured',
} as const;

/** The record's own words a verdict quotes ({term}) and the setting it recommends ({better}). */
function verdictTerms(verdict: Verdict, record: string): { term: string; better: string } {
  const tags = record.split(/[\s;]+/);
  const found = (pattern: RegExp) => tags.find((tag) => pattern.test(tag)) ?? '';
  if (verdict.startsWith('spf-'))
    return { term: found(/^([-~?+]?all|redirect=.*)$/i), better: '~all' };
  if (verdict.startsWith('dmarc-'))
    return {
      term: found(/^p=/i),
      better: verdict === 'dmarc-no-policy' ? 'p=none' : 'p=quarantine',
    };
  return { term: '', better: '' };
}

function RecordText({ text, label }: { text: string; label?: string }) {
  return (
    <>
      {label && <p>{label}</p>}
      <code className={own.text}>{text}</code>
    </>
  );
}

function RecordDetails({
  check,
  report,
  t,
}: {
  check: RecordCheck;
  report: MailDnsReport;
  t: Translate;
}) {
  const kind = kindName[check.kind];
  switch (check.status) {
    case 'found': {
      const record = check.records[0] ?? '';
      const fixWithKey =
        check.kind === 'dkim' && check.level === 'error' && report.suggestions.dkim;
      return (
        <>
          {check.records.map((text) => (
            <RecordText key={text} text={text} />
          ))}
          <p>{t(`verdicts.${check.verdict}`, { kind, ...verdictTerms(check.verdict, record) })}</p>
          {fixWithKey && <RecordText label={t('recordToAdd')} text={fixWithKey} />}
        </>
      );
    }
    case 'missing':
      return (
        <>
          <p>
            {t(`missing.${check.kind}`, { name: check.name, example: 'v=spf1 include:… ~all' })}
          </p>
          {check.kind === 'dkim' && report.suggestions.dkim && (
            <RecordText label={t('recordToAdd')} text={report.suggestions.dkim} />
          )}
          {check.kind === 'dmarc' && <RecordText text={report.suggestions.dmarc} />}
        </>
      );
    case 'unavailable':
      return <p>{t('unavailable', { name: check.name, code: check.code })}</p>;
    case 'not-configured':
      return (
        <p>{t('notConfigured', { variables: 'DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY' })}</p>
      );
  }
}

const levelClass = (check: RecordCheck) =>
  check.status === 'found'
    ? own[check.level]
    : check.status === 'missing'
      ? own.error
      : check.status === 'unavailable'
        ? own.warning
        : '';

export async function MailDnsPanel() {
  const [t, report] = await Promise.all([
    getTranslations('Dashboard.mailDns'),
    readMailDnsReport(),
  ]);
  return (
    <section className={styles.panel} id="settings-mail" aria-labelledby="settings-mail-heading">
      <h2 className={styles.subtitle} id="settings-mail-heading">
        {t('heading')}
      </h2>
      <p className={styles.hint}>{t('intro', { domain: report.domain, from: report.from })}</p>
      {!report.sending && (
        <p className={styles.hint}>{t('notSending', { variable: 'SMTP_URL' })}</p>
      )}
      <ul className={own.records}>
        {report.records.map((check) => (
          <li key={check.kind} className={`${own.record} ${levelClass(check)}`}>
            <h3>
              {t('record', {
                kind: kindName[check.kind],
                status: t(`status.${statusKey[check.status]}`),
              })}
            </h3>
            {check.name && <p className={styles.hint}>{t('lookedUp', { name: check.name })}</p>}
            <RecordDetails check={check} report={report} t={t} />
          </li>
        ))}
      </ul>
      <a href="?tab=settings#settings-mail">{t('checkAgain')}</a>
    </section>
  );
}
