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
  // The public origin (lib/seo/site-url.ts): a value that is not an http(s) URL is ignored there.
  SITE_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  // Object storage (see README): with S3_BUCKET set, every stored file lives in that bucket.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a valid bucket name')
    .optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'S3_ENDPOINT must be an http(s) URL' })
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false']).optional(),
  // E-mail to the office for each contact message (see README): off unless SMTP_URL is set.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]/, 'SMTP_URL must look like smtp://user:password@host:port')
    .optional(),
  NOTIFY_EMAIL: z.email('NOTIFY_EMAIL must be an e-mail address').optional(),
  MAIL_FROM: z.email('MAIL_FROM must be an e-mail address').optional(),
  // Mailings to subscribers (lib/mailings): messages a minute, and optional DKIM signing.
  MAIL_RATE_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  DKIM_DOMAIN: z.string().min(1).optional(),
  DKIM_SELECTOR: z.string().min(1).optional(),
  DKIM_PRIVATE_KEY: z.string().min(1).optional(),
  // Daily backups (README 'Backups'): off unless BACKUP_DIR is set.
  BACKUP_DIR: z.string().optional(),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(3650).default(14),
  BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(3),
  // Event sign-ups (docs/signups.md): sign-ups per client per hour, the least time between
  // showing the form and sending it, and the days after a date its people's details are kept.
  SIGNUP_LIMIT_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(10),
  SIGNUP_MIN_SECONDS: z.coerce.number().min(0).max(3600).default(3),
  SIGNUP_KEEP_DAYS: z.coerce.number().int().min(0).max(3650).default(60),
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
    siteUrl: raw.SITE_URL,
    trustProxyHops: parseTrustProxy(raw.TRUST_PROXY),
    s3: readS3Config(raw),
    mail: raw.SMTP_URL
      ? { smtpUrl: raw.SMTP_URL, notifyEmail: raw.NOTIFY_EMAIL, from: raw.MAIL_FROM }
      : null,
    mailRatePerMinute: raw.MAIL_RATE_PER_MINUTE,
    dkim: readDkim(raw),
    backups: raw.BACKUP_DIR
      ? {
          dir: path.resolve(/*turbopackIgnore: true*/ raw.BACKUP_DIR),
          keep: raw.BACKUP_KEEP,
          hour: raw.BACKUP_HOUR,
        }
      : null,
    signups: {
      limitPerHour: raw.SIGNUP_LIMIT_PER_HOUR,
      minSeconds: raw.SIGNUP_MIN_SECONDS,
      keepDays: raw.SIGNUP_KEEP_DAYS,
    },
  };
}

/** DKIM signing of mailings: all three variables or none (a PEM key, `\n` escapes allowed). */
function readDkim(raw: z.infer<typeof envSchema>) {
  const { DKIM_DOMAIN: domainName, DKIM_SELECTOR: keySelector, DKIM_PRIVATE_KEY: key } = raw;
  if (!domainName && !keySelector && !key) return null;
  if (!domainName || !keySelector || !key) {
    throw new Error(
      'Invalid configuration: DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together',
    );
  }
  return { domainName, keySelector, privateKey: key.replace(/\\n/g, '\n') };
}

export type S3Config = NonNullable<ReturnType<typeof readS3Config>>;

/** The bucket and how to reach it, or null for files on local disk. */
function readS3Config(raw: z.infer<typeof envSchema>) {
  if (!raw.S3_BUCKET) return null;
  const keyId = raw.S3_ACCESS_KEY_ID;
  const secret = raw.S3_SECRET_ACCESS_KEY;
  if (!keyId !== !secret) {
    throw new Error(
      'Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  return {
    bucket: raw.S3_BUCKET,
    endpoint: raw.S3_ENDPOINT,
    region: raw.S3_REGION,
    // Without keys the SDK finds credentials itself (instance role, AWS_* variables, profile).
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE === '1' || raw.S3_FORCE_PATH_STYLE === 'true',
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
