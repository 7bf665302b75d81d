// nginx for the benchmark: the shipped deploy/nginx/parish.conf in front of one instance (only its
// upstream, listen address and cache folder replaced, as the cluster tests do), plus a second
// server that serves plain files from a folder: the "static file of the same size" reference.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, root } from './bench-server.mjs';

export async function startBenchNginx(upstream) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-nginx-'));
  const [frontPort, staticPort] = [await freePort(), await freePort()];
  const shipped = readFileSync(path.join(root, 'deploy', 'nginx', 'parish.conf'), 'utf8');
  const site = shipped
    .replace(
      /(upstream parish_app \{)[\s\S]*?(\n\s*keepalive)/,
      (_m, open, keepalive) => `${open}\n    server ${upstream};${keepalive}`,
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${frontPort};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
  if (site === shipped) throw new Error('deploy/nginx/parish.conf changed shape');
  const files = path.join(dir, 'files');
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'files'])
    mkdirSync(path.join(dir, temp));
  writeFileSync(path.join(dir, 'parish.conf'), site);
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${isRoot ? 'user root root;\n' : ''}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/parish.conf;
  server {
    listen 127.0.0.1:${staticPort};
    root ${files};
    default_type text/html;
  }
}
`,
  );
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
