// The bench's floor (bench/floor/): a bare Next 16 app, built with the same `next` from
// node_modules, whose two pages carry the measured site's home page (/ and /ua) as a visitor sees
// it: the same hero <picture> (its files copied under the same paths) and the same visible text in
// the same order, and nothing else. Every figure of scripts/bench-site.mjs is reported as a ratio to
// it in the same run, so a figure that drifts with the machine's load shows as a ratio, not noise.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeHTML } from 'entities';
import { freePort, root } from './bench-server.mjs';

const floorDir = path.join(root, 'bench', 'floor');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

/** The floor page of each site page: by its language prefix. */
export const FLOOR_PAGES = { en: '/', ua: '/ua' };
export const floorPageOf = (page) => (/^\/ua(\/|$|\?)/.test(page) ? '/ua' : '/');

/** Visible text of an HTML fragment, one entry per text node (scripts, styles and SVG left out). */
function visibleTexts(html) {
  return html
    .replace(/<(script|style|svg|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .split(/<[^>]*>/)
    .map((text) => decodeHTML(text).replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The home page's content: the text of <main> before the hero picture, the picture's markup, then
 * the rest of <main> and, last, the site's header and footer text (on a phone the menu is folded
 * away, so putting it first would push the floor's picture below the fold and make it no LCP).
 */
function homeContent(html) {
  const body = html.slice(html.indexOf('<body'), html.lastIndexOf('</body>'));
  const main = body.indexOf('<main');
  const mainEnd = body.indexOf('</main>');
  const picture = /<picture[\s\S]*?<\/picture>/.exec(body);
  if (!picture || main < 0 || mainEnd < 0)
    throw new Error('the home page has no <main> with a hero <picture> (was the site seeded?)');
  return {
    before: visibleTexts(body.slice(main, picture.index)),
    picture: picture[0],
    after: [
      ...visibleTexts(body.slice(picture.index + picture[0].length, mainEnd)),
      ...visibleTexts(body.slice(0, main)),
      ...visibleTexts(body.slice(mainEnd)),
    ],
  };
}

/** Every file a <picture> names (src and each srcset entry). */
function pictureFiles(markup) {
  const urls = new Set();
  for (const [, value] of markup.matchAll(/\s(?:srcset|src)="([^"]+)"/gi))
    for (const entry of value.split(',')) urls.add(entry.trim().split(/\s+/)[0]);
  return [...urls];
}

async function waitForPage(url, child, log) {
  for (const deadline = Date.now() + 60_000; ;) {
    if (child.exitCode !== null) throw new Error(`the floor server exited:\n${log()}`);
    if (Date.now() > deadline) throw new Error(`the floor server did not start:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Builds the floor from the running site at `siteUrl` (its / and /ua after seeding) and starts it
 * with `next start`; answers { url, stop }.
 */
export async function startFloor(siteUrl) {
  const content = {};
  const publicDir = path.join(floorDir, 'public');
  rmSync(publicDir, { recursive: true, force: true });
  for (const [language, page] of Object.entries(FLOOR_PAGES)) {
    content[language] = homeContent(await (await fetch(`${siteUrl}${page}`)).text());
    for (const file of pictureFiles(content[language].picture)) {
      const response = await fetch(new URL(file, siteUrl));
      if (!response.ok) throw new Error(`${file}: ${response.status}`);
      const target = path.join(publicDir, new URL(file, siteUrl).pathname);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(await response.arrayBuffer()));
    }
  }
  const temp = mkdtempSync(path.join(os.tmpdir(), 'parish-bench-floor-'));
  const contentFile = path.join(temp, 'content.json');
  writeFileSync(contentFile, JSON.stringify(content));
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FLOOR_CONTENT: contentFile };
  delete env.NEXT_DIST_DIR;
  const build = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: floorDir,
    env,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`the floor build failed:\n${build.stdout}${build.stderr}`);

  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', 'localhost'], {
    cwd: floorDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(temp, { recursive: true, force: true });
  };
  try {
    await waitForPage(`${url}/`, child, () => output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
