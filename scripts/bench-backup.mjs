// `node scripts/bench-backup.mjs` (part of `npm run bench`): memory of `npm run backup` on a site
// holding 1 GB of files (issue 24: it must stay under 300 MB).
//
// Makes a fresh SQLite site in a temp folder (migrated, with 40 bulletin files of 25 MB of random
// bytes straight in its upload folder: random bytes do not compress, the worst case for gzip),
// runs the real `scripts/backup.mjs` on it and reads the process's peak resident memory (VmHWM)
// from /proc while it runs. Prints the archive's size, the time and the peak; exits 1 over 300 MB.
//
// Env: BENCH_BACKUP_MB (total file size, default 1024).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { importLib } from './lib/run-ts.mjs';
import { ensureProjectNode } from './project-node.mjs';

// Run as `node scripts/bench-backup.mjs` by a machine's older Node: re-run under the project's.
await ensureProjectNode();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOTAL_MB = Number(process.env.BENCH_BACKUP_MB ?? 1024);
const FILE_MB = 25;
const LIMIT_MB = 300;

const work = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-backup-'));
try {
  const dataDir = path.join(work, 'site');
  const folder = path.join(dataDir, 'uploads', 'bulletins');
  mkdirSync(folder, { recursive: true });
  const { migrateSqlite, migrationsDir, readMigrations } = await importLib('lib/db/migrate.ts');
  migrateSqlite(path.join(dataDir, 'parish.db'), readMigrations(migrationsDir('sqlite', root)));
  const chunk = randomBytes(1024 * 1024);
  for (let n = 0; n < Math.ceil(TOTAL_MB / FILE_MB); n += 1) {
    const out = createWriteStream(path.join(folder, `bench-${String(n).padStart(3, '0')}.pdf`));
    for (let mb = 0; mb < FILE_MB; mb += 1) {
      // A different first byte per MB keeps the content from repeating in gzip's window.
      chunk[0] = (n * FILE_MB + mb) & 0xff;
      if (!out.write(Buffer.from(chunk)))
        await new Promise((resolve) => out.once('drain', resolve));
    }
    out.end();
    await finished(out);
  }

  const archive = path.join(work, 'bench.tar.gz');
  const started = Date.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts', 'backup.mjs'), '--out', archive],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', S3_BUCKET: '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout.on('data', (data) => (output += data));
  let peakKb = 0;
  const sample = () => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // exited
    }
  };
  const timer = setInterval(sample, 50);
  const code = await new Promise((resolve) => child.once('exit', resolve));
  clearInterval(timer);
  if (code !== 0) throw new Error(`backup exited with ${code}: ${output}`);
  const seconds = (Date.now() - started) / 1000;
  const peakMb = peakKb / 1024;
  console.log(output.trim());
  console.log(
    `Backup of ${TOTAL_MB} MB of files: archive ${(statSync(archive).size / 1024 / 1024).toFixed(0)} MB in ` +
      `${seconds.toFixed(1)} s, peak memory (VmHWM) ${peakMb.toFixed(0)} MB (limit ${LIMIT_MB} MB)`,
  );
  if (peakMb >= LIMIT_MB) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
