import { z } from 'zod';
import { apiHandler, readJson, readQuery } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { requireEditor } from '@/lib/accounts/session';
import { addSubscriber } from '@/lib/subscriptions/commands';
import { listSubscribers, subscriberCounts } from '@/lib/subscriptions/data';
import { subscriberAddSchema } from '@/lib/subscriptions/schemas';
import { defaultLanguage } from '@/lib/i18n/languages';

export const dynamic = 'force-dynamic';

const querySchema = z.object({ search: z.string().max(200).optional() });

/** Staff: every subscriber (an unsubscribed address is not listed: only its hash is kept). */
export const GET = apiHandler(async (request) => {
  await requireEditor(request);
  const { search } = readQuery(request, querySchema);
  const [subscribers, counts] = await Promise.all([listSubscribers(search), subscriberCounts()]);
  return Response.json({ subscribers, counts }, { headers: { 'Cache-Control': 'no-store' } });
});

/** Staff add an address; it is pending until its owner confirms from the e-mail it gets. */
export const POST = apiHandler(async (request) => {
  const user = await requireEditor(request);
  const input = await readJson(request, subscriberAddSchema);
  const subscriber = await addSubscriber(user, input, defaultLanguage.code);
  return Response.json({ subscriber }, { status: 201 });
});

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST');
