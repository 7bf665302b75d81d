import type { BackupClient, BackupDatabase } from './database';

// The tables a backup holds are every model of the Prisma schema, read from the generated client's
// own data model, so a model added later is backed up and restored without a change here. Which
// table refers to which (for the order of inserts) and each table's primary key (for a stable
// order of rows) come from the database's catalog, which Prisma's runtime model does not carry.

export type ScalarType =
  'String' | 'Int' | 'BigInt' | 'Float' | 'Decimal' | 'Boolean' | 'DateTime' | 'Json' | 'Bytes';

export interface ModelField {
  name: string;
  type: ScalarType;
}

export interface BackupModel {
  /** The Prisma model name (also the archive's file name: data/<name>.jsonl). */
  name: string;
  table: string;
  /** The client's delegate for it (`pageContent` for PageContent). */
  delegate: string;
  fields: ModelField[];
  /** Field names of the primary key, for a stable row order. */
  primaryKey: string[];
  /** Columns filled from a sequence (PostgreSQL needs them moved past the restored values). */
  sequenceFields: string[];
}

interface RuntimeField {
  name: string;
  kind: string;
  type: string;
}
interface RuntimeDataModel {
  models: Record<string, { fields: RuntimeField[]; dbName: string | null }>;
}

/**
 * The client's runtime data model.
 * NOTE: `_runtimeDataModel` is Prisma's internal name (Prisma 7 no longer exports `Prisma.dmmf`
 * from the `prisma-client` generator); tests/unit/backup-model.test.ts fails if it goes away.
 */
export function runtimeDataModel(client: BackupClient): RuntimeDataModel {
  const model = (client as unknown as { _runtimeDataModel?: RuntimeDataModel })._runtimeDataModel;
  if (!model?.models) throw new Error("Prisma's runtime data model is not available");
  return model;
}

const SCALARS = new Set<string>([
  'String',
  'Int',
  'BigInt',
  'Float',
  'Decimal',
  'Boolean',
  'DateTime',
  'Json',
  'Bytes',
]);

/** Every model with its scalar fields, in an order where each table follows those it refers to. */
export async function readBackupModels(database: BackupDatabase): Promise<BackupModel[]> {
  const { models } = runtimeDataModel(database.client);
  const catalog = await readCatalog(database);
  const list: BackupModel[] = Object.entries(models).map(([name, model]) => {
    const table = model.dbName ?? name;
    const fields = model.fields
      .filter((field) => field.kind === 'scalar' || field.kind === 'enum')
      .map((field) => ({
        name: field.name,
        type: (SCALARS.has(field.type) ? field.type : 'String') as ScalarType,
      }));
    const primaryKey = catalog.primaryKeys.get(table) ?? [];
    if (primaryKey.length === 0 || !primaryKey.every((key) => fields.some((f) => f.name === key)))
      throw new Error(`Cannot find the primary key of table ${table}`);
    return {
      name,
      table,
      delegate: name.charAt(0).toLowerCase() + name.slice(1),
      fields,
      primaryKey,
      sequenceFields: catalog.sequences.get(table) ?? [],
    };
  });
  return dependencyOrder(list, catalog.references);
}

function dependencyOrder(
  models: BackupModel[],
  references: Array<{ child: string; parent: string }>,
): BackupModel[] {
  const byTable = new Map(models.map((model) => [model.table, model]));
  const ordered: BackupModel[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (model: BackupModel) => {
    if (state.get(model.table)) return;
    state.set(model.table, 'visiting');
    for (const ref of references) {
      const parent = byTable.get(ref.parent);
      if (ref.child === model.table && parent && parent !== model) visit(parent);
    }
    state.set(model.table, 'done');
    ordered.push(model);
  };
  for (const model of [...models].sort((a, b) => a.name.localeCompare(b.name))) visit(model);
  return ordered;
}

interface Catalog {
  primaryKeys: Map<string, string[]>;
  references: Array<{ child: string; parent: string }>;
  sequences: Map<string, string[]>;
}

async function readCatalog({ kind, client }: BackupDatabase): Promise<Catalog> {
  const primaryKeys = new Map<string, string[]>();
  const sequences = new Map<string, string[]>();
  const references: Array<{ child: string; parent: string }> = [];
  const push = (map: Map<string, string[]>, table: string, column: string) =>
    map.set(table, [...(map.get(table) ?? []), column]);
  if (kind === 'sqlite') {
    const tables = await client.$queryRawUnsafe<Array<{ name: string }>>(
      `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`,
    );
    for (const { name } of tables) {
      const columns = await client.$queryRawUnsafe<Array<{ name: string; pk: number | bigint }>>(
        `SELECT name, pk FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk`,
        name,
      );
      for (const column of columns) push(primaryKeys, name, column.name);
      const keys = await client.$queryRawUnsafe<Array<{ table: string }>>(
        `SELECT "table" FROM pragma_foreign_key_list(?)`,
        name,
      );
      for (const key of keys) references.push({ child: name, parent: key.table });
    }
    return { primaryKeys, references, sequences };
  }
  const keys = await client.$queryRawUnsafe<Array<{ table: string; column: string }>>(
    `SELECT tc.table_name AS "table", kcu.column_name AS "column"
       FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu
         ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema()
      ORDER BY tc.table_name, kcu.ordinal_position`,
  );
  for (const key of keys) push(primaryKeys, key.table, key.column);
  const refs = await client.$queryRawUnsafe<Array<{ child: string; parent: string }>>(
    `SELECT DISTINCT tc.table_name AS child, ccu.table_name AS parent
       FROM information_schema.table_constraints tc
       JOIN information_schema.constraint_column_usage ccu
         ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
  );
  references.push(...refs);
  const serials = await client.$queryRawUnsafe<Array<{ table: string; column: string }>>(
    `SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`,
  );
  for (const serial of serials) push(sequences, serial.table, serial.column);
  return { primaryKeys, references, sequences };
}

/** A row as the archive holds it: plain JSON, the same whichever database it came from. */
export function encodeRow(
  model: BackupModel,
  row: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of model.fields) {
    const value = row[field.name];
    out[field.name] = value === null || value === undefined ? null : encodeValue(field.type, value);
  }
  return out;
}

function encodeValue(type: ScalarType, value: unknown): unknown {
  switch (type) {
    case 'DateTime':
      return (value as Date).toISOString();
    case 'BigInt':
    case 'Decimal':
      return String(value);
    case 'Bytes':
      return Buffer.from(value as Uint8Array).toString('base64');
    default:
      return value;
  }
}

/** The archive's row as the client's create input; `dbNull` is Prisma.DbNull for Json columns. */
export function decodeRow(
  model: BackupModel,
  row: Record<string, unknown>,
  dbNull: unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of model.fields) {
    if (!(field.name in row)) continue; // a column added since the backup keeps its default
    const value = row[field.name];
    if (value === null) out[field.name] = field.type === 'Json' ? dbNull : null;
    else out[field.name] = decodeValue(field.type, value);
  }
  return out;
}

function decodeValue(type: ScalarType, value: unknown): unknown {
  switch (type) {
    case 'DateTime':
      return new Date(value as string);
    case 'BigInt':
      return BigInt(value as string);
    case 'Bytes':
      return new Uint8Array(Buffer.from(value as string, 'base64'));
    default:
      return value;
  }
}
