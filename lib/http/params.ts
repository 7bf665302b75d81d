import 'server-only';
import { notFound } from './errors';

// Record ids are cuids: anything else cannot name a record, so it is a 404 without a query.
const RECORD_ID = /^[a-z0-9]{1,64}$/i;

/** The `[id]` segment of a dynamic route, or 404. */
export async function readRecordId(
  context: { params: Promise<{ id: string }> },
  what = 'record',
): Promise<string> {
  const { id } = await context.params;
  if (!RECORD_ID.test(id)) throw notFound(`No such ${what}`);
  return id;
}
