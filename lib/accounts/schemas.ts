import '@/lib/validation/zod-jitless';
import { z } from 'zod';

// Shared by the login/register form and the auth route handlers, so both refuse the same input.

export const USERNAME_PATTERN = /^[a-z0-9._-]+$/;
export const PASSWORD_MIN_LENGTH = 10;
// scrypt takes any length, but an unbounded password is free CPU for an attacker.
export const PASSWORD_MAX_LENGTH = 256;

/** A new account's username: 3–32 of [a-z0-9._-], lowercased first so `Anna` and `anna` are one. */
export const usernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(
    USERNAME_PATTERN,
    'Username may contain only letters a-z, digits, dot, underscore and hyphen',
  );

export const newPasswordSchema = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerSchema = z.strictObject({
  username: usernameSchema,
  password: newPasswordSchema,
});

/** A username as typed at sign-in or 'Forgot your password?': checked for size only. */
export const typedUsernameSchema = z
  .string({ error: 'Username is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Username is required')
  .max(64, 'Username must be at most 64 characters');

/**
 * Login checks only presence and size: a value that could never be a valid account simply fails
 * like a wrong password, so the answer reveals nothing about the rules of existing accounts.
 */
export const loginSchema = z.strictObject({
  username: typedUsernameSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
});

export type RegisterInput = z.infer<typeof registerSchema>;
export type LoginInput = z.infer<typeof loginSchema>;

export const roleSchema = z.enum(['admin', 'editor', 'pending']);
export type Role = z.infer<typeof roleSchema>;

/** A stored role as the code knows it: anything unknown is treated as not yet approved. */
export const toRole = (role: string): Role =>
  role === 'admin' || role === 'editor' ? role : 'pending';

/** Approved staff: administrators and editors may change content. */
export const isStaff = (role: Role) => role === 'admin' || role === 'editor';

/** The user as every auth answer shows it. */
export interface PublicUser {
  username: string;
  role: Role;
}
