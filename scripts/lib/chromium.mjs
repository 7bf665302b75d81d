// The browser the tests and the bench drive: Debian's Chromium (never a browser downloaded by
// Playwright or Lighthouse, which an offline machine cannot fetch). On a bare machine it is
// provisioned here, in one line of output: as root with apt-get, `npm test` installs Debian's
// `chromium` package itself, so `npm install && npm test` passes with nothing installed by hand.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
// The fonts Chromium renders Cyrillic with in screenshots and Lighthouse runs.
const PACKAGES = ['chromium', 'fonts-dejavu-core'];

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;
const hasAptGet = () =>
  spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

function apt(args) {
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/**
 * The path of a usable Chromium, installing Debian's package when it is missing and this process
 * may (root, apt-get). An explicit path (CHROMIUM_PATH) is never replaced by an installed one.
 * Returns { path } or { error } with the one line to show.
 */
export function ensureChromium(explicit = process.env.CHROMIUM_PATH) {
  const wanted = explicit || DEFAULT_CHROMIUM;
  if (existsSync(wanted)) return { path: wanted };
  if (explicit) return { error: `CHROMIUM_PATH=${explicit} does not exist.` };
  if (!isRoot() || !hasAptGet()) {
    return {
      error:
        `Browser tests need Chromium at ${DEFAULT_CHROMIUM}: run "sudo apt-get install chromium" ` +
        '(npm test installs it by itself when it runs as root) or set CHROMIUM_PATH.',
    };
  }
  console.log(
    `Chromium is missing: installing Debian's chromium package with apt-get (about a minute)...`,
  );
  // A fresh machine's package lists may be empty or stale: update once, then install.
  const installed =
    (apt(['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES]) ||
      (apt(['update', '-qq']) &&
        apt(['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES]))) &&
    existsSync(DEFAULT_CHROMIUM);
  return installed
    ? { path: DEFAULT_CHROMIUM }
    : {
        error: `Installing Chromium with apt-get failed (see above); install "chromium" and retry.`,
      };
}
