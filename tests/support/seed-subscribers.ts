import { sqlOn } from './uploads';

// Confirmed subscribers straight into the database, for tests of sending (confirming each one
// through its e-mail is tested in tests/api/subscriptions.test.ts).

export const seededEmail = (index: number) =>
  `reader-${String(index).padStart(4, '0')}@example.com`;

export async function seedSubscribers(
  databaseUrl: string,
  count: number,
  { list = 'announcements', language = (index: number) => (index % 3 === 0 ? 'both' : 'en') } = {},
): Promise<void> {
  const now = new Date().toISOString().replace('Z', '+00:00');
  for (let start = 0; start < count; start += 250) {
    const rows = Array.from({ length: Math.min(250, count - start) }, (_, offset) => {
      const index = start + offset;
      return `('seed${index}', '${seededEmail(index)}', '${list}', '${language(index)}', 'active', '${now}', '${now}', 'page', 'test', 'x', '${now}', '${now}')`;
    });
    await sqlOn(
      databaseUrl,
      `INSERT INTO "Subscriber" ("id", "email", "lists", "language", "status", "confirmedAt", "consentAt", "consentForm", "consentWording", "consentClientHash", "createdAt", "updatedAt") VALUES ${rows.join(', ')}`,
    );
  }
}

/** An editor document of one paragraph. */
export const paragraphDoc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
