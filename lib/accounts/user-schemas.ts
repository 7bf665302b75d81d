import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { roleSchema } from './schemas';

/** PATCH /api/users/{id}: approve (admin) or revoke (pending) an account. */
export const userUpdateSchema = z.strictObject({ role: roleSchema });
export type UserUpdate = z.infer<typeof userUpdateSchema>;

/**
 * POST /api/users/{id}/password-reset?language=ua: the language of the dashboard that asks, so
 * the link opens the reset page in it (`/ua/reset-password`); omitted or unknown: the default.
 */
export const resetLinkQuerySchema = z.object({ language: z.string().max(16).optional() });
