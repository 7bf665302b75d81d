import { apiHandler, readJson } from '@/lib/http/handler';
import { requireEditor } from '@/lib/accounts/session';
import { createService, listServices } from '@/lib/schedule/data';
import { serviceSchema } from '@/lib/schedule/schemas';
import { otherMethods } from '@/lib/http/methods';
import { recordActivity } from '@/lib/activity/record';

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
