import { apiHandler } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { requireBackupDownload, streamBackupDownload } from '@/lib/backup/download';

export const dynamic = 'force-dynamic';

/** The whole site as one archive (the same as `npm run backup`), streamed; administrators only. */
export const GET = apiHandler(async (request) => {
  const user = await requireBackupDownload(request);
  return streamBackupDownload(user);
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
