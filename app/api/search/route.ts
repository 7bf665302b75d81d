import { apiHandler, readQuery } from '@/lib/http/handler';
import { otherMethods } from '@/lib/http/methods';
import { searchSite } from '@/lib/site-search/search-site';
import { searchQuerySchema } from '@/lib/search/schemas';

export const dynamic = 'force-dynamic';

/** ?q=words&lang=en|ua&page=n: the same results as the /search page, as JSON. */
export const GET = apiHandler(async (request) => {
  const { q, lang, page } = readQuery(request, searchQuerySchema);
  return Response.json(await searchSite(q, lang, page), {
    headers: { 'Cache-Control': 'no-store' },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
