import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe } from '@/lib/db/describe';
import { getEnv } from '@/lib/env';
import { getStore } from '@/lib/storage/store';
import { writeBackup } from './create';
import { openBackupDatabase } from './database';
import { RestoreRefused, restoreBackup } from './restore';
import { finishBackupRun, startBackupRun, type BackupKind } from './runs';

// `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--replace]`, on the site's own
// configuration (DATABASE_URL, DATA_DIR/UPLOAD_DIR or S3_*). Each prints what it did, or one line
// saying why it did nothing, and sets the exit code.

export function defaultBackupName(now = new Date()): string {
  return `parish-backup-${now.toISOString().slice(0, 19).replace(/[:T]/g, '-')}.tar.gz`;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Writes an archive to `file` (through a temp name, so a failed backup leaves no half file). */
export async function backupToFile(file: string, kind: BackupKind = 'cli') {
  const database = openBackupDatabase(getEnv().databaseUrl);
  const temp = `${file}.part`;
  let runId: string | undefined;
  try {
    runId = await startBackupRun(database.client, kind);
    const summary = await writeBackup(createWriteStream(temp), { database, store: getStore() });
    await rename(temp, file);
    await finishBackupRun(database.client, runId, {
      file: path.basename(file),
      bytes: summary.bytes,
      sha256: summary.sha256,
    });
    return summary;
  } catch (error) {
    await rm(temp, { force: true });
    if (runId)
      await finishBackupRun(database.client, runId, { error: describe(error) }).catch(() => {});
    throw error;
  } finally {
    await database.close();
  }
}

export async function runBackupCli(argv: string[]): Promise<number> {
  const outIndex = argv.indexOf('--out');
  const out = outIndex >= 0 ? argv[outIndex + 1] : defaultBackupName();
  if (!out || argv.some((arg, i) => arg.startsWith('-') && arg !== '--out' && i !== outIndex + 1)) {
    console.error('Usage: npm run backup [-- --out FILE]');
    return 2;
  }
  const file = path.resolve(out);
  try {
    const { manifest, sha256, bytes } = await backupToFile(file);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const fileBytes = manifest.files.reduce((sum, entry) => sum + entry.size, 0);
    console.log(
      `Wrote ${file} (${megabytes(bytes)}): ${rows} rows in ${manifest.tables.length} tables, ` +
        `${manifest.files.length} files (${megabytes(fileBytes)}), schema ${manifest.schemaVersion}, ` +
        `snapshot ${manifest.snapshotAt}`,
    );
    if (manifest.missingFiles.length > 0)
      console.log(
        `Deleted by the site during the backup, not included: ${manifest.missingFiles.join(', ')}`,
      );
    console.log(`sha256 ${sha256}  ${path.basename(file)}`);
    return 0;
  } catch (error) {
    console.error(`Backup failed: ${describe(error)}`);
    return 1;
  }
}

export async function runRestoreCli(argv: string[]): Promise<number> {
  const replace = argv.includes('--replace');
  const files = argv.filter((arg) => arg !== '--replace');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error('Usage: npm run restore -- FILE [--replace]');
    return 2;
  }
  const file = path.resolve(files[0]!);
  const env = getEnv();
  const database = openBackupDatabase(env.databaseUrl);
  try {
    const summary = await restoreBackup(file, { database, store: getStore(), replace });
    const target = `${env.databaseKind} database and ${env.s3 ? `S3 bucket ${env.s3.bucket}` : `files in ${env.uploadDir}`}`;
    console.log(
      `Restored ${path.basename(file)} (schema ${summary.manifest.schemaVersion}, snapshot ${summary.manifest.snapshotAt}) ` +
        `into the ${target}: ${summary.rows} rows in ${summary.tables} tables, ${summary.files} files ` +
        `(${megabytes(summary.fileBytes)})${replace ? `, ${summary.removedFiles} files not in the backup removed` : ''}. ` +
        'Restart the site (and clear its Redis cache, if it has one).',
    );
    return 0;
  } catch (error) {
    if (error instanceof RestoreRefused) console.error(`Restore refused: ${error.message}`);
    else console.error(`Restore failed: ${describe(error)}`);
    return 1;
  } finally {
    await database.close();
  }
}
