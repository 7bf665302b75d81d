// `node scripts/bench-search.mjs` (part of `npm run bench`): search latency with 10,000 bulletins.
//
// Starts `next start` on a fresh temporary database (SQLite; PostgreSQL when BENCH_DATABASE_URL
// names a server where this role may CREATE DATABASE), inserts 10,000 bulletins with about 2 KB of
// text each and their search index rows straight into the database (the FTS5 triggers / GIN index
// index them as the app's writes would), then measures GET /api/search for a rare word, a word in
// one bulletin of ten, a Ukrainian prefix and a word in every bulletin: one connection, so each
// time is one search's latency. Prints p50 and p95.
//
// Env: BENCH_REQUESTS (per query, default 400), BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, ensureBuild, percentile, startBenchServer } from './lib/bench-server.mjs';
import { ensureProjectNode } from './project-node.mjs';

// Run as `node scripts/bench-search.mjs` by a machine's older Node: re-run under the project's.
await ensureProjectNode();

const BULLETINS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const TARGET_P50_MS = 20;

// A bulletin-like text: announcements drawn from a vocabulary, plus marker words at known rates.
const common = `parish liturgy sunday divine announcements week feast saint prayer community family
  children choir council volunteers coffee hall church office donation offering members welcome
  blessing service confession vespers moleben youth school catechism meeting schedule calendar
  celebration holy father deacon sisters brothers thanks grateful everyone please contact`.split(
  /\s+/,
);
const ukrainian = `парафія літургія неділя свято молитва громада родина діти хор рада молодь школа
  катехизм зустріч розклад благословення сповідь вечірня молебень дякуємо всім`.split(/\s+/);
let seed = 42;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = (words) => words[Math.floor(random() * words.length)];

function bulletinText(i) {
  const words = [];
  for (let n = 0; n < 300; n += 1) words.push(random() < 0.2 ? pick(ukrainian) : pick(common));
  words.push('liturgy'); // in every bulletin: the broadest query
  if (i % 10 === 0) words.push('picnic'); // one in ten
  if (i % 100 === 0) words.push('вареники'); // one in a hundred
  if (i === 4321) words.push('pyrohy'); // exactly one
  return words.join(' ');
}

function rows() {
  const start = Date.UTC(2006, 0, 1);
  const created = Date.now();
  return Array.from({ length: BULLETINS }, (_, i) => {
    const id = `bench${String(i).padStart(8, '0')}${randomBytes(4).toString('hex')}`;
    return {
      id,
      title: `Bulletin ${i + 1}`,
      description: `Announcements for week ${i + 1}`,
      label: 'Weekly',
      date: new Date(start + Math.floor(i / 2) * 86_400_000),
      createdAt: new Date(created - (BULLETINS - i) * 1000),
      text: bulletinText(i),
    };
  });
}

async function seedDirectly(database) {
  const all = rows();
  // What lib/bulletins/search.ts writes for a bulletin: label, description and file text.
  const body = (row) => [row.label, row.description, row.text].join('\n');
  if (database.kind === 'sqlite') {
    const db = new Database(database.url.slice('file:'.length));
    db.pragma('busy_timeout = 10000');
    const iso = (date) => date.toISOString().replace('Z', '+00:00');
    const bulletin = db.prepare(
      `INSERT INTO "Bulletin" (id, title, description, date, label, "filePath", "originalName", "mimeType", size, "textContent", "createdAt", "updatedAt")
       VALUES (?, ?, ?, ?, ?, ?, ?, 'application/pdf', 100000, ?, ?, ?)`,
    );
    const entry = db.prepare(
      `INSERT INTO "SearchEntry" (kind, ref, language, title, body, "sortDate", "updatedAt") VALUES ('bulletin', ?, '', ?, ?, ?, ?)`,
    );
    db.transaction(() => {
      for (const row of all) {
        const date = iso(row.date);
        const created = iso(row.createdAt);
        bulletin.run(
          row.id,
          row.title,
          row.description,
          date,
          row.label,
          `${row.id}.pdf`,
          'b.pdf',
          row.text,
          created,
          created,
        );
        entry.run(row.id, row.title, body(row), date, created);
      }
    })();
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (const row of all) {
      await client.query(
        `INSERT INTO "Bulletin" (id, title, description, date, label, "filePath", "originalName", "mimeType", size, "textContent", "createdAt", "updatedAt")
         VALUES ($1, $2, $3, $4, $5, $6, 'b.pdf', 'application/pdf', 100000, $7, $8, $8)`,
        [
          row.id,
          row.title,
          row.description,
          row.date,
          row.label,
          `${row.id}.pdf`,
          row.text,
          row.createdAt,
        ],
      );
      await client.query(
        `INSERT INTO "SearchEntry" (kind, ref, language, title, body, "sortDate", "updatedAt") VALUES ('bulletin', $1, '', $2, $3, $4, $5)`,
        [row.id, row.title, body(row), row.date, row.createdAt],
      );
    }
    await client.query('COMMIT');
    await client.query('ANALYZE "SearchEntry"');
  } finally {
    await client.end();
  }
}

function measure(url) {
  return new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    const instance = autocannon(
      { url, connections: 1, amount: REQUESTS, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          errors: errors + result.errors,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors += 1;
      times.push(responseTime);
    });
  });
}

async function main() {
  ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-'));
  const database = await createDatabase(dataDir);
  let server;
  try {
    server = await startBenchServer({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const seeded = performance.now();
    await seedDirectly(database);
    console.log(
      `Inserted and indexed ${BULLETINS} bulletins (~2 KB of text each, ${database.kind}) in ${Math.round(performance.now() - seeded)} ms`,
    );
    const queries = [
      ['a rare word (1 hit)', 'pyrohy', 1],
      ['a Ukrainian prefix (100 hits)', 'вареник', 100],
      ['two words (1,000 hits)', 'picnic liturgy', 1000],
      ['a word in every bulletin', 'liturgy', BULLETINS],
    ];
    const results = [];
    for (const [name, q, expected] of queries) {
      const url = `${server.url}/api/search?q=${encodeURIComponent(q)}`;
      const body = await (await fetch(url)).json();
      if (body.total !== expected)
        throw new Error(`"${q}" found ${body.total}, expected ${expected}`);
      await measure(url); // warm-up
      results.push([name, q, await measure(url)]);
    }
    console.log(
      `\nSearch latency, ${BULLETINS} bulletins, ${database.kind}, 1 connection, ${REQUESTS} requests per query (loopback, ${os.cpus().length} CPUs)\n`,
    );
    console.log('| Query                          | q                | p50 ms | p95 ms |');
    console.log('|--------------------------------|------------------|-------:|-------:|');
    for (const [name, q, r] of results) {
      console.log(
        `| ${name.padEnd(30)} | ${q.padEnd(16)} | ${r.p50.toFixed(1).padStart(6)} | ${r.p95.toFixed(1).padStart(6)} |`,
      );
    }
    const slow = results.filter(([, , r]) => r.p50 > TARGET_P50_MS);
    if (results.some(([, , r]) => r.errors > 0)) {
      console.error('\nSome requests failed.');
      process.exitCode = 1;
    } else if (slow.length) {
      console.warn(`\np50 above ${TARGET_P50_MS} ms for: ${slow.map(([name]) => name).join(', ')}`);
    }
  } finally {
    await server?.stop();
    await database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench-search failed: ${error.message}`);
  process.exit(1);
});
