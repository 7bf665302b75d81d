import 'server-only';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from '@/lib/http/forwarded';

// One validated view of the configuration. Read once per process; see README for each variable.
const envSchema = z.object({
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .optional()
    .refine((url) => !url || /^(file:|postgres(ql)?:\/\/)/.test(url), {
      message: 'DATABASE_URL must start with file: or postgres://',
    }),
  UPLOAD_DIR: z.string().optional(),
  UPLOAD_MAX_MB: z.coerce.number().positive().max(1024).default(25),
  REGISTRATION: z.enum(['open', 'approval', 'closed']).default('approval'),
  AUTH_SECRET: z.string().min(16).optional(),
  NEXTAUTH_SECRET: z.string().min(16).optional(),
  PORT: z.coerce.number().int().positive().default(3000),
  TRUST_PROXY: z.string().optional(),
});

export type DatabaseKind = 'sqlite' | 'postgres';

function readEnv() {
  // An empty variable (`AUTH_SECRET=`) means unset, as in most shells' and tools' conventions.
  const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid configuration: ${issue?.path.join('.')}: ${issue?.message}`);
  }
  const raw = parsed.data;
  const dataDir = path.resolve(/*turbopackIgnore: true*/ raw.DATA_DIR);
  const databaseUrl = raw.DATABASE_URL || `file:${path.join(dataDir, 'parish.db')}`;
  const databaseKind: DatabaseKind = databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres';
  return {
    dataDir,
    databaseUrl,
    databaseKind,
    uploadDir: path.resolve(
      /*turbopackIgnore: true*/ raw.UPLOAD_DIR ?? path.join(dataDir, 'uploads'),
    ),
    uploadMaxBytes: Math.round(raw.UPLOAD_MAX_MB * 1024 * 1024),
    registration: raw.REGISTRATION,
    configuredSecret: raw.AUTH_SECRET ?? raw.NEXTAUTH_SECRET,
    port: raw.PORT,
    trustProxyHops: parseTrustProxy(raw.TRUST_PROXY),
  };
}

export type Env = ReturnType<typeof readEnv>;

let cached: Env | undefined;
export function getEnv(): Env {
  cached ??= readEnv();
  return cached;
}

/** Path of a SQLite URL (`file:./x.db` or `file:/abs/x.db`), resolved against the working directory. */
export function sqlitePath(databaseUrl: string): string {
  return path.resolve(
    /*turbopackIgnore: true*/ databaseUrl.replace(/^file:(\/\/)?/, '').split('?')[0] ?? '',
  );
}
