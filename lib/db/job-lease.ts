import { getDb } from './client';

/**
 * Takes the named job lease when it is free or expired, for `ms` from `now`; answers whether this
 * holder has it. One instance of several does a periodic job (daily backups, sign-up retention):
 * the conditional update takes an expired lease, the unique name refuses a second new row.
 */
export async function takeJobLease(
  name: string,
  holder: string,
  now: Date,
  ms: number,
): Promise<boolean> {
  const db = getDb();
  const expiresAt = new Date(now.getTime() + ms);
  const taken = await db.jobLease.updateMany({
    where: { name, expiresAt: { lt: now } },
    data: { holder, expiresAt },
  });
  if (taken.count === 1) return true;
  try {
    await db.jobLease.create({ data: { name, holder, expiresAt } });
    return true;
  } catch {
    return false; // another instance holds it (the unique name refused the second row)
  }
}
