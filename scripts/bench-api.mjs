// `npm run bench:api`: latency of the public API with 10,000 bulletins in the database.
//
// Builds if the build folder (NEXT_DIST_DIR, default .next) has no build, starts `next start` on a
// fresh temporary database (SQLite; PostgreSQL when BENCH_DATABASE_URL names a server where this
// role may CREATE DATABASE), inserts 10,000 bulletins straight into the database, then measures
// each URL with autocannon over loopback: a fixed number of requests from a few connections, after
// a warm-up. Prints p50 and p95 (from every response's own time), p99 and throughput.
//
// Env: BENCH_REQUESTS (per URL, default 2000), BENCH_CONNECTIONS (default 8), BENCH_DATABASE_URL.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { createDatabase, ensureBuild, startBenchServer } from './lib/bench-server.mjs';
import { ensureProjectNode } from './project-node.mjs';

// Run as `node scripts/bench-api.mjs` by a machine's older Node: re-run under the project's.
await ensureProjectNode();

const BULLETINS = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SLUG = 'parish-history';

/** 10,000 bulletins over about 20 years, several per date, written as the app writes them. */
function bulletinRows() {
  const start = Date.UTC(2006, 0, 1);
  const created = Date.now();
  return Array.from({ length: BULLETINS }, (_, i) => {
    const id = `bench${String(i).padStart(8, '0')}${randomBytes(4).toString('hex')}`;
    return {
      id,
      title: `Bulletin ${i + 1}`,
      description: i % 3 === 0 ? null : `Announcements for week ${i + 1}`,
      date: new Date(start + Math.floor(i / 2) * 86_400_000),
      label: i % 10 === 0 ? 'Special' : 'Weekly',
      filePath: `${id}.pdf`,
      originalName: `bulletin-${i + 1}.pdf`,
      mimeType: 'application/pdf',
      size: 100_000 + i,
      createdAt: new Date(created - (BULLETINS - i) * 1000),
    };
  });
}

/** A realistic page: a heading and paragraphs, about 5,000 characters. */
function pageDocument() {
  const paragraph = (n) => ({
    type: 'paragraph',
    content: [
      { type: 'text', text: `Paragraph ${n}. ` },
      {
        type: 'text',
        marks: [{ type: 'bold' }],
        text: 'The parish was founded by immigrant families ',
      },
      {
        type: 'text',
        text: 'who built the first church with their own hands and kept the Byzantine liturgy alive. '.repeat(
          3,
        ),
      },
    ],
  });
  return {
    type: 'doc',
    content: [
      { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Our history' }] },
      ...Array.from({ length: 15 }, (_, i) => paragraph(i + 1)),
    ],
  };
}

async function seedDirectly(database) {
  const rows = bulletinRows();
  const doc = JSON.stringify(pageDocument());
  if (database.kind === 'sqlite') {
    const db = new Database(database.url.slice('file:'.length));
    db.pragma('busy_timeout = 10000');
    // Prisma's SQLite adapter stores DateTime as ISO text with an explicit offset.
    const iso = (date) => date.toISOString().replace('Z', '+00:00');
    const insert = db.prepare(
      `INSERT INTO "Bulletin" (id, title, description, date, label, "filePath", "originalName", "mimeType", size, "createdAt", "updatedAt")
       VALUES (@id, @title, @description, @date, @label, @filePath, @originalName, @mimeType, @size, @createdAt, @createdAt)`,
    );
    db.transaction(() => {
      for (const row of rows)
        insert.run({ ...row, date: iso(row.date), createdAt: iso(row.createdAt) });
    })();
    // The big document in every language of the page (the seed made a row per language).
    db.prepare(`UPDATE "PageTranslation" SET "content" = ? WHERE slug = ?`).run(doc, SLUG);
    db.close();
    return;
  }
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('BEGIN');
    for (let offset = 0; offset < rows.length; offset += 1000) {
      const batch = rows.slice(offset, offset + 1000);
      const values = [];
      const params = [];
      for (const row of batch) {
        const base = params.length;
        values.push(`(${Array.from({ length: 11 }, (_, k) => `$${base + k + 1}`).join(', ')})`);
        params.push(
          row.id,
          row.title,
          row.description,
          row.date,
          row.label,
          row.filePath,
          row.originalName,
          row.mimeType,
          row.size,
          row.createdAt,
          row.createdAt,
        );
      }
      await client.query(
        `INSERT INTO "Bulletin" (id, title, description, date, label, "filePath", "originalName", "mimeType", size, "createdAt", "updatedAt") VALUES ${values.join(', ')}`,
        params,
      );
    }
    await client.query(`UPDATE "PageTranslation" SET "content" = $1::jsonb WHERE slug = $2`, [
      doc,
      SLUG,
    ]);
    await client.query('COMMIT');
    await client.query('ANALYZE "Bulletin"');
  } finally {
    await client.end();
  }
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function measure(url) {
  return new Promise((resolve, reject) => {
    const times = [];
    let errors = 0;
    const started = performance.now();
    const instance = autocannon(
      { url, connections: CONNECTIONS, amount: REQUESTS, timeout: 10 },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          requests: times.length,
          errors: errors + result.errors + result.timeouts,
          p50: percentile(times, 50),
          p95: percentile(times, 95),
          p99: percentile(times, 99),
          rps: ((times.length * 1000) / (performance.now() - started)).toFixed(0),
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode !== 200) errors += 1;
      times.push(responseTime);
    });
  });
}

