// Throughput of one URL: wrk when installed (Debian package `wrk`: a C load generator, so the
// machine's cores go to the server, not to the measuring), otherwise autocannon (npm, in-process).
// Both sides of every ratio are measured with the same tool, same connections and duration.
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;
export const loadTool = hasWrk ? 'wrk' : 'autocannon';

const GZIP = { 'accept-encoding': 'gzip' };

/** Requests per second and non-2xx count for `url`, fetched with Accept-Encoding: gzip. */
export async function throughput(url, { seconds, connections }) {
  if (hasWrk) {
    const result = spawnSync(
      'wrk',
      ['-t1', `-c${connections}`, `-d${seconds}s`, '-H', 'Accept-Encoding: gzip', url],
      { encoding: 'utf8' },
    );
    const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(result.stdout)?.[1] ?? NaN);
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(result.stdout)?.[1] ?? 0);
    const errors = /Socket errors:[^\n]*/.exec(result.stdout)?.[0] ?? '';
    return { rps, non2xx, errors };
  }
  const result = await autocannon({ url, connections, duration: seconds, headers: GZIP });
  return {
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors ? `errors ${result.errors}` : '',
  };
}
