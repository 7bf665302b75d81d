// Measures the public site as a visitor gets it, on a built app (NEXT_DIST_DIR, default .next):
//   1. first-load JS of / (every script the HTML references, raw and gzip),
//   2. throughput of / against a static file of the same server (autocannon, 10 s, 32 connections),
//   3. Lighthouse (mobile) on /, /ua and /bulletins, if LIGHTHOUSE_BIN points at a lighthouse CLI
//      (it is not a dependency: install it outside the repository, e.g. `cd /tmp/lh && npm i lighthouse`).
// It starts its own server on a fresh temporary data directory with 6 sample bulletins.
//
//   NEXT_DIST_DIR=.next-site LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse node scripts/bench-site.mjs
//
// Options (env): BENCH_DURATION (s, default 10), BENCH_CONNECTIONS (default 32), LIGHTHOUSE_RUNS
// (per page, median reported, default 3), CHROME_PATH (default /usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { freePort } from './lib/bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';

async function startServer() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // -H localhost, not 127.0.0.1: see the NOTE in tests/support/server.ts.
  const child = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      'localhost',
    ],
    {
      cwd: root,
      env: {
        ...process.env,
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'parish.db')}`,
        AUTH_SECRET: 'bench-secret-0123456789abcdef',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  for (const deadline = Date.now() + 60_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A one-page PDF written by hand: enough for the upload check and the thumbnail renderer. */
function samplePdf(title) {
  const text = `BT /F1 28 Tf 60 700 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function seedBulletins(url) {
  const register = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench-admin', password: 'bench-admin-password' }),
  });
  const { authToken } = await register.json();
  for (let n = 1; n <= 6; n += 1) {
    const form = new FormData();
    form.set('title', `Weekly bulletin ${n}`);
    form.set('description', 'Services, announcements and parish news for the week.');
    form.set('date', new Date(Date.UTC(2026, 0, 7 * n)).toISOString().slice(0, 10));
    form.set('label', n === 6 ? 'Special' : 'Weekly');
    form.set(
      'file',
      new Blob([samplePdf(`Bulletin ${n}`)], { type: 'application/pdf' }),
      `bulletin-${n}.pdf`,
    );
    const response = await fetch(`${url}/api/bulletins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${authToken}` },
      body: form,
    });
    if (response.status !== 201)
      throw new Error(`bulletin upload: ${response.status} ${await response.text()}`);
  }
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

async function firstLoadJs(url) {
  const html = await (await fetch(`${url}/`)).text();
  const scripts = [
    ...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1])),
  ];
  // Module scripts load; the nomodule polyfill is skipped by every browser that runs modules.
  const loaded = scripts.filter((src) => !html.includes(`src="${src}" noModule`));
  let raw = 0;
  let gzip = 0;
  for (const src of loaded) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1])
    .join('');
  return {
    files: loaded.length,
    raw,
    gzip,
    htmlGzip: gzipSync(Buffer.from(html)).length,
    inlineGzip: gzipSync(Buffer.from(inline)).length,
    staticFile: loaded[0],
  };
}

async function throughput(target) {
  const result = await autocannon({
    url: target,
    connections,
    duration,
    headers: { 'accept-encoding': 'gzip' },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

function lighthouse(target) {
  const bin = process.env.LIGHTHOUSE_BIN;
  const runs = [];
  for (let run = 0; run < lighthouseRuns; run += 1) {
    const out = path.join(os.tmpdir(), `lh-${process.pid}-${run}.json`);
    const result = spawnSync(
      bin,
      [
        target,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
    );
    if (result.status !== 0) throw new Error(`lighthouse ${target}: ${result.stderr}`);
    const report = JSON.parse(readFileSync(out, 'utf8'));
    rmSync(out, { force: true });
    const score = (id) => report.categories[id].score;
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      fcpMs: report.audits['first-contentful-paint'].numericValue,
      tbtMs: report.audits['total-blocking-time'].numericValue,
      cls: report.audits['cumulative-layout-shift'].numericValue,
      failing: Object.values(report.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id),
    });
  }
  runs.sort((a, b) => a.performance - b.performance);
  return { median: runs[Math.floor(runs.length / 2)], all: runs.map((r) => r.performance) };
}

const server = await startServer();
try {
  await seedBulletins(server.url);
  // Warm the page cache and the data cache as the first visitor would.
  for (const page of ['/', '/ua', '/bulletins']) await fetch(`${server.url}${page}`);

  const js = await firstLoadJs(server.url);
  console.log(`First-load JS of / : ${js.files} scripts, ${kib(js.raw)} raw, ${kib(js.gzip)} gzip`);
  console.log(
    `HTML of / : ${kib(js.htmlGzip)} gzip (of which inline RSC payload ${kib(js.inlineGzip)} gzip)`,
  );

  const home = await throughput(`${server.url}/`);
  const stat = await throughput(new URL(js.staticFile, server.url).href);
  const bulletins = await throughput(`${server.url}/bulletins`);
  const line = (name, r) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50} ms  p99 ${r.p99} ms  errors ${r.errors}  non-2xx ${r.non2xx}`;
  console.log(`Throughput (${duration} s, ${connections} connections, loopback):`);
  console.log(line('/ (page cache)', home));
  console.log(line(`static ${js.staticFile}`, stat));
  console.log(line('/bulletins (rendered per request)', bulletins));

  if (process.env.LIGHTHOUSE_BIN) {
    for (const page of ['/', '/ua', '/bulletins']) {
      const { median, all } = lighthouse(`${server.url}${page}`);
      console.log(
        `Lighthouse mobile ${page.padEnd(10)} perf ${median.performance} (runs ${all.join(', ')})  a11y ${median.accessibility}  best-practices ${median.bestPractices}  SEO ${median.seo}  LCP ${median.lcpMs.toFixed(0)} ms  FCP ${median.fcpMs.toFixed(0)} ms  TBT ${median.tbtMs.toFixed(0)} ms  CLS ${median.cls.toFixed(3)}${median.failing.length ? `  failing: ${median.failing.join(', ')}` : ''}`,
      );
    }
  } else {
    console.log('Lighthouse skipped: set LIGHTHOUSE_BIN to a lighthouse CLI.');
  }
} finally {
  await server.stop();
}