async function check(base, pathname, test) {
  const response = await fetch(`${base}${pathname}`);
  const body = await response.json();
  if (response.status !== 200 || !test(body))
    throw new Error(`unexpected answer from ${pathname}: ${response.status}`);
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
      `Inserted ${BULLETINS} bulletins directly (${database.kind}) in ${Math.round(performance.now() - seeded)} ms`,
    );

    const targets = [
      ['GET /api/bulletins?page=1&limit=6', '/api/bulletins?page=1&limit=6'],
      ['GET /api/bulletins?page=1500&limit=6', '/api/bulletins?page=1500&limit=6'],
      [`GET /api/content/${SLUG}`, `/api/content/${SLUG}`],
    ];
    await check(
      server.url,
      targets[0][1],
      (b) =>
        b.total === BULLETINS &&
        b.bulletins.length === 6 &&
        b.bulletins[0].title === `Bulletin ${BULLETINS}`,
    );
    await check(
      server.url,
      targets[1][1],
      (b) => b.total === BULLETINS && b.bulletins.length === 6,
    );
    await check(server.url, targets[2][1], (b) => b.content.en.content.length === 16);

    const results = [];
    for (const [name, pathname] of targets) {
      // Warm-up: code paths loaded, connections and caches in their steady state.
      await measure(`${server.url}${pathname}`).catch(() => null);
      results.push([name, await measure(`${server.url}${pathname}`)]);
    }

    const rows = results.map(([name, r]) => [
      name,
      String(r.requests),
      r.p50.toFixed(2),
      r.p95.toFixed(2),
      r.p99.toFixed(2),
      r.rps,
      String(r.errors),
    ]);
    const header = ['Endpoint', 'Requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'Errors'];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
    const line = (cells) =>
      `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
    console.log(
      `\nAPI latency, ${BULLETINS} bulletins, ${database.kind}, ${CONNECTIONS} connections, ${REQUESTS} requests per URL (loopback, ${os.cpus().length} CPUs)\n`,
    );
    console.log(line(header));
    console.log(
      `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    );
    for (const row of rows) console.log(line(row));
    if (results.some(([, r]) => r.errors > 0)) {
      console.error('\nSome requests failed.');
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await database.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:api failed: ${error.message}`);
  process.exit(1);
});
