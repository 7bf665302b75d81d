import 'server-only';
import { recordActivity, type Actor } from '@/lib/activity/record';
import { getDb } from '@/lib/db/client';

// Administrators' and operators' export of the subscribers (CSV), with the consent records:
// logged, as every export of personal data is.

const COLUMNS = [
  'email',
  'lists',
  'language',
  'status',
  'stoppedReason',
  'confirmedAt',
  'consentAt',
  'consentForm',
  'consentWording',
] as const;

const cell = (value: unknown) => {
  const text = value instanceof Date ? value.toISOString() : value == null ? '' : String(value);
  // Quoted always; a leading = + - @ is defused so a spreadsheet never runs it as a formula.
  return `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replaceAll('"', '""')}"`;
};

/** Every subscriber as CSV; `actor` null for the operator's command line. */
export async function exportSubscribers(actor: Actor | null): Promise<string> {
  const rows = await getDb().subscriber.findMany({
    select: Object.fromEntries(COLUMNS.map((column) => [column, true])) as Record<
      (typeof COLUMNS)[number],
      true
    >,
    orderBy: { email: 'asc' },
  });
  await recordActivity({
    actorId: actor?.id ?? null,
    action: 'subscriber.export',
    target: `${rows.length}`,
  });
  const lines = rows.map((row) => COLUMNS.map((column) => cell(row[column])).join(','));
  return [COLUMNS.join(','), ...lines].join('\n') + '\n';
}
