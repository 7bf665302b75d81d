import { apiHandler } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { requireAdmin } from '@/lib/accounts/session';
import { exportSubscribers } from '@/lib/subscriptions/export';

export const dynamic = 'force-dynamic';

/** Administrators: every subscriber with their consent record, as CSV (logged). */
export const GET = apiHandler(async (request) => {
  const user = await requireAdmin(request);
  return new Response(await exportSubscribers(user), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="subscribers.csv"',
      'Cache-Control': 'no-store',
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
