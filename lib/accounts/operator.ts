import 'server-only';
import { getDb } from '@/lib/db/client';
import { serializable } from '@/lib/db/serializable';
import { readSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { recordActivity } from '@/lib/activity/record';
import { hashPassword } from '@/lib/accounts/password';
import { newPasswordSchema, toRole, usernameSchema } from '@/lib/accounts/schemas';
import { createResetLink, setPasswordDirectly } from './reset-links';

// The operator's way back in (`npm run admin -- …`, scripts/admin.mjs): the same database
// (DATABASE_URL / DATA_DIR) and the same code as the site, so it is safe while the site runs:
// every change is one transaction, and the site reads accounts on every request.

export class OperatorError extends Error {}

const fail = (message: string): never => {
  throw new OperatorError(message);
};

async function findAccount(username: string) {
  const user = await getDb().user.findUnique({
    where: { username: username.trim().toLowerCase() },
    select: { id: true, username: true },
  });
  return user ?? fail(`No account named "${username}". See: npm run admin -- list`);
}

export async function listAccounts() {
  const rows = await getDb().user.findMany({
    select: { username: true, role: true, email: true, createdAt: true },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({ ...row, role: toRole(row.role) }));
}

/**
 * A reset link for the account, on the site's public address as the site decides it (SITE_URL, the
 * website in Settings, or localhost on PORT), or --url. The settings are read straight from the
 * database: a command runs outside Next, where the site's cached reads do not exist.
 */
export async function operatorResetLink(username: string, origin?: string) {
  const user = await findAccount(username);
  const base = origin ?? siteOrigin(await readSettings());
  return createResetLink(user.id, base, { actorId: null });
}

export async function operatorSetPassword(username: string, password: string) {
  const user = await findAccount(username);
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) fail(parsed.error.issues[0]?.message ?? 'Password not accepted');
  await setPasswordDirectly(user.username, password);
}

/** A new administrator, for a site whose administrators cannot sign in any more. */
export async function createAdministrator(username: string, password: string) {
  const name = usernameSchema.safeParse(username);
  if (!name.success) return fail(name.error.issues[0]?.message ?? 'Username not accepted');
  const secret = newPasswordSchema.safeParse(password);
  if (!secret.success) return fail(secret.error.issues[0]?.message ?? 'Password not accepted');
  const passwordHash = await hashPassword(secret.data);
  await serializable(async (tx) => {
    if (await tx.user.findUnique({ where: { username: name.data }, select: { id: true } })) {
      fail(
        `An account named "${name.data}" exists. Use: npm run admin -- reset-password ${name.data}`,
      );
    }
    await tx.user.create({ data: { username: name.data, passwordHash, role: 'admin' } });
  });
  await recordActivity({ actorId: null, action: 'user.create-admin', target: name.data });
  return name.data;
}
