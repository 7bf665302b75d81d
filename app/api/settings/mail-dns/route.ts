import { apiHandler } from '@/lib/http/handler';
import { requireAdminReader } from '@/lib/accounts/session';
import { readMailDnsReport } from '@/lib/mailings/dns-check';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

// The Settings tab's Mail panel as JSON, for administrators (as the tab is): the sending domain
// and its SPF, DKIM and DMARC records as this server finds them in DNS, each `found` (with its
// text and a verdict code), `missing`, `unavailable` (could not look up, with the resolver's code)
// or, for DKIM without a selector, `not-configured`.

export const GET = apiHandler(async (request) => {
  await requireAdminReader(request);
  return Response.json(await readMailDnsReport());
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
