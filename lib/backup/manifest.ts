import { z } from 'zod';

// The archive (README 'Backups'): a .tar.gz holding
//   data/<Model>.jsonl   one JSON object per row, every model of the schema, parents before children
//   files/<folder>/<name> every stored file (bulletins, previews, images, picture sizes)
//   manifest.json        last, because it holds the sha256 of every entry before it
// Values are portable JSON: dates as ISO 8601 text, Json columns as JSON, BigInt and Decimal as
// text, bytes as base64, so an archive from SQLite loads into PostgreSQL and back.

export const ARCHIVE_FORMAT = 'parish-website-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  /** Writes acknowledged before this moment are in the archive. */
  snapshotAt: z.string(),
  /** The newest migration applied to the source database. */
  schemaVersion: z.string(),
  source: z.object({ database: z.enum(['sqlite', 'postgres']), storage: z.enum(['local', 's3']) }),
  tables: z.array(
    z.object({
      model: z.string(),
      path: z.string(),
      rows: z.number().int().nonnegative(),
      size: z.number().int().nonnegative(),
      sha256,
    }),
  ),
  files: z.array(
    z.object({
      key: z.string(),
      path: z.string(),
      size: z.number().int().nonnegative(),
      sha256,
    }),
  ),
  /** Files listed in the snapshot but deleted by the site before they could be copied. */
  missingFiles: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const dataPath = (model: string) => `data/${model}.jsonl`;
export const filePath = (key: string) => `files/${key}`;
