import { apiHandler } from '@/lib/http/handler';
import { requireEditor } from '@/lib/accounts/session';
import { listBulletinLabels } from '@/lib/bulletins/labels';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** The labels already used, per language (`{en: ['Weekly', 'Special'], ua: [...]}`), most used first: the form's suggestions. */
export const GET = apiHandler(async (request) => {
  await requireEditor(request);
  return Response.json(await listBulletinLabels());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
