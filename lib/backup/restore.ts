import { createReadStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import { migratePostgres, migrateSqlite, migrationsDir, readMigrations } from '@/lib/db/migrate';
import { sqlitePath } from '@/lib/env';
import { UPLOAD_FOLDERS } from '@/lib/storage/paths';
import type { ObjectStore } from '@/lib/storage/store';
import { Digest } from './create';
import { DB_NULL, type BackupDatabase } from './database';
import { decodeRow, readBackupModels, type BackupModel } from './data-model';
import { MANIFEST_NAME, manifestSchema, type Manifest } from './manifest';

/** A restore that was refused before anything changed; its message is the one line to print. */
export class RestoreRefused extends Error {}

export interface RestoreSummary {
  manifest: Manifest;
  rows: number;
  tables: number;
  files: number;
  fileBytes: number;
  removedFiles: number;
}

const MANIFEST_MAX_BYTES = 64 * 1024 * 1024;
const BATCH = 200;

// Tables only people fill (accounts, bulletins, messages from the contact form, page history): a
// site whose tables are all empty but for what its first start seeds (settings, schedule, sample
// announcements, the auth secret) is empty, and a backup may be restored into it without --replace.
const PEOPLE_WRITTEN_TABLES = ['User', 'Bulletin', 'ContactMessage', 'PageRevision'];

type Extract = ReturnType<typeof tar.extract>;
type Entry = Readable & { header: { name: string; size?: number } };

function openArchive(file: string): { extract: Extract; done: Promise<void> } {
  const extract = tar.extract();
  const done = pipeline(
    createReadStream(file),
    createGunzip(),
    extract as unknown as NodeJS.WritableStream,
  );
  done.catch(() => {});
  return { extract, done };
}

/** Reads the whole archive once: every entry's checksum against the manifest at its end. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let manifestText: string | undefined;
  try {
    const { extract, done } = openArchive(file);
    for await (const raw of extract) {
      const entry = raw as unknown as Entry;
      if (entry.header.name === MANIFEST_NAME) {
        const chunks: Buffer[] = [];
        let length = 0;
        for await (const chunk of entry) {
          length += (chunk as Buffer).length;
          if (length > MANIFEST_MAX_BYTES) throw new Error('the manifest is too large');
          chunks.push(chunk as Buffer);
        }
        manifestText = Buffer.concat(chunks).toString('utf8');
      } else {
        const digest = new Digest();
        for await (const chunk of entry.pipe(digest)) void chunk;
        seen.set(entry.header.name, { size: digest.bytes, sha256: digest.hex() });
      }
    }
    await done;
  } catch (error) {
    throw new RestoreRefused(`${file} is damaged (${describe(error)}): nothing was restored`);
  }
  if (!manifestText)
    throw new RestoreRefused(`${file} is damaged (no manifest.json): nothing was restored`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestText));
  } catch {
    throw new RestoreRefused(
      `${file} is not a backup of this site (unreadable manifest): nothing was restored`,
    );
  }
  for (const entry of [...manifest.tables, ...manifest.files]) {
    const found = seen.get(entry.path);
    if (!found || found.size !== entry.size || found.sha256 !== entry.sha256)
      throw new RestoreRefused(
        `${file} is damaged (${entry.path} ${found ? 'does not match its checksum' : 'is missing'}): nothing was restored`,
      );
  }
  return manifest;
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0] || 'unreadable';
}

function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  const types: Record<string, string> = {
    pdf: 'application/pdf',
    jpg: 'image/jpeg',
    jpeg: 'image/jpeg',
    png: 'image/png',
    gif: 'image/gif',
    webp: 'image/webp',
    avif: 'image/avif',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  };
  return types[extension] ?? 'application/octet-stream';
}

async function tableNames(database: BackupDatabase): Promise<Set<string>> {
  const rows =
    database.kind === 'sqlite'
      ? await database.client.$queryRawUnsafe<Array<{ name: string }>>(
          `SELECT name FROM sqlite_master WHERE type = 'table'`,
        )
      : await database.client.$queryRawUnsafe<Array<{ name: string }>>(
          `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema()`,
        );
  return new Set(rows.map((row) => row.name));
}

/** The tables people wrote to that hold rows; empty for a new or only seeded site. */
export async function filledTables(database: BackupDatabase): Promise<string[]> {
  const existing = await tableNames(database);
  const filled: string[] = [];
  for (const table of PEOPLE_WRITTEN_TABLES) {
    if (!existing.has(table)) continue;
    const rows = await database.client.$queryRawUnsafe<Array<{ n: unknown }>>(
      `SELECT COUNT(*) AS n FROM "${table}"`,
    );
    if (Number(rows[0]?.n ?? 0) > 0) filled.push(table);
  }
  return filled;
}

type Delegate = {
  deleteMany(): Promise<unknown>;
  createMany(args: { data: Array<Record<string, unknown>> }): Promise<unknown>;
};

/**
 * Loads a verified archive into `database` and `store`: migrations first, then every table in one
 * transaction, then the files (checked against their sha256 again as they are written). Refuses,
 * before changing anything, a damaged archive, one from a newer schema, and a site that already
 * holds data (unless `replace`).
 */
export async function restoreBackup(
  file: string,
  {
    database,
    store,
    replace = false,
  }: { database: BackupDatabase; store: ObjectStore; replace?: boolean },
): Promise<RestoreSummary> {
  const manifest = await verifyArchive(file);
  const migrations = readMigrations(migrationsDir(database.kind));
  const known = migrations.map((migration) => migration.name);
  const newest = known.at(-1) ?? '';
  if (!known.includes(manifest.schemaVersion)) {
    throw new RestoreRefused(
      manifest.schemaVersion > newest
        ? `${file} comes from a newer version of the site (schema ${manifest.schemaVersion}; this one knows up to ${newest}): update the site first, nothing was restored`
        : `${file} has schema ${manifest.schemaVersion}, which this site does not know: nothing was restored`,
    );
  }

  if (database.kind === 'sqlite')
    await mkdir(path.dirname(sqlitePath(database.url)), { recursive: true });
  const filled = await filledTables(database);
  if (filled.length > 0 && !replace) {
    throw new RestoreRefused(
      `The target site is not empty (${filled.join(', ')} hold rows): restore into a new site, or add --replace to overwrite it; nothing was restored`,
    );
  }

  if (database.kind === 'sqlite') migrateSqlite(sqlitePath(database.url), migrations);
  else await migratePostgres(database.url, migrations);

  const models = await readBackupModels(database);
  const byName = new Map(models.map((model) => [model.name, model]));
  const unknown = manifest.tables.find((table) => !byName.has(table.model));
  if (unknown)
    throw new RestoreRefused(
      `${file} holds table ${unknown.model}, which this site does not have: nothing was restored`,
    );

  const { extract, done } = openArchive(file);
  const entries = extract[Symbol.asyncIterator]() as AsyncIterator<Entry>;
  let pending: Entry | undefined;
  let rows = 0;

  await database.client.$transaction(
    async (tx) => {
      const delegates = tx as unknown as Record<string, Delegate>;
      // Without --replace only what a first start seeds is here (settings, schedule, samples).
      for (const model of [...models].reverse()) await delegates[model.delegate]!.deleteMany();
      for (;;) {
        const next = await entries.next();
        if (next.done) break;
        const entry = next.value;
        const model = byName.get(entry.header.name.replace(/^data\/(.*)\.jsonl$/, '$1'));
        if (!entry.header.name.startsWith('data/') || !model) {
          pending = entry;
          break;
        }
        rows += await loadTable(delegates[model.delegate]!, model, entry);
      }
    },
    { timeout: 60 * 60_000, maxWait: 30_000 },
  );
  if (database.kind === 'postgres') await moveSequences(database, models);

  let files = 0;
  let fileBytes = 0;
  const restoredKeys = new Set<string>();
  const expected = new Map(manifest.files.map((entry) => [entry.path, entry]));
  for (let entry = pending; entry;) {
    const listed = expected.get(entry.header.name);
    if (listed) {
      const digest = new Digest();
      const body = entry.pipe(digest);
      entry.on('error', (error) => digest.destroy(error));
      await store.put(listed.key, body, { contentType: contentTypeOf(listed.key) });
      if (digest.hex() !== listed.sha256) {
        await store.delete(listed.key);
        throw new Error(`${listed.path} changed while it was restored`);
      }
      restoredKeys.add(listed.key);
      files += 1;
      fileBytes += digest.bytes;
    } else {
      entry.resume();
    }
    const next = await entries.next();
    entry = next.done ? undefined : next.value;
  }
  await done;

  let removedFiles = 0;
  if (replace) {
    for (const folder of UPLOAD_FOLDERS) {
      for (const object of await store.list(folder)) {
        if (restoredKeys.has(object.key)) continue;
        await store.delete(object.key);
        removedFiles += 1;
      }
    }
  }
  return { manifest, rows, tables: manifest.tables.length, files, fileBytes, removedFiles };
}

async function loadTable(delegate: Delegate, model: BackupModel, entry: Entry): Promise<number> {
  let batch: Array<Record<string, unknown>> = [];
  let count = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await delegate.createMany({ data: batch });
    count += batch.length;
    batch = [];
  };
  for await (const line of createInterface({ input: entry, crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(decodeRow(model, JSON.parse(line) as Record<string, unknown>, DB_NULL));
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return count;
}

/** Rows restored with their ids: each sequence must continue after the largest one. */
async function moveSequences(database: BackupDatabase, models: BackupModel[]): Promise<void> {
  for (const model of models) {
    for (const column of model.sequenceFields) {
      await database.client.$queryRawUnsafe(
        `SELECT setval(pg_get_serial_sequence('"${model.table}"', '${column}'), COALESCE(MAX("${column}"), 1), MAX("${column}") IS NOT NULL) FROM "${model.table}"`,
      );
    }
  }
}
