import type { AsyncLocalStorage } from 'node:async_hooks';
import type { S3Client } from '@aws-sdk/client-s3';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Db } from '@/lib/db/client';
import type { SharedRedis } from '@/lib/redis/connection.mjs';

/** Password hashes running now, and the callers waiting for a slot. */
export interface HashSlots {
  running: number;
  waiting: (() => void)[];
}

/** What the request hooks learn about the request being handled. */
export interface RequestState {
  /** The page rendered a "temporarily unavailable" notice: answer 503 + Retry-After. */
  unavailable?: boolean;
}

export interface ShutdownState {
  installed?: boolean;
  /** When the signal came (ms since the epoch); undefined while serving. */
  since?: number;
}

export interface GonePaths {
  paths: Set<string>;
  /** Loads started, and the latest one whose result is in `paths`. */
  loads: number;
  applied: number;
}

/** The timers of the running jobs, by name; none once stopped. */
export interface Jobs {
  running: boolean;
  timers: Map<string, NodeJS.Timeout>;
}

/** Every process-wide value, by key (singletons.mjs says why they exist). */
export interface ProcessSingletons {
  /** The Prisma client: one connection pool per process (lib/db/client.ts). */
  db: Db;
  /** Whether the last query reached the database (lib/db/availability.ts). */
  databaseStatus: { down: boolean };
  /** The shared Redis client with its circuit breaker, when REDIS_URL is set (lib/redis). */
  redis: SharedRedis;
  /** The connection that receives other instances' cache invalidations (lib/cache). */
  redisSubscriber: SharedRedis;
  /** This process among the instances, in its cache invalidation messages (lib/cache). */
  instanceId: string;
  /** Who hears of expired cache tags, from this instance's writes and others' (lib/cache). */
  invalidationListeners: Set<(tags: string[]) => void | Promise<void>>;
  /** Named rate limiters: one count per limit, not one per route (lib/limits/limiter.ts). */
  limiters: Map<string, RateLimiterAbstract>;
  /** The key that signs session tokens, loaded at start-up (lib/accounts/secret.ts). */
  authSecret: { value?: string };
  /** Password hashes running and waiting (lib/accounts/hash-slots.ts). */
  hashSlots: HashSlots;
  /** Sign-up list transactions running and waiting (lib/signups/places.ts). */
  signupSlots: HashSlots;
  /** The request being handled, from before Next sees it (lib/http/request-context.ts). */
  requestContext: AsyncLocalStorage<RequestState>;
  /** Whether the request hooks are subscribed (lib/http/request-hooks.ts). */
  requestHooks: { installed: boolean };
  /** Marks requests whose forwarded headers this process normalized (lib/http/forwarded.ts). */
  forwardedMarker: string;
  /** Retired pages' addresses (lib/pages/gone-paths.ts). */
  gonePaths: GonePaths;
  /** The S3 client of /api/health, one attempt per call (lib/ops/health.ts). */
  healthS3: S3Client;
  /** Graceful shutdown: installed, and since when it runs (lib/ops/shutdown.ts). */
  shutdown: ShutdownState;
  /** The background jobs' timers, started and stopped by lib/startup/jobs.ts. */
  jobs: Jobs;
}

export function processSingleton<K extends keyof ProcessSingletons>(
  key: K,
  create: () => ProcessSingletons[K],
): ProcessSingletons[K];

/** A global a third-party engine reads by its own name (see singletons.mjs). */
export function setEngineGlobal(name: 'PRISMA_WASM_PANIC_REGISTRY', value: unknown): void;
