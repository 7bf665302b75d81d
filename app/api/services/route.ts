import { apiHandler, readJson } from '@/lib/http/handler';
import { requireEditor } from '@/lib/accounts/session';
import { createService } from '@/lib/schedule/commands';
import { listServices } from '@/lib/schedule/data';
import { serviceSchema } from '@/lib/schedule/schemas';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** The liturgy schedule, in order. */
export const GET = apiHandler(async () => Response.json(await listServices()));

export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, serviceSchema);
  return Response.json(await createService(user, input), { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
