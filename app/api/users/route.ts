import { apiHandler } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/session';
import { listUsers } from '@/lib/db/users';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return Response.json(await listUsers(), { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
