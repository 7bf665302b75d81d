import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { roleSchema } from './schemas';

/** PATCH /api/users/{id}: approve (admin) or revoke (pending) an account. */
export const userUpdateSchema = z.strictObject({ role: roleSchema });
export type UserUpdate = z.infer<typeof userUpdateSchema>;
