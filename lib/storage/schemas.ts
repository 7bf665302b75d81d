import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { ASSET_DIRS } from '@/lib/storage/images';

/** `?dir=` of /api/files: one of the known asset folders by name, never a path. */
export const assetDirQuerySchema = z.object({
  dir: z.enum(ASSET_DIRS, { message: `dir must be one of: ${ASSET_DIRS.join(', ')}` }),
});
