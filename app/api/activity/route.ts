import { apiHandler, readQuery } from '@/lib/http/handler';
import { requireAdmin } from '@/lib/accounts/session';
import { listActivity } from '@/lib/activity/record';
import { activityQuerySchema } from '@/lib/activity/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  const { page } = readQuery(request, activityQuerySchema);
  return Response.json(await listActivity(page), { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
