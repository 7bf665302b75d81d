import { apiHandler, readJson } from '@/lib/http/handler';
import { readRecordId } from '@/lib/http/params';
import { requireAdmin } from '@/lib/accounts/session';
import { otherMethods } from '@/lib/http/methods';
import { retirePage, updatePage } from '@/lib/pages/manage';
import { pageUpdateSchema } from '@/lib/pages/catalogue-schemas';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ id: string }> };

/** Any of slug, section, title, showInMenu, order; a new slug or section is a rename (old URL 308). */
export const PATCH = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  const id = await readRecordId(context, 'page');
  return Response.json(await updatePage(id, await readJson(request, pageUpdateSchema)));
});

/** Retires the page: its URL answers 410; it leaves the menu, the sitemap and search. */
export const DELETE = apiHandler(async (request, context: Context) => {
  await requireAdmin(request);
  return Response.json(await retirePage(await readRecordId(context, 'page')));
});

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE');
