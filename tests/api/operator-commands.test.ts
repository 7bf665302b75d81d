import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, serverEnvironment } from '../support/server';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { TEST_AUTH_SECRET } from '../support/constants';

// The README's operator commands, run exactly as it prints them (`npm start`,
// `npm run admin -- reset-password <username>`), on an install of their own: never started, then
// running, then stopped by SIGTERM to the `npm start` process as `docker stop` does.
const root = path.resolve(import.meta.dirname, '..', '..');
let database: TestDatabase;
let port: number;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  database = await createTestDatabase();
  port = await freePort();
  env = {
    ...serverEnvironment(),
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url,
    AUTH_SECRET: TEST_AUTH_SECRET,
    PORT: String(port),
    HOST: '127.0.0.1',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  delete env.SITE_URL;
});
afterAll(async () => database?.drop());

/** `npm run admin -- <args>` with the site's own environment, as an operator types it. */
function npmAdmin(args: string[], input?: string) {
  const result = spawnSync('npm', ['run', 'admin', '--', ...args], {
    cwd: root,
    env,
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const printedLink = (stdout: string) => stdout.match(/^http\S+\/reset-password\?token=\S+$/m)?.[0];

function startNpm() {
  // Its own process group, as a container's: the test then sees whether anything outlives it.
  const child = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

async function waitUntilReady(output: () => string) {
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`npm start did not answer:\n${output()}`);
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** One GET on a kept-alive connection: 'ok', 'cut' (reset mid-way) or 'refused' (gone). */
function keptAliveGet(agent: http.Agent): Promise<'ok' | 'cut' | 'refused'> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/settings', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve('ok'));
      res.on('error', () => resolve('cut'));
    });
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'cut'),
    );
  });
}

describe('the operator commands as the README prints them', () => {
  it('npm run admin works on an install never started, then with the site running', async () => {
    const created = npmAdmin(['create-admin', 'rescuer'], 'rescuer-password-123\n');
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain('Administrator rescuer created.');

    // Site stopped: the link is on the address the site itself would use (localhost on PORT).
    const offline = npmAdmin(['reset-password', 'rescuer']);
    expect(offline.status, offline.stderr).toBe(0);
    const offlineLink = printedLink(offline.stdout);
    expect(offlineLink).toMatch(
      new RegExp(`^http://localhost:${port}/reset-password\\?token=[A-Za-z0-9_-]{43}$`),
    );

    const site = startNpm();
    try {
      await waitUntilReady(site.output);
      const online = npmAdmin(['reset-password', 'rescuer']);
      expect(online.status, online.stderr).toBe(0);
      const link = new URL(printedLink(online.stdout)!);
      // Both printed links open the reset page; the newer one sets the password.
      for (const printed of [new URL(offlineLink!), link]) {
        const page = await fetch(`http://127.0.0.1:${port}${printed.pathname}${printed.search}`);
        expect(page.status).toBe(200);
      }
      const reset = await fetch(`http://127.0.0.1:${port}/api/auth/reset`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({
          token: link.searchParams.get('token'),
          password: 'operator-new-password-1',
        }),
      });
      expect(reset.status).toBe(200);
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify({ username: 'rescuer', password: 'operator-new-password-1' }),
      });
      expect(login.status).toBe(200);
      const listed = npmAdmin(['list']);
      expect(listed.stdout).toMatch(/^rescuer\tadmin\t/m);
    } finally {
      await stopGroup(site.child.pid!);
    }
  });

  it('SIGTERM to the npm start process ends the whole instance gracefully under keep-alive load', async () => {
    const site = startNpm();
    const pgid = site.child.pid!;
    try {
      await waitUntilReady(site.output);
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const outcomes: string[] = [];
      let sending = true;
      const load = (async () => {
        while (sending) {
          const outcome = await keptAliveGet(agent);
          outcomes.push(outcome);
          if (outcome === 'refused') break;
        }
      })();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const signalled = Date.now();
      process.kill(pgid, 'SIGTERM'); // npm itself, not its group
      while (groupAlive(pgid) && Date.now() - signalled < 15_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const goneAfter = Date.now() - signalled;
      sending = false;
      await load;
      agent.destroy();
      expect(groupAlive(pgid), site.output()).toBe(false);
      expect(goneAfter).toBeLessThan(10_000);
      expect(site.output()).toContain('shutting down');
      expect(outcomes.filter((outcome) => outcome === 'ok').length).toBeGreaterThan(10);
      expect(outcomes.filter((outcome) => outcome === 'cut').length).toBeLessThanOrEqual(1);
    } finally {
      await stopGroup(pgid);
    }
  });
});

/** Whatever is left of a process group, ended (a failed test must not leave a server behind). */
async function stopGroup(pgid: number) {
  if (!groupAlive(pgid)) return;
  process.kill(-pgid, 'SIGTERM');
  for (let i = 0; i < 100 && groupAlive(pgid); i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
}
