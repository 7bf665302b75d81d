import 'server-only';
import { getDb } from './client';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: unknown } | null)?.code === 'P2002';

/**
 * The shared value stored under `name`, created with `generate()` the first time. Runs under the
 * start-up lock, but stays right without it: when two instances race, the second insert fails on
 * the primary key and that instance reads the first one's value, so every instance ends up with
 * the same secret.
 */
export async function siteSecret(name: string, generate: () => string): Promise<string> {
  const db = getDb();
  const existing = await db.siteSecret.findUnique({ where: { name }, select: { value: true } });
  if (existing) return existing.value;
  try {
    await db.siteSecret.create({ data: { name, value: generate() } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const stored = await db.siteSecret.findUniqueOrThrow({
    where: { name },
    select: { value: true },
  });
  return stored.value;
}
