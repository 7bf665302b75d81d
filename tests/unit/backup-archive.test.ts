import { spawnSync } from 'node:child_process';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBackup } from '@/lib/backup/create';
import { openBackupDatabase, type BackupDatabase } from '@/lib/backup/database';
import { readBackupModels, runtimeDataModel } from '@/lib/backup/data-model';
import { RestoreRefused, restoreBackup } from '@/lib/backup/restore';
import { migrateSqlite, migrationsDir, readMigrations } from '@/lib/db/migrate';
import { createLocalStore } from '@/lib/storage/local-store';
import type { ObjectStore } from '@/lib/storage/store';
import { startPostgres, type PostgresCluster } from '../support/cluster/services';
import { filesUnder } from '../support/files-under';

// The archive itself, without a web server: every model of the schema is in it, every column type
// comes back the same from SQLite and from PostgreSQL, and restore refuses what it must refuse
// before changing anything.

const root = path.resolve(import.meta.dirname, '..', '..');
let work: string;
let postgres: PostgresCluster | undefined;
const opened: BackupDatabase[] = [];

interface Site {
  database: BackupDatabase;
  store: ObjectStore;
  uploads: string;
  dataDir: string;
}

function sqliteSite(name: string, migrate = true): Site {
  const dataDir = path.join(work, name);
  const file = path.join(dataDir, 'parish.db');
  if (migrate) {
    mkdirSync(dataDir, { recursive: true });
    migrateSqlite(file, readMigrations(migrationsDir('sqlite')));
  }
  const database = openBackupDatabase(`file:${file}`);
  opened.push(database);
  const uploads = path.join(dataDir, 'uploads');
  return { database, store: createLocalStore(uploads), uploads, dataDir };
}

async function postgresSite(name: string): Promise<Site> {
  const adminUrl = process.env.TEST_DATABASE_URL ?? postgres!.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openBackupDatabase(url.toString());
  opened.push(database);
  const uploads = path.join(work, name, 'uploads');
  return { database, store: createLocalStore(uploads), uploads, dataDir: path.join(work, name) };
}

beforeAll(async () => {
  work = mkdtempSync(path.join(os.tmpdir(), 'parish-backup-unit-'));
  if (!process.env.TEST_DATABASE_URL) postgres = await startPostgres();
}, 60_000);

afterAll(async () => {
  for (const database of opened) await database.close().catch(() => {});
  await postgres?.stop();
  rmSync(work, { recursive: true, force: true });
});

const BIG = 5_000_000_123n;

/** One row in every kind of column, and files. */
async function fill(site: Site) {
  const db = site.database.client;
  await db.user.create({
    data: { id: 'u1', username: 'olena', passwordHash: '$argon2id$x', role: 'admin' },
  });
  await db.settings.create({
    data: {
      title: 'St. Nicholas',
      stats: [{ value: '500+', label: { en: 'Families', ua: 'Родин' } }],
      translations: { ua: { title: 'Святого Миколая' } },
      heroImageAlt: undefined,
      isSample: false,
      timeZone: 'America/Toronto',
    },
  });
  await db.bulletin.create({
    data: {
      id: 'b1',
      title: 'Weekly',
      date: new Date('2026-11-01T00:00:00.000Z'),
      label: 'Weekly',
      filePath: 'b1.pdf',
      originalName: 'Тиждень.pdf',
      mimeType: 'application/pdf',
      size: 4,
      publishAt: new Date('2026-11-02T10:11:12.345Z'),
    },
  });
  await db.pageContent.create({ data: { slug: 'catechism', version: 3 } });
  await db.pageTranslation.create({
    data: { slug: 'catechism', language: 'en', title: 'Catechism', content: { type: 'doc' } },
  });
  await db.pageTranslation.create({ data: { slug: 'catechism', language: 'ua', title: '' } });
  await db.searchEntry.create({
    data: {
      kind: 'page',
      ref: 'catechism',
      language: 'en',
      title: 'Catechism',
      body: 'Sundays',
      sortDate: new Date(),
    },
  });
  await db.backupRun.create({ data: { kind: 'cli', ok: true, bytes: BIG } });
  await db.jobLease.create({ data: { name: 'daily-backup', holder: 'x', expiresAt: new Date(0) } });
  await site.store.put('bulletins/b1.pdf', Buffer.from('%PDF'), { contentType: 'application/pdf' });
  await site.store.put('images/a.png', Buffer.alloc(70_000, 7), { contentType: 'image/png' });
}

/** Every row of every model, in key order, as the client reads them. */
async function everything(site: Site) {
  const out: Record<string, unknown[]> = {};
  for (const model of await readBackupModels(site.database)) {
    const delegate = (
      site.database.client as unknown as Record<string, { findMany(a: object): Promise<unknown[]> }>
    )[model.delegate]!;
    out[model.name] = await delegate.findMany({
      orderBy: model.primaryKey.map((key) => ({ [key]: 'asc' })),
    });
  }
  return out;
}

async function backup(site: Site, file: string) {
  const summary = await writeBackup(createWriteStream(file), site);
  return summary;
}

const filesOf = (site: Site) =>
  Object.fromEntries(
    filesUnder(site.uploads)
      .filter((key) => !key.startsWith('tmp/'))
      .map((key) => [key, readFileSync(path.join(site.uploads, key)).toString('base64')]),
  );

