import { apiHandler, readJson } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/session';
import { readSettings, saveSettings } from '@/lib/db/settings';
import { settingsSchema } from '@/lib/validation/settings';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async () => Response.json(await readSettings()));

export const PUT = apiHandler(async (request) => {
  await requireAdmin(request);
  const input = await readJson(request, settingsSchema);
  return Response.json(await saveSettings(input));
});

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT');
