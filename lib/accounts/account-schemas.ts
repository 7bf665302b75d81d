import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { newPasswordSchema, typedUsernameSchema } from './schemas';

// Shared by the account forms and the route handlers, so both refuse the same input.

/** An optional e-mail address for 'Forgot your password?'; '' or null removes it. */
export const accountEmailSchema = z
  .union([
    z.literal('').transform(() => null),
    z.null(),
    z.email('Enter a valid e-mail address').max(254, 'E-mail must be at most 254 characters'),
  ])
  .optional();

/** POST /api/auth/password: the current password proves it is the owner; the new one follows the registration rules. */
export const passwordChangeSchema = z.strictObject({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Password must be at most 256 characters'),
  newPassword: newPasswordSchema,
  email: accountEmailSchema,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** PATCH /api/auth/me: the e-mail address alone (My account), proven by the current password. */
export const accountEmailUpdateSchema = z.strictObject({
  currentPassword: passwordChangeSchema.shape.currentPassword,
  email: accountEmailSchema,
});

// A reset token is 32 random bytes in base64url (43 characters); anything else is refused early.
export const resetTokenSchema = z
  .string({ error: 'The reset link is not valid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, 'The reset link is not valid');

/** POST /api/auth/reset */
export const passwordResetSchema = z.strictObject({
  token: resetTokenSchema,
  password: newPasswordSchema,
});

/** POST /api/auth/forgot: checked only for size, so the answer says nothing about accounts. */
export const forgotPasswordSchema = z.strictObject({
  username: typedUsernameSchema,
  /** The visitor's language (its code, e.g. `ua`), for the e-mail and the link. */
  language: z.string().max(16).optional(),
});
