import { apiHandler } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/session';
import { listUsers } from '@/lib/db/users';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return Response.json(await listUsers(), { headers: { 'Cache-Control': 'no-store' } });
});
