import '@/lib/validation/zod-jitless';
import { z } from 'zod';

/** GET /api/activity?page= */
export const activityQuerySchema = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1).max(100_000).default(1),
});
