// What the bench measures of one page as a browser loads it (scripts/bench-site.mjs): its HTML and
// the files that HTML names, as transferred with gzip, and Lighthouse's mobile figures.
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { root } from './bench-server.mjs';

export const lighthouseBin = path.join(root, 'node_modules', '.bin', 'lighthouse');

/** One GET as a browser asks for it (gzip); the body as transferred. */
export function fetchRaw(url) {
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

const unique = (values) => [...new Set(values)];

/**
 * A page's weight as transferred (gzip): its HTML, every script it loads (module scripts; the
 * nomodule polyfill is never run) and every stylesheet it links.
 */
export async function pageWeight(base, page) {
  const response = await fetchRaw(`${base}${page}`);
  if (response.status !== 200) throw new Error(`${page}: ${response.status}`);
  const html = (
    response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body
  ).toString('utf8');
  const scripts = unique(
    [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)]
      .filter((match) => !/noModule/i.test(match[0]))
      .map((match) => match[1]),
  );
  const styles = unique(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map(
      (match) => /href="([^"]+)"/.exec(match[0])?.[1] ?? '',
    ),
  ).filter(Boolean);
  const transferred = async (files) => {
    let bytes = 0;
    for (const file of files) bytes += (await fetchRaw(new URL(file, base).href)).body.length;
    return bytes;
  };
  return {
    htmlBytes: response.body.length,
    jsBytes: await transferred(scripts),
    jsFiles: scripts.length,
    scripts,
    cssBytes: await transferred(styles),
    cssFiles: styles.length,
  };
}

/** Lighthouse mobile (simulated throttling, the default), median of `runs` loads of `url`. */
export function lighthouse(url, { chrome, runs: wanted }) {
  const runs = [];
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, a Chromium timing issue, seen on
  // any page): that run is repeated, at most MAX_ATTEMPTS times in all, and the retry is printed.
  const MAX_ATTEMPTS = 3;
  for (let run = 0, attempt = 1; run < wanted; attempt += 1) {
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
