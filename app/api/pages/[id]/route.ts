import { apiHandler, readJson } from '@/lib/http/handler';
import { readRecordId } from '@/lib/http/params';
import { requireEditor } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { retirePage, updatePage } from '@/lib/pages/manage';
import { pageUpdateSchema } from '@/lib/pages/catalogue-schemas';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Any of slug, section, title, showInMenu, order; a new slug or section is a rename (old URL 308). */
export const PATCH = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const id = await readRecordId(context, 'page');
  const input = await readJson(request, pageUpdateSchema);
  const page = await updatePage(user, id, input);
  return Response.json(page);
});

/** Retires the page: its URL answers 410; it leaves the menu, the sitemap and search. */
export const DELETE = apiHandler(async (request, context: Context) => {
  const user = await requireEditor(request);
  const page = await retirePage(user, await readRecordId(context, 'page'));
  return Response.json(page);
});

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
