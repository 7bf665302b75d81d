// An anonymous flood against password hashing, as one hostile client would send it: 40 parallel
// registrations and 40 parallel sign-ins, while a visitor keeps loading / and a static asset.
// Goal (issue "Nothing an anonymous client sends can stall the site"): the visitor's p95 stays
// under 1 s, and only the first few registrations are processed.
import { randomBytes } from 'node:crypto';
import { ensureBuild, percentile, startBenchServer } from './lib/bench-server.mjs';
import { ensureProjectNode } from './project-node.mjs';

// Run as `node scripts/bench-flood.mjs` by a machine's older Node: re-run under the project's.
await ensureProjectNode();

const PARALLEL = Number(process.env.BENCH_FLOOD ?? 40);
const GOAL_MS = 1000;

ensureBuild();
const server = await startBenchServer({ TRUST_PROXY: '' });
const post = (path, body) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const name = (prefix) => `${prefix}-${randomBytes(4).toString('hex')}`;

try {
  await post('/api/auth/register', { username: 'bench-admin', password: 'bench-password-123' });
  const asset = (await (await fetch(`${server.url}/`)).text()).match(
    /\/_next\/static\/[^"]+\.js/,
  )?.[0];
  if (!asset) throw new Error('no static asset found on /');

  const timings = { '/': [], asset: [] };
  let flooding = true;
  const visitor = (async () => {
    while (flooding) {
      for (const [label, path] of [
        ['/', '/'],
        ['asset', asset],
      ]) {
        const started = performance.now();
        const response = await fetch(`${server.url}${path}`);
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
        timings[label].push(performance.now() - started);
      }
    }
  })();

  const started = performance.now();
  const [registrations, logins] = await Promise.all([
    Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/auth/register', { username: name('flood'), password: 'flood-password-1' }),
      ),
    ),
    Promise.all(
      Array.from({ length: PARALLEL }, () =>
        post('/api/auth/login', { username: name('spray'), password: 'wrong-password' }),
      ),
    ),
  ]);
  const floodMs = performance.now() - started;
  flooding = false;
  await visitor;

  const count = (responses, status) => responses.filter((r) => r.status === status).length;
  console.log(
    `Flood: ${PARALLEL} registrations + ${PARALLEL} sign-ins in parallel, ${Math.round(floodMs)} ms`,
  );
  console.log(
    `  registrations: ${count(registrations, 201)} created, ${count(registrations, 429)} × 429, ${count(registrations, 503)} × 503`,
  );
  console.log(
    `  sign-ins: ${count(logins, 401)} × 401 (checked), ${count(logins, 429)} × 429, ${count(logins, 503)} × 503`,
  );
  let ok = count(registrations, 201) <= 5;
  for (const [label, values] of Object.entries(timings)) {
    const p95 = percentile(values, 0.95);
    ok &&= p95 < GOAL_MS;
    console.log(
      `  ${label.padEnd(6)} during the flood: ${values.length} requests, p50 ${Math.round(percentile(values, 0.5))} ms, p95 ${Math.round(p95)} ms (goal < ${GOAL_MS} ms)`,
    );
  }
  console.log(ok ? 'Flood goals met.' : 'Flood goals NOT met.');
} finally {
  await server.stop();
}
