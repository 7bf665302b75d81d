// `npm run bench` (and `node scripts/bench-events.mjs` alone): the calendar of events with 200
// series each running 10 years (scripts/lib/bench-events-seed.mjs), on a build (made first if
// NEXT_DIST_DIR has none) and one `next start` on a fresh temporary database: SQLite, or
// PostgreSQL with BENCH_DATABASE_URL (a server where this role may CREATE DATABASE).
//   1. server time of /events and a month page, one request at a time over loopback (time to the
//      last byte): served from the page cache, and rendered (after a write expired the cache, and
//      each of the 24 months ahead on its first request): p50 against the target;
//   2. first-load JS of the event pages against the home page's (scripts the HTML loads, gzip).
//
// Env: BENCH_EVENTS_REQUESTS (cached requests per URL, default 100), BENCH_DATABASE_URL.
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, ensureBuild, percentile, startBenchServer } from './lib/bench-server.mjs';
import { seedEvents, SERIES } from './lib/bench-events-seed.mjs';
import { ensureProjectNode } from './project-node.mjs';

// Run as `node scripts/bench-events.mjs` by a machine's older Node: re-run under the project's.
await ensureProjectNode();

const REQUESTS = Number(process.env.BENCH_EVENTS_REQUESTS ?? 100);
const ROUNDS = 10;
const TARGET_MS = 30;

const ms = (value) => `${value.toFixed(1)} ms`.padStart(9);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function timed(url) {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - started;
}

function gzipSize(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let size = 0;
        response.on('data', (chunk) => (size += chunk.length));
        response.on('end', () => resolve(size));
      })
      .on('error', reject);
  });
}

/** Every module script a page's HTML loads, bytes as transferred with gzip. */
async function firstLoadJs(base, page) {
  const html = await (await fetch(`${base}${page}`)).text();
  const sources = new Set(
    [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((match) => !/noModule/i.test(match[0]))
      .map((match) => match[1]),
  );
  let bytes = 0;
  for (const src of sources) bytes += await gzipSize(new URL(src, base).href);
  return bytes;
}

ensureBuild();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-events-'));
const database = await createDatabase(dataDir);
let server;
let allMet = true;
try {
  server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
  const seeding = performance.now();
  const { token, events } = await seedEvents(server.url);
  console.log(
    `${database.kind}: ${SERIES} series of 10 years added in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const now = new Date();
  const month = `/events/${now.getFullYear()}/${now.getMonth() + 1}`;
  const pages = { '/events': '/events', [month]: month };

  console.log(`\nServer time, one request at a time (target: p50 <= ${TARGET_MS} ms):`);
  for (const page of Object.values(pages)) {
    await timed(`${server.url}${page}`);
    const times = [];
    for (let i = 0; i < REQUESTS; i += 1) times.push(await timed(`${server.url}${page}`));
    const p50 = percentile(times, 0.5);
    allMet &&= p50 <= TARGET_MS;
    console.log(
      `  ${p50 <= TARGET_MS ? 'ok  ' : 'MISS'} ${`${page} (page cache)`.padEnd(34)} p50 ${ms(p50)}  p95 ${ms(percentile(times, 0.95))}`,
    );
  }
  // Rendered: a write expires the `events` tag (renaming a category to its own name is one), so
  // the next request of each page renders it from the database.
  const rendered = Object.fromEntries(Object.values(pages).map((page) => [page, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    const write = await fetch(`${server.url}/api/events/categories/youth`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name: { en: 'Youth' } }),
    });
    if (!write.ok) throw new Error(`category write: ${write.status}`);
    for (const page of Object.values(pages))
      rendered[page].push(await timed(`${server.url}${page}`));
  }
  const months = [];
  for (let ahead = 1; ahead <= 24; ahead += 1) {
    const date = new Date(Date.UTC(now.getFullYear(), now.getMonth() + ahead, 1));
    months.push(
      await timed(`${server.url}/events/${date.getUTCFullYear()}/${date.getUTCMonth() + 1}`),
    );
  }
  for (const [label, times] of [
    ['/events (rendered)', rendered['/events']],
    [`${month} (rendered)`, rendered[month]],
    ['24 months ahead (first render)', months],
  ]) {
    const p50 = percentile(times, 0.5);
    allMet &&= p50 <= TARGET_MS;
    console.log(
      `  ${p50 <= TARGET_MS ? 'ok  ' : 'MISS'} ${label.padEnd(34)} p50 ${ms(p50)}  p95 ${ms(percentile(times, 0.95))}`,
    );
  }

  const slug = events[0].slug;
  const date = (
    await (
      await fetch(
        `${server.url}/api/events?from=${now.toISOString().slice(0, 10)}&to=${new Date(now.getTime() + 60 * 86_400_000).toISOString().slice(0, 10)}`,
      )
    ).json()
  ).occurrences.find((occurrence) => occurrence.slug === slug).date;
  const home = await firstLoadJs(server.url, '/');
  console.log(`\nFirst-load JS (gzip; target: no more than the home page's ${kib(home)}):`);
  for (const page of ['/events', month, `/events/${slug}`, `/events/${slug}/${date}`]) {
    const bytes = await firstLoadJs(server.url, page);
    allMet &&= bytes <= home;
    console.log(
      `  ${bytes <= home ? 'ok  ' : 'MISS'} ${page.padEnd(34)} ${kib(bytes).padStart(10)}`,
    );
  }
  console.log(`\nEvery target met: ${allMet ? 'yes' : 'no'}`);
} finally {
  await server?.stop();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