describe('npm run backup / restore archives', () => {
  let source: Site;
  let archive: string;

  beforeAll(async () => {
    source = sqliteSite('source');
    await fill(source);
    archive = path.join(work, 'source.tar.gz');
  });

  it('holds every model of prisma/models.prisma, its rows and its files, with checksums', async () => {
    const summary = await backup(source, archive);
    // Read the model list from the schema text itself, not from the code under test.
    const schema = readFileSync(path.join(root, 'prisma', 'models.prisma'), 'utf8');
    const models = [...schema.matchAll(/^model (\w+) \{/gm)].map((match) => match[1]).sort();
    expect(summary.manifest.tables.map((table) => table.model).sort()).toEqual(models);
    expect(Object.keys(runtimeDataModel(source.database.client).models).sort()).toEqual(models);
    expect(summary.manifest.tables.find((table) => table.model === 'BackupRun')?.rows).toBe(1);
    expect(summary.manifest.files.map((file) => file.key).sort()).toEqual([
      'bulletins/b1.pdf',
      'images/a.png',
    ]);
    expect(summary.manifest.schemaVersion).toBe(
      readMigrations(migrationsDir('sqlite')).at(-1)!.name,
    );
    expect(summary.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('comes back the same through PostgreSQL and back into SQLite (dates, JSON, booleans, bigints)', async () => {
    const original = await everything(source);
    const onPostgres = await postgresSite('parish_backup_unit');
    await restoreBackup(archive, { ...onPostgres, replace: false });
    expect(await everything(onPostgres)).toEqual(original);
    expect(filesOf(onPostgres)).toEqual(filesOf(source));
    // A new row on PostgreSQL continues after the restored autoincrement ids.
    const entry = await onPostgres.database.client.searchEntry.create({
      data: { kind: 'page', ref: 'x', title: 'x', body: 'x', sortDate: new Date() },
    });
    expect(entry.id).toBe(2);
    await onPostgres.database.client.searchEntry.delete({ where: { id: 2 } });

    const second = path.join(work, 'postgres.tar.gz');
    await backup(onPostgres, second);
    const back = sqliteSite('back', false);
    await restoreBackup(second, { ...back });
    expect(await everything(back)).toEqual(original);
    expect(filesOf(back)).toEqual(filesOf(source));
    const run = await back.database.client.backupRun.findFirstOrThrow();
    expect(run.bytes).toBe(BIG);
  }, 60_000);

  it('refuses a site that holds data unless --replace, changing nothing', async () => {
    const target = sqliteSite('nonempty');
    await target.database.client.contactMessage.create({
      data: { name: 'A', email: 'a@example.com', subject: 'x', message: 'keep me' },
    });
    await target.store.put('images/keep.png', Buffer.from('keep'), { contentType: 'image/png' });
    const before = { rows: await everything(target), files: filesOf(target) };
    await expect(restoreBackup(archive, { ...target })).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(archive, { ...target })).rejects.toThrow(/not empty.*--replace/);
    expect({ rows: await everything(target), files: filesOf(target) }).toEqual(before);

    await restoreBackup(archive, { ...target, replace: true });
    expect(await everything(target)).toEqual(await everything(source));
    expect(filesOf(target)).toEqual(filesOf(source));
  });

  it('refuses a damaged archive and one from a newer schema, with one line, changing nothing', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    writeFileSync(damaged, bytes);
    const target = sqliteSite('untouched', false);
    await expect(restoreBackup(damaged, { ...target })).rejects.toThrow(/is damaged/);
    expect(existsSync(path.join(target.dataDir, 'parish.db'))).toBe(false);

    // A file changed inside a well-formed archive: caught by its checksum.
    const tampered = path.join(work, 'tampered.tar.gz');
    await rewrite(archive, tampered, (name, data) =>
      name === 'files/images/a.png' ? Buffer.alloc(data.length, 8) : data,
    );
    await expect(restoreBackup(tampered, { ...target })).rejects.toThrow(
      /files\/images\/a.png does not match its checksum/,
    );

    const newer = path.join(work, 'newer.tar.gz');
    await rewrite(archive, newer, (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString('utf8'));
      manifest.schemaVersion = '99991231000000_from_the_future';
      return Buffer.from(JSON.stringify(manifest));
    });
    await expect(restoreBackup(newer, { ...target })).rejects.toThrow(/newer version of the site/);
    expect(existsSync(path.join(target.dataDir, 'parish.db'))).toBe(false);
    expect(existsSync(target.uploads)).toBe(false);

    // The command line says it in one line and exits 1.
    const cli = spawnSync(process.execPath, [path.join(root, 'scripts', 'restore.mjs'), damaged], {
      cwd: root,
      env: { ...process.env, DATA_DIR: target.dataDir, DATABASE_URL: '', NODE_ENV: 'production' },
      encoding: 'utf8',
    });
    expect(cli.status).toBe(1);
    expect(cli.stdout).toBe('');
    expect(cli.stderr.trim().split('\n')).toHaveLength(1);
    expect(cli.stderr).toMatch(/^Restore refused: .*damaged/);
  }, 60_000);
});

/** Copies an archive, changing entries with `change` (checksums in the manifest left as they were). */
async function rewrite(from: string, to: string, change: (name: string, data: Buffer) => Buffer) {
  const extract = tar.extract();
  const pack = tar.pack();
  const out = pipeline(pack as unknown as Readable, createGzip(), createWriteStream(to));
  const input = pipeline(
    createReadStream(from),
    createGunzip(),
    extract as unknown as NodeJS.WritableStream,
  );
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const data = change(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) =>
      pack.entry({ name: entry.header.name, size: data.length }, data, (error) =>
        error ? reject(error) : resolve(),
      ),
    );
  }
  await input;
  pack.finalize();
  await out;
}
