import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PassThrough, Transform, type Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { ObjectInfo, ObjectStore } from '@/lib/storage/store';
import { UPLOAD_FOLDERS } from '@/lib/storage/paths';
import type { BackupDatabase } from './database';
import { encodeRow, readBackupModels, type BackupModel } from './data-model';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_FORMAT_VERSION,
  MANIFEST_NAME,
  dataPath,
  filePath,
  type Manifest,
} from './manifest';

export interface BackupSummary {
  manifest: Manifest;
  /** sha256 of the whole .tar.gz. */
  sha256: string;
  bytes: number;
}

const PAGE = 500;
// Generous: the transaction only reads rows into temp files; files are copied after it ends.
const SNAPSHOT_TIMEOUT_MS = 30 * 60_000;

/** Counts and hashes what passes through. */
export class Digest extends Transform {
  private readonly hash = createHash('sha256');
  bytes = 0;
  _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    done(null, chunk);
  }
  hex(): string {
    return this.hash.digest('hex');
  }
}

interface Snapshot {
  schemaVersion: string;
  snapshotAt: Date;
  tables: Array<Manifest['tables'][number] & { tempFile: string }>;
  objects: ObjectInfo[];
}

/**
 * Reads every table in one snapshot (a read transaction on SQLite, REPEATABLE READ on PostgreSQL)
 * into temp JSON-lines files, and lists the stored files while that snapshot is open: every file a
 * row of the snapshot names was stored before the row was written, so it is in the list.
 */
async function takeSnapshot(
  database: BackupDatabase,
  store: ObjectStore,
  tempDir: string,
): Promise<Snapshot> {
  const models = await readBackupModels(database);
  const snapshotAt = new Date();
  return database.client.$transaction(
    async (tx) => {
      // The first read fixes the snapshot (WAL read mark on SQLite, the transaction's snapshot on
      // PostgreSQL); the store is listed right after it.
      const applied = await tx.$queryRawUnsafe<Array<{ name: string }>>(
        `SELECT migration_name AS name FROM "_prisma_migrations"
          WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
          ORDER BY migration_name DESC LIMIT 1`,
      );
      const schemaVersion = applied[0]?.name;
      if (!schemaVersion)
        throw new Error('The database has no migrations applied: nothing to back up');
      const objects = (
        await Promise.all(UPLOAD_FOLDERS.map((folder) => store.list(folder)))
      ).flat();
      const tables: Snapshot['tables'] = [];
      for (const model of models) tables.push(await exportTable(tx, model, tempDir));
      return { schemaVersion, snapshotAt, tables, objects };
    },
    // The client's type is SQLite's, which only names Serializable; PostgreSQL's takes this one.
    {
      isolationLevel: (database.kind === 'postgres' ? 'RepeatableRead' : undefined) as undefined,
      timeout: SNAPSHOT_TIMEOUT_MS,
      maxWait: 30_000,
    },
  );
}

type Delegate = { findMany(args: object): Promise<Array<Record<string, unknown>>> };

async function exportTable(tx: unknown, model: BackupModel, tempDir: string) {
  const delegate = (tx as Record<string, Delegate>)[model.delegate];
  if (!delegate) throw new Error(`The client has no model ${model.name}`);
  const tempFile = path.join(tempDir, `${model.name}.jsonl`);
  const out = createWriteStream(tempFile);
  const hash = createHash('sha256');
  let rows = 0;
  const orderBy = model.primaryKey.map((key) => ({ [key]: 'asc' }));
  for (let skip = 0; ; skip += PAGE) {
    const page = await delegate.findMany({ orderBy, skip, take: PAGE });
    for (const row of page) {
      const line = `${JSON.stringify(encodeRow(model, row))}\n`;
      hash.update(line);
      if (!out.write(line))
        await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    rows += page.length;
    if (page.length < PAGE) break;
  }
  out.end();
  await finished(out);
  const { size } = await stat(tempFile);
  return {
    model: model.name,
    path: dataPath(model.name),
    rows,
    size,
    sha256: hash.digest('hex'),
    tempFile,
  };
}

/**
 * Writes one archive of the whole site to `output` (a file, an HTTP response), streaming: memory
 * stays flat however large the stored files are.
 */
export async function writeBackup(
  output: Writable,
  { database, store }: { database: BackupDatabase; store: ObjectStore },
): Promise<BackupSummary> {
  const tempDir = await mkdtemp(path.join(os.tmpdir(), 'parish-backup-'));
  try {
    const snapshot = await takeSnapshot(database, store, tempDir);
    const pack = tar.pack();
    const digest = new Digest();
    const written = pipeline(pack as unknown as Readable, createGzip(), digest, output);
    // A failed write (a closed response) rejects `written`; entries below then fail too.
    written.catch(() => {});

    const addEntry = async (name: string, size: number, source: Readable, digestOf?: Digest) => {
      const entry = pack.entry({ name, size, mode: 0o644, mtime: snapshot.snapshotAt });
      const sink = entry as unknown as Writable;
      if (digestOf) await pipeline(source, digestOf, sink);
      else await pipeline(source, sink);
    };

    for (const table of snapshot.tables)
      await addEntry(table.path, table.size, createReadStream(table.tempFile));

    const files: Manifest['files'] = [];
    const missingFiles: string[] = [];
    for (const info of snapshot.objects) {
      const object = await store.get(info.key);
      if (!object) {
        missingFiles.push(info.key);
        continue;
      }
      const fileDigest = new Digest();
      await addEntry(filePath(info.key), object.size, object.body, fileDigest);
      files.push({
        key: info.key,
        path: filePath(info.key),
        size: object.size,
        sha256: fileDigest.hex(),
      });
    }

    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: ARCHIVE_FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      snapshotAt: snapshot.snapshotAt.toISOString(),
      schemaVersion: snapshot.schemaVersion,
      source: { database: database.kind, storage: store.kind },
      tables: snapshot.tables.map(({ model, path, rows, size, sha256 }) => ({
        model,
        path,
        rows,
        size,
        sha256,
      })),
      files,
      missingFiles,
    };
    const manifestText = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    const manifestSource = new PassThrough();
    manifestSource.end(manifestText);
    await addEntry(MANIFEST_NAME, manifestText.length, manifestSource);
    pack.finalize();
    await written;
    return { manifest, sha256: digest.hex(), bytes: digest.bytes };
  } finally {
    await rm(tempDir, { recursive: true, force: true });
  }
}
