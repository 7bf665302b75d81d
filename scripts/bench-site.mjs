// `npm run bench` (and `node scripts/bench-site.mjs` alone): the public site as a visitor gets it,
// on a build (made first if NEXT_DIST_DIR, default .next, has none), one `next start` on a fresh
// temporary SQLite database with 8 sample bulletins (two archive pages), a hero image and text on
// the measured editable pages, measured over loopback:
//   1. first-load JS of each public page: every script its HTML loads, bytes as transferred (gzip);
//   2. throughput of each page as a ratio to a static build asset of the same server;
//   3. the same through nginx with the shipped deploy/nginx/parish.conf, as a ratio to nginx serving
//      a static file of the page's size (its gzip body);
//   4. Lighthouse (mobile, simulated throttling, the default) on five pages, median of 3 runs, when
//      Chromium is installed (CHROME_PATH, default /usr/bin/chromium).
// The targets (issue "A visitor's page costs what a static file costs") are printed beside each
// figure. Load: wrk if installed, else autocannon (scripts/lib/bench-load.mjs).
//
// Env: BENCH_DURATION (s per URL, default 5), BENCH_CONNECTIONS (default 32), LIGHTHOUSE_RUNS
// (default 3), CHROME_PATH.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, root, startBenchServer } from './lib/bench-server.mjs';
import { loadTool, throughput } from './lib/bench-load.mjs';
import { startBenchNginx } from './lib/bench-nginx.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { seedSite } from './lib/bench-seed.mjs';

const seconds = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 32);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
// Debian's Chromium, installed by the bench itself on a bare machine (as npm test does).
const chrome = ensureChromium(process.env.CHROME_PATH).path ?? '/usr/bin/chromium';
const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');

const PAGES = [
  '/',
  '/ua',
  '/bulletins',
  '/bulletins?page=2',
  '/liturgy/divine-liturgy',
  '/contact-us',
  '/ua/contact-us',
  '/parish-history',
];
const LIGHTHOUSE_PAGES = ['/', '/ua', '/bulletins', '/liturgy/divine-liturgy', '/ua/contact-us'];
const TARGET = { ratio: 0.5, lcpMs: 1000, score: 0.98, jsKiB: 110 };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const mark = (ok) => (ok ? 'ok ' : 'MISS');

