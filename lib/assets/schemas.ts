import '@/lib/validation/zod-jitless';
import { z } from 'zod';

/** `?force=1` of DELETE /api/files/images/{name}: delete even where the image is still used. */
export const imageDeleteQuerySchema = z.object({ force: z.enum(['1', '0']).optional() });
