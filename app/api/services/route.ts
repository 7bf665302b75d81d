import { apiHandler, readJson } from '@/lib/api/handler';
import { requireEditor } from '@/lib/auth/session';
import { recordActivity } from '@/lib/activity/record';
import { createService, listServices } from '@/lib/db/services';
import { serviceSchema } from '@/lib/validation/services';
import { otherMethods } from '@/lib/api/methods';

export const dynamic = 'force-dynamic';

/** The liturgy schedule, in order. */
export const GET = apiHandler(async () => Response.json(await listServices()));

export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, serviceSchema);
  const service = await createService(input);
  await recordActivity({ actorId: user.id, action: 'service.create', target: service.title.en });
  return Response.json(service, { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
