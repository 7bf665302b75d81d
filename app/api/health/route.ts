import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

export async function GET() {
  const { databaseKind } = getEnv();
  try {
    const rows = await getDb().$queryRawUnsafe<{ n: number | bigint }[]>(
      'SELECT COUNT(*) AS n FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL',
    );
    return Response.json({ ok: true, database: databaseKind, migrations: Number(rows[0]?.n ?? 0) });
  } catch {
    return Response.json(
      {
        ok: false,
        database: databaseKind,
        migrations: 0,
        error: { code: 'database_unavailable', message: 'The database is not reachable' },
      },
      { status: 503, headers: { 'Retry-After': '5' } },
    );
  }
}

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET');
