import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import { filesUnder } from './files-under';
import type { RunningS3Server } from './s3-server';
import { serverEnvironment } from './server';

// Sites for the backup tests: each a database (SQLite or PostgreSQL) and a store (local files or
// an S3 bucket), described by the environment the site and the backup/restore scripts run with.

export interface SiteData {
  kind: 'sqlite' | 'postgres';
  storage: 'local' | 's3';
  env: Record<string, string>;
  drop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');

export function sqliteSite(): SiteData {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-backup-site-'));
  return {
    kind: 'sqlite',
    storage: 'local',
    env: { DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'parish.db')}` },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the PostgreSQL server of `adminUrl`, files in a new prefix-free S3 bucket. */
export async function postgresS3Site(adminUrl: string, s3: RunningS3Server): Promise<SiteData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-backup-site-'));
  const name = `parish_backup_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    kind: 'postgres',
    storage: 's3',
    env: {
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface ScriptRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup|restore` (its script, under this Node) with a site's environment. */
export function runScript(
  script: 'backup' | 'restore',
  args: string[],
  env: Record<string, string>,
): Promise<ScriptRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', `${script}.mjs`), ...args], {
      cwd: root,
      env: { ...serverEnvironment(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

const sha256 = (data: Buffer | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** sha256 of every stored file of a site, by key (`bulletins/x.pdf`). */
export async function storedFiles(site: SiteData): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  if (site.storage === 'local') {
    const uploads = path.join(site.env.DATA_DIR!, 'uploads');
    for (const key of filesUnder(uploads)) {
      const file = path.join(uploads, key);
      if (key.startsWith('tmp/') || path.basename(key).startsWith('.')) continue;
      out[key] = sha256(readFileSync(file));
    }
    return out;
  }
  const client = new S3Client({
    endpoint: site.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: site.env.S3_ACCESS_KEY_ID!,
      secretAccessKey: site.env.S3_SECRET_ACCESS_KEY!,
    },
  });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: site.env.S3_BUCKET }));
  for (const object of listed.Contents ?? []) {
    const got = await client.send(
      new GetObjectCommand({ Bucket: site.env.S3_BUCKET, Key: object.Key }),
    );
    out[object.Key!] = sha256(await got.Body!.transformToByteArray());
  }
  client.destroy();
  return out;
}

/** The visible text of an HTML page: no scripts, styles or tags, whitespace collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
