// The shipped parish.conf, made runnable by an unprivileged local nginx (the cluster tests and the
// benchmark): only its upstream servers, listen address and cache folder are replaced, so both
// exercise the very file operators deploy. `nginx -p dir -c dir/nginx.conf` then runs it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shippedConfig = path.join(path.dirname(fileURLToPath(import.meta.url)), 'parish.conf');

/**
 * Writes `dir/parish.conf` (the shipped site for `upstreams`, listening on 127.0.0.1:`port`) and
 * `dir/nginx.conf` around it, with nginx's temp folders inside `dir`. `extraHttp` is added to the
 * http block as it is (e.g. a second server).
 */
export function writeLocalNginxConfig({ dir, upstreams, port, extraHttp = '' }) {
  const shipped = readFileSync(shippedConfig, 'utf8');
  const site = shipped
    .replace(/(upstream parish_app \{)[\s\S]*?(\n\s*keepalive)/, (_match, open, keepalive) =>
      [open, ...upstreams.map((address) => `    server ${address} max_fails=2 fail_timeout=5s;`)]
        .join('\n')
        .concat(keepalive),
    )
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
  if (site === shipped)
    throw new Error('deploy/nginx/parish.conf changed shape: update local-run.mjs');
  writeFileSync(path.join(dir, 'parish.conf'), site);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(dir, temp));
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
${extraHttp}}
`,
  );
}
