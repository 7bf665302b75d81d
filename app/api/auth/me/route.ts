import { apiHandler } from '@/lib/http/handler';
import { requireUser } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// Pending accounts may read this: the dashboard uses it to show "waiting for approval".
export const GET = apiHandler(async (request) => {
  const user = await requireUser(request);
  return Response.json(
    { user: { username: user.username, role: user.role } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
