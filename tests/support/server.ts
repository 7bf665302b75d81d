import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface RunningServer {
  url: string;
  pid: number;
  process: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The test runner's environment minus what Vite/Vitest add for themselves (NODE_ENV=test, TEST,
 * VITEST*, and import.meta.env mirrors such as BASE_URL, which makes `next start` redirect / to
 * itself).
 */
const RUNNER_VARIABLES = ['TEST', 'BASE_URL', 'MODE', 'DEV', 'PROD', 'SSR'];
export function serverEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  for (const key of Object.keys(env)) {
    if (RUNNER_VARIABLES.includes(key) || key.startsWith('VITEST')) delete env[key];
  }
  return env;
}

/**
 * Starts the built site (`next start`) on a free port with the given environment and waits until
 * /api/health answers. The build must exist (`npm test` builds first).
 */
export async function startServer(
  env: Record<string, string>,
  /** The project to serve, when not this one (a modified copy with its own build). */
  projectDir?: string,
  /** A given port (an instance restarted in place behind nginx) and bind address. */
  options: { port?: number; host?: string } = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const port = options.port ?? (await freePort());
  const child = spawn(
    process.execPath,
    // `-H localhost` (127.0.0.1 here). Bound to 127.0.0.1 it works as well since next.config's
    // skipProxyUrlNormalize (tests/api/host-binding.test.ts).
    [
      path.join(root, 'node_modules/next/dist/bin/next'),
      'start',
      '-p',
      String(port),
      '-H',
      options.host ?? 'localhost',
    ],
    {
      cwd: projectDir ?? root,
      env: {
        ...serverEnvironment(),
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(port),
        // The test client plays the one reverse proxy in front, so tests can give each request
        // its own client address (limits are per address). Tests of the default pass ''.
        TRUST_PROXY: '1',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`Server did not become healthy:\n${log}`);
  }
  return {
    url,
    pid: child.pid!,
    process: child,
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        // A process killed by a signal has a signalCode and no exitCode.
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}