/** One GET as a browser asks for it (gzip); the body as transferred. */
function fetchRaw(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** Every script the page's HTML loads (module scripts; the nomodule polyfill is never run). */
async function firstLoadJs(base, page) {
  const html = await (await fetch(`${base}${page}`)).text();
  const sources = [
    ...new Set(
      [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
        .filter((match) => !/noModule/i.test(match[0]))
        .map((match) => match[1]),
    ),
  ];
  let transferred = 0;
  for (const src of sources) transferred += (await fetchRaw(new URL(src, base).href)).body.length;
  return { files: sources.length, transferred, sources };
}

function lighthouse(url) {
  const runs = [];
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, a Chromium timing issue, seen on
  // any page): that run is repeated, at most MAX_ATTEMPTS times in all, and the retry is printed.
  const MAX_ATTEMPTS = 3;
  for (let run = 0, attempt = 1; run < lighthouseRuns; attempt += 1) {
    const out = path.join(os.tmpdir(), `parish-lh-${process.pid}-${run}.json`);
    const result = spawnSync(
      lighthouseBin,
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance',
        '--chrome-flags=--headless --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
    );
    if (result.status !== 0) {
      if (/NO_NAVSTART|Please run Lighthouse again/.test(result.stderr) && attempt < MAX_ATTEMPTS) {
        console.log(`  (lighthouse ${new URL(url).pathname}: trace lost, run again)`);
        continue;
      }
      throw new Error(`lighthouse ${url}: ${result.stderr}`);
    }
    run += 1;
    attempt = 0;
    const report = JSON.parse(readFileSync(out, 'utf8'));
    rmSync(out, { force: true });
    runs.push({
      score: report.categories.performance.score,
      lcpMs: report.audits['largest-contentful-paint'].numericValue,
      fcpMs: report.audits['first-contentful-paint'].numericValue,
      tbtMs: report.audits['total-blocking-time'].numericValue,
    });
  }
  const median = (key) =>
    runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return {
    score: median('score'),
    lcpMs: median('lcpMs'),
    fcpMs: median('fcpMs'),
    tbtMs: median('tbtMs'),
    runs,
  };
}

ensureBuild();
const server = await startBenchServer();
let nginx;
let allMet = true;
const verdict = (ok) => {
  allMet &&= ok;
  return mark(ok);
};
try {
  await seedSite(server.url);
  for (const page of PAGES) await fetch(`${server.url}${page}`); // first render into the page cache
  nginx = await startBenchNginx(new URL(server.url).host);

  console.log(
    `First-load JS (scripts the HTML loads, bytes transferred with gzip; target <= ${TARGET.jsKiB} KiB):`,
  );
  const scripts = new Map();
  for (const page of PAGES) {
    const js = await firstLoadJs(server.url, page);
    js.sources.forEach((src) => scripts.set(src, (scripts.get(src) ?? 0) + 1));
    console.log(
      `  ${verdict(js.transferred <= TARGET.jsKiB * 1024)} ${page.padEnd(26)} ${kib(js.transferred).padStart(10)} in ${js.files} files`,
    );
  }

  // What no page can go below: the scripts every page loads (React DOM, Next's App Router runtime
  // and the site frame's islands), and of them the single largest file.
  const everywhere = [...scripts].filter(([, pages]) => pages === PAGES.length).map(([src]) => src);
  const sizes = await Promise.all(
    everywhere.map(async (src) => (await fetchRaw(new URL(src, server.url).href)).body.length),
  );
  console.log(
    `  (loaded by every page: ${kib(sizes.reduce((a, b) => a + b, 0))} in ${everywhere.length} files; the largest, React DOM with Next's client entry, ${kib(Math.max(...sizes))})`,
  );

  // The reference: a build asset (content-hashed JS, served by Next from disk) of the same server.
  const [asset] = [...scripts.keys()];
  const assetUrl = new URL(asset, server.url).href;
  const assetRps = (await throughput(assetUrl, { seconds, connections })).rps;
  console.log(
    `\nThroughput (${loadTool}, ${connections} connections, ${seconds} s per URL, loopback, Accept-Encoding: gzip; target >= ${TARGET.ratio}x):`,
  );
  console.log(`  next start, static asset ${asset}: ${assetRps.toFixed(0)} req/s`);
  const line = (ok, page, rps, ref, extra = '') =>
    `  ${verdict(ok)} ${page.padEnd(26)} ${rps.toFixed(0).padStart(7)} req/s = ${(rps / ref).toFixed(2)}x ${extra}`;
  // Not a target: the cheapest response Next's router gives that is not a file from disk (the app
  // icon, a prerendered metadata route: no proxy, no render). No page can be served faster.
  const icon = await throughput(`${server.url}/icon.svg`, { seconds, connections });
  console.log(
    `  (Next's cheapest routed response, /icon.svg: ${icon.rps.toFixed(0)} req/s = ${(icon.rps / assetRps).toFixed(2)}x)`,
  );
  for (const page of PAGES) {
    const result = await throughput(`${server.url}${page}`, { seconds, connections });
    console.log(
      line(
        result.rps / assetRps >= TARGET.ratio && !result.non2xx,
        page,
        result.rps,
        assetRps,
        result.non2xx ? `non-2xx ${result.non2xx}` : '',
      ),
    );
  }

  console.log(
    '\nThrough nginx (deploy/nginx/parish.conf), against nginx serving a static file of the same size:',
  );
  for (const page of PAGES) {
    const { body } = await fetchRaw(`${nginx.front}${page}`);
    const file = nginx.staticFile(`page-${PAGES.indexOf(page)}.html`, body);
    const reference = await throughput(file, { seconds, connections });
    const result = await throughput(`${nginx.front}${page}`, { seconds, connections });
    console.log(
      line(
        result.rps / reference.rps >= TARGET.ratio,
        page,
        result.rps,
        reference.rps,
        `(static ${kib(body.length)}: ${reference.rps.toFixed(0)} req/s)${result.non2xx ? ` non-2xx ${result.non2xx}` : ''}`,
      ),
    );
  }

  if (existsSync(chrome) && existsSync(lighthouseBin)) {
    console.log(
      `\nLighthouse mobile (simulated throttling), median of ${lighthouseRuns} (target: score >= ${TARGET.score}, LCP <= ${TARGET.lcpMs} ms):`,
    );
    for (const page of LIGHTHOUSE_PAGES) {
      const result = lighthouse(`${server.url}${page}`);
      const ok = result.score >= TARGET.score && result.lcpMs <= TARGET.lcpMs;
      console.log(
        `  ${verdict(ok)} ${page.padEnd(26)} score ${result.score.toFixed(2)}  LCP ${result.lcpMs.toFixed(0)} ms  FCP ${result.fcpMs.toFixed(0)} ms  TBT ${result.tbtMs.toFixed(0)} ms  (scores ${result.runs.map((r) => r.score).join(', ')})`,
      );
    }
  } else {
    console.log(`\nLighthouse skipped: no Chromium at ${chrome} (set CHROME_PATH).`);
  }
  console.log(`\nEvery target met: ${allMet ? 'yes' : 'no'}`);
} finally {
  await nginx?.stop();
  await server.stop();
}
