import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server';
import { startS3Server } from '../support/s3-server';
import { startNginx, startPostgres, startRedis } from '../support/cluster/services';

declare module 'vitest' {
  export interface ProvidedContext {
    cluster: {
      /** nginx, round-robin over the two instances. */
      front: string;
      a: string;
      b: string;
      dataDirs: string[];
      postgres: { url: string; port: number; dataDir: string };
      /** Everything an instance of this site needs, to start more of them. */
      instanceEnv: Record<string, string>;
    };
  }
}

/**
 * The operator's setup, for real: PostgreSQL, Redis, an S3-compatible server, two instances of the
 * built site with separate data directories (nothing shared on disk), and nginx in front with the
 * repository's own config.
 */
export default async function setup(project: TestProject) {
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {});
  };
  try {
    const postgres = await startPostgres();
    stops.push(postgres.stop);
    const redis = await startRedis();
    stops.push(redis.stop);
    const s3 = await startS3Server('parish-cluster');
    stops.push(s3.stop);

    const admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
    await admin.query('CREATE DATABASE parish');
    await admin.end();

    const instanceEnv = {
      DATABASE_URL: postgres.url.replace(/\/postgres$/, '/parish'),
      REDIS_URL: redis.url,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_FORCE_PATH_STYLE: '1',
      TRUST_PROXY: '1',
      AUTH_SECRET: '',
      NEXTAUTH_SECRET: '',
    };
    const base = path.dirname(postgres.dataDir);
    const instances: RunningServer[] = [];
    for (const name of ['a', 'b']) {
      const server = await startServer({
        ...instanceEnv,
        DATA_DIR: path.join(base, `instance-${name}`),
      });
      stops.push(server.stop);
      instances.push(server);
    }
    const [a, b] = instances as [RunningServer, RunningServer];
    const nginx = await startNginx([new URL(a.url).host, new URL(b.url).host]);
    stops.push(nginx.stop);

    project.provide('cluster', {
      front: nginx.url,
      a: a.url,
      b: b.url,
      dataDirs: ['a', 'b'].map((name) => path.join(base, `instance-${name}`)),
      postgres: { url: postgres.url, port: postgres.port, dataDir: postgres.dataDir },
      instanceEnv,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
