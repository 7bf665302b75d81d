import { apiHandler } from '@/lib/http/handler';
import { requireAdmin } from '@/lib/accounts/session';
import { listUsers } from '@/lib/accounts/users';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export const GET = apiHandler(async (request) => {
  await requireAdmin(request);
  return Response.json(await listUsers(), { headers: { 'Cache-Control': 'no-store' } });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
