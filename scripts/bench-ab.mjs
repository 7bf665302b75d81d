// Two builds of the site side by side, with the floor, on the same machine at the same time:
// `NEXT_DIST_DIR=.next-before npm run build`, then `npm run build`, then
//   node scripts/bench-ab.mjs
// Both are seeded as `npm run bench` seeds its site. Prints each page's weight (HTML, JS and CSS as
// transferred), then Lighthouse mobile on the floor, the old build and the new in turn, one load of
// each per round, and the medians: interleaving puts the machine's drift on all three alike, which
// one run after another does not (docs/performance.md, issue 37).
// Env: A_DIST (default .next-before), B_DIST (default .next), ROUNDS (default 3), PAGES (comma-
// separated, default "/,/ua"), LIGHTHOUSE_RUNS=0 for the weights only, CHROME_PATH.
import { ensureProjectNode } from './project-node.mjs';
import { startBenchServer } from './lib/bench-server.mjs';
import { seedSite } from './lib/bench-seed.mjs';
import { FLOOR_PAGES, floorPageOf, startFloor } from './lib/bench-floor.mjs';
import { lighthouse, pageWeight } from './lib/bench-page.mjs';
import { ensureChromium } from './lib/chromium.mjs';

await ensureProjectNode();

const rounds = Number(process.env.ROUNDS ?? 3);
const pages = (process.env.PAGES ?? '/,/ua').split(',');
const withLighthouse = process.env.LIGHTHOUSE_RUNS !== '0';
const builds = {
  before: await startBenchServer({ NEXT_DIST_DIR: process.env.A_DIST ?? '.next-before' }),
  after: await startBenchServer({ NEXT_DIST_DIR: process.env.B_DIST ?? '.next' }),
};
const servers = Object.values(builds);
try {
  for (const server of servers) await seedSite(server.url);
  const floor = withLighthouse ? await startFloor(builds.before.url) : null;
  if (floor) servers.push(floor);
  const homePages = Object.values(FLOOR_PAGES);
  // The floor only has the home pages; every other page is compared between the builds alone.
  const variants = (page) => ({
    ...(floor && homePages.includes(page) ? { floor: floor.url } : {}),
    before: builds.before.url,
    after: builds.after.url,
  });
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  for (const page of pages)
    for (const [name, url] of Object.entries(variants(page))) {
      const w = await pageWeight(url, page);
      console.log(
        `${page.padEnd(26)} ${name.padEnd(6)} HTML ${w.htmlBytes} B, JS ${kib(w.jsBytes)} KiB in ${w.jsFiles}, CSS ${kib(w.cssBytes)} KiB in ${w.cssFiles}`,
      );
    }
  if (withLighthouse) {
    const chrome = ensureChromium(process.env.CHROME_PATH).path ?? '/usr/bin/chromium';
    const results = {};
    for (let round = 1; round <= rounds; round += 1)
      for (const page of pages)
        for (const [name, url] of Object.entries(variants(page))) {
          const [run] = lighthouse(`${url}${page}`, { chrome, runs: 1 }).runs;
          (results[`${page} ${name}`] ??= []).push(run);
          console.log(
            `round ${round} ${page} ${name}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, FCP ${Math.round(run.fcpMs)} ms`,
          );
        }
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    for (const [key, runs] of Object.entries(results)) {
      const [page] = key.split(' ');
      const floorLcp = results[`${floorPageOf(page)} floor`];
      const lcp = median(runs.map((r) => r.lcpMs));
      const ratio =
        floorLcp && homePages.includes(page) && !key.endsWith(' floor')
          ? ` (${(lcp / median(floorLcp.map((r) => r.lcpMs))).toFixed(2)}× the floor)`
          : '';
      console.log(
        `median ${key.padEnd(34)} score ${median(runs.map((r) => r.score))}, LCP ${Math.round(lcp)} ms${ratio}, FCP ${Math.round(median(runs.map((r) => r.fcpMs)))} ms`,
      );
    }
  }
} finally {
  for (const server of servers) await server.stop();
}
