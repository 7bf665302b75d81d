// nginx for the benchmark: the shipped deploy/nginx/parish.conf in front of one instance (only its
// upstream, listen address and cache folder replaced, as the cluster tests do), plus a second
// server that serves plain files from a folder: the "static file of the same size" reference.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writeLocalNginxConfig } from '../../deploy/nginx/local-run.mjs';
import { freePort } from './bench-server.mjs';

export async function startBenchNginx(upstream) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-nginx-'));
  const [frontPort, staticPort] = [await freePort(), await freePort()];
  const files = path.join(dir, 'files');
  mkdirSync(files);
  writeLocalNginxConfig({
    dir,
    upstreams: [upstream],
    port: frontPort,
    extraHttp: `  server {
    listen 127.0.0.1:${staticPort};
    root ${files};
    default_type text/html;
  }
`,
  });
  const child = spawn(
    'nginx',
    ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let log = '';
  child.stderr.on('data', (chunk) => (log += chunk));
  const front = `http://127.0.0.1:${frontPort}`;
  for (const deadline = Date.now() + 10_000; ;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log}`);
    if (Date.now() > deadline) throw new Error(`nginx did not start: ${log}`);
    try {
      await fetch(`http://127.0.0.1:${staticPort}/`);
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    front,
    /** Puts `bytes` in a static file; answers its URL on the plain-file server. */
    staticFile(name, bytes) {
      writeFileSync(path.join(files, name), bytes);
      return `http://127.0.0.1:${staticPort}/${name}`;
    },
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
