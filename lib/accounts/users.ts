import 'server-only';
import { ApiError, forbidden } from '@/lib/http/errors';
import { toRole, type Role } from '@/lib/accounts/schemas';
import { getDb } from '@/lib/db/client';
import type { Prisma } from '@/lib/db/types';
import { serializable } from '@/lib/db/serializable';

export type RegistrationPolicy = 'open' | 'approval' | 'closed';

/** An account as the API shows it. Never the password hash: every query selects its columns. */
export interface UserSummary {
  id: string;
  username: string;
  role: Role;
  createdAt: string;
}

const summaryColumns = {
  id: true,
  username: true,
  role: true,
  createdAt: true,
} satisfies Prisma.UserSelect;

type SummaryRow = Prisma.UserGetPayload<{ select: typeof summaryColumns }>;

function toSummary(row: SummaryRow): UserSummary {
  return {
    id: row.id,
    username: row.username,
    role: toRole(row.role),
    createdAt: row.createdAt.toISOString(),
  };
}

const lastAdmin = () =>
  new ApiError(
    409,
    'conflict',
    'The last administrator cannot be demoted or removed',
    undefined,
    undefined,
    undefined,
    'last_admin',
  );
export const usernameTaken = () =>
  new ApiError(409, 'conflict', 'This username is already taken', {
    username: 'This username is already taken',
  });
export const registrationClosed = () => forbidden('Registration is closed');

/** The one read that sees the hash: the password check at sign-in. */
export async function findUserForLogin(username: string) {
  const row = await getDb().user.findUnique({
    where: { username },
    select: { id: true, username: true, role: true, passwordHash: true, sessionVersion: true },
  });
  return row && { ...row, role: toRole(row.role) };
}

export async function usernameExists(username: string): Promise<boolean> {
  const row = await getDb().user.findUnique({ where: { username }, select: { id: true } });
  return row !== null;
}

/** Upgrades a stored hash, unless it changed meanwhile (then the newer one stays). */
export async function replacePasswordHash(
  id: string,
  previous: string,
  next: string,
): Promise<void> {
  await getDb().user.updateMany({
    where: { id, passwordHash: previous },
    data: { passwordHash: next },
  });
}

export function countUsers(): Promise<number> {
  return getDb().user.count();
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 'P2002';
}

/**
 * Creates an account under the registration policy. The first account of a site is always an
 * administrator; counting and inserting happen in one serializable transaction, so two people
 * registering at the same moment on a new site cannot both become that first administrator.
 */
export async function createUser(
  input: { username: string; passwordHash: string },
  policy: RegistrationPolicy,
): Promise<UserSummary> {
  try {
    return await serializable(async (tx) => {
      const existing = await tx.user.count();
      if (existing > 0 && policy === 'closed') throw registrationClosed();
      if (await tx.user.findUnique({ where: { username: input.username }, select: { id: true } })) {
        throw usernameTaken();
      }
      const role: Role = existing === 0 || policy === 'open' ? 'admin' : 'pending';
      const row = await tx.user.create({ data: { ...input, role }, select: summaryColumns });
      return toSummary(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function listUsers(): Promise<UserSummary[]> {
  const rows = await getDb().user.findMany({
    select: summaryColumns,
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toSummary);
}

/**
 * Approves (as admin or editor), changes or revokes (pending) an account's role; the last
 * administrator stays one. Null when there is no such user.
 */
export function setUserRole(id: string, role: Role): Promise<UserSummary | null> {
  return serializable(async (tx) => {
    const user = await tx.user.findUnique({ where: { id }, select: summaryColumns });
    if (!user) return null;
    if (
      user.role === 'admin' &&
      role !== 'admin' &&
      (await tx.user.count({ where: { role: 'admin' } })) <= 1
    ) {
      throw lastAdmin();
    }
    if (user.role === role) return toSummary(user);
    return toSummary(
      await tx.user.update({ where: { id }, data: { role }, select: summaryColumns }),
    );
  });
}

/**
 * Removes an account (its tokens stop working: every request looks the user up) and its reset
 * links. Its username, or null when there is no such user.
 */
export function deleteUser(id: string): Promise<string | null> {
  return serializable(async (tx) => {
    const user = await tx.user.findUnique({
      where: { id },
      select: { role: true, username: true },
    });
    if (!user) return null;
    if (user.role === 'admin' && (await tx.user.count({ where: { role: 'admin' } })) <= 1)
      throw lastAdmin();
    await tx.passwordResetToken.deleteMany({ where: { userId: id } });
    await tx.user.delete({ where: { id } });
    return user.username;
  });
}

/**
 * Ends a sign-in before its expiry: every token carrying this session id is refused from now on.
 * The row is stored in RevokedToken (its `jti` column holds the session id) and kept until the
 * last token of the session could expire: one re-issued just now lives `maxAgeSeconds` more.
 * Expired rows are useless (their tokens fail anyway) and are purged here.
 */
export async function revokeSession(sessionId: string, maxAgeSeconds: number): Promise<void> {
  const db = getDb();
  const expiresAt = new Date(Date.now() + maxAgeSeconds * 1000);
  await db.revokedToken.upsert({
    where: { jti: sessionId },
    update: { expiresAt },
    create: { jti: sessionId, expiresAt },
  });
  await db.revokedToken.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}

export async function isSessionRevoked(sessionId: string): Promise<boolean> {
  return (
    (await getDb().revokedToken.findUnique({
      where: { jti: sessionId },
      select: { jti: true },
    })) !== null
  );
}

/** An account's username, or null when there is no such account (the activity log's actor). */
export async function usernameOf(id: string): Promise<string | null> {
  const user = await getDb().user.findUnique({ where: { id }, select: { username: true } });
  return user?.username ?? null;
}

/** An account's id by its username, or null (whom a scheduled publish is credited to). */
export async function userIdOf(username: string): Promise<string | null> {
  const user = await getDb().user.findUnique({ where: { username }, select: { id: true } });
  return user?.id ?? null;
}

/** How many accounts wait for an administrator's approval (the Users tab's badge). */
export async function countPendingUsers(): Promise<number> {
  return getDb().user.count({ where: { role: 'pending' } });
}

/** An account's e-mail address, or null (a mailing's test goes to the staff member's own). */
export async function accountEmail(id: string): Promise<string | null> {
  const user = await getDb().user.findUnique({ where: { id }, select: { email: true } });
  return user?.email ?? null;
}

/** An account's role, or null when there is no such account. */
export async function accountRole(id: string): Promise<Role | null> {
  const user = await getDb().user.findUnique({ where: { id }, select: { role: true } });
  return user ? toRole(user.role) : null;
}
