import { errorResponse, notFound } from '@/lib/http/errors';

export const dynamic = 'force-dynamic';

// Any /api address no route claims (more specific routes win over this catch-all): the API's JSON
// 404 for every method, instead of the site's HTML "page not found".
function unknownAddress() {
  return errorResponse(notFound('No API endpoint at this address'));
}

export {
  unknownAddress as GET,
  unknownAddress as HEAD,
  unknownAddress as POST,
  unknownAddress as PUT,
  unknownAddress as PATCH,
  unknownAddress as DELETE,
  unknownAddress as OPTIONS,
};
