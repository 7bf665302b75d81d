// Row types come from the schema: a folder declares the columns it reads once,
// `const columns = { … } satisfies Prisma.XSelect`, and its row type is
// `Prisma.XGetPayload<{ select: typeof columns }>`. Both generated clients come from the same
// models, so the SQLite client's namespace describes both (as lib/db/client.ts's `Db` does).
export type { Prisma } from './generated/sqlite/client';
