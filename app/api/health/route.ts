import { checkHealth } from '@/lib/ops/health';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/**
 * For load balancers and operators: `{ok, database, cache, storage, …}`. 503 only when this
 * instance cannot serve (its database is down, or it is shutting down); a cache or storage outage
 * is named but answers 200, since pages are still served.
 */
export async function GET() {
  const health = await checkHealth();
  if (health.ok) return Response.json(health, { headers: { 'Cache-Control': 'no-store' } });
  const code = health.shuttingDown ? 'shutting_down' : 'database_unavailable';
  const message = health.shuttingDown
    ? 'This instance is shutting down'
    : 'The database is not reachable';
  return Response.json(
    { ...health, error: { code, message } },
    { status: 503, headers: { 'Retry-After': '5', 'Cache-Control': 'no-store' } },
  );
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
