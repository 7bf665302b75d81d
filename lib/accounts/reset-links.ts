import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { serializable } from '@/lib/db/serializable';
import { recordActivity } from '@/lib/activity/record';
import { hashPassword } from '@/lib/accounts/password';
import { defaultLanguage, languageByCode, localizedPath } from '@/lib/i18n/languages';
import { noSuchUser, resetRefused } from './errors';
import { endSessions } from './sessions';

/** A reset link works once, for a day. */
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_PATH = '/reset-password';

/** Only this digest is stored: a leaked database does not hand out working links. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ResetLink {
  resetUrl: string;
  expiresAt: string;
}

/**
 * Issues a single-use reset link for an account (an administrator in the Users tab, the operator's
 * CLI, or 'Forgot your password?'). The account's password keeps working until the link is used,
 * so issuing one never leaves an account (or the last administrator) without a password. A new
 * link replaces the account's unused earlier ones. `now` is injectable for tests.
 */
export async function createResetLink(
  userId: string,
  origin: string,
  options: {
    actorId: string | null;
    now?: Date;
    activity?: boolean;
    /** The code of the language the reset page opens in (`ua`: /ua/reset-password). */
    language?: string;
  } = { actorId: null },
): Promise<ResetLink & { username: string }> {
  const now = options.now ?? new Date();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  const username = await serializable(async (tx) => {
    const user = await tx.user.findUnique({ where: { id: userId }, select: { username: true } });
    if (!user) throw noSuchUser();
    await tx.passwordResetToken.deleteMany({
      where: { OR: [{ userId, usedAt: null }, { expiresAt: { lt: now } }] },
    });
    await tx.passwordResetToken.create({
      data: { tokenHash: digest(token), userId, expiresAt, createdAt: now },
    });
    return user.username;
  });
  if (options.activity !== false) {
    await recordActivity({ actorId: options.actorId, action: 'user.reset-link', target: username });
  }
  const language = (options.language && languageByCode(options.language)) || defaultLanguage;
  const resetUrl = new URL(localizedPath(language.tag, RESET_PATH), origin);
  resetUrl.searchParams.set('token', token);
  return { resetUrl: resetUrl.toString(), expiresAt: expiresAt.toISOString(), username };
}

/** Why a token cannot be used now, or null when it can (read-only: the reset page asks first). */
export async function checkResetToken(token: string, now = new Date()) {
  const row = await getDb().passwordResetToken.findUnique({
    where: { tokenHash: digest(token) },
    select: { usedAt: true, expiresAt: true },
  });
  if (!row) return 'reset_invalid' as const;
  if (row.usedAt) return 'reset_used' as const;
  if (row.expiresAt <= now) return 'reset_expired' as const;
  return null;
}

/** The username a usable link resets (the reset page names the account), or null. */
export async function resetTokenUsername(token: string, now = new Date()): Promise<string | null> {
  if (await checkResetToken(token, now)) return null;
  const row = await getDb().passwordResetToken.findUnique({
    where: { tokenHash: digest(token) },
    select: { userId: true },
  });
  if (!row) return null;
  const user = await getDb().user.findUnique({
    where: { id: row.userId },
    select: { username: true },
  });
  return user?.username ?? null;
}

/**
 * Sets a new password through a reset link: the link is spent, and every sign-in of the account
 * ends. A used, expired or unknown token changes nothing (400 with the reason).
 */
export async function resetPasswordWithToken(
  token: string,
  password: string,
  now = new Date(),
): Promise<{ username: string }> {
  const refusal = await checkResetToken(token, now);
  if (refusal) throw resetRefused(refusal);
  const passwordHash = await hashPassword(password);
  const user = await serializable(async (tx) => {
    // Claimed only if still unused and unexpired: of two uses at once exactly one wins.
    const row = await tx.passwordResetToken.findUnique({
      where: { tokenHash: digest(token) },
      select: { userId: true, usedAt: true, expiresAt: true },
    });
    if (!row) throw resetRefused('reset_invalid');
    if (row.usedAt) throw resetRefused('reset_used');
    if (row.expiresAt <= now) throw resetRefused('reset_expired');
    const claimed = await tx.passwordResetToken.updateMany({
      where: { tokenHash: digest(token), usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw resetRefused('reset_used');
    const account = await tx.user.findUnique({
      where: { id: row.userId },
      select: { id: true, username: true },
    });
    if (!account) throw resetRefused('reset_invalid');
    await tx.user.update({ where: { id: account.id }, data: { passwordHash } });
    await endSessions(tx, account.id, null);
    return account;
  });
  await recordActivity({ actorId: user.id, action: 'account.reset', target: user.username });
  return { username: user.username };
}

/** The operator's `--stdin`: a new password set directly, every sign-in of the account ended. */
export async function setPasswordDirectly(username: string, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  const user = await serializable(async (tx) => {
    const account = await tx.user.findUnique({ where: { username }, select: { id: true } });
    if (!account) throw noSuchUser();
    await tx.user.update({ where: { id: account.id }, data: { passwordHash } });
    await endSessions(tx, account.id, null);
    return account;
  });
  await recordActivity({ actorId: null, action: 'account.password-set', target: username });
  void user;
}
