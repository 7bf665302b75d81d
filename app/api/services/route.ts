import { apiHandler, readJson } from '@/lib/api/handler';
import { requireAdmin } from '@/lib/auth/session';
import { createService, listServices } from '@/lib/db/services';
import { serviceSchema } from '@/lib/validation/services';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

/** The liturgy schedule, in order. */
export const GET = apiHandler(async () => Response.json(await listServices()));

export const POST = apiHandler(async (request) => {
  await requireAdmin(request);
  const input = await readJson(request, serviceSchema);
  return Response.json(await createService(input), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
