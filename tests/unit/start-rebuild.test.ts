import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm start` builds when the sources changed since the build (a hash stored with it), and not
// otherwise; `--no-build` serves the build as it is. The real scripts (scripts/start.mjs,
// build.mjs, lib/build-stamp.mjs) run in a copy of the project whose `next` is a stand-in that
// records `build` and `start`: a real build takes a minute, and what is under test is the
// decision to make one.

const root = path.resolve(import.meta.dirname, '..', '..');
const projectNode = path.join(root, 'node_modules', '.bin', 'node');
let project = '';

const FAKE_NEXT = `
const fs = require('node:fs');
const path = require('node:path');
const [command, ...args] = process.argv.slice(2);
const dist = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next');
if (command === 'build') {
  fs.mkdirSync(dist, { recursive: true });
  fs.writeFileSync(path.join(dist, 'BUILD_ID'), String(Date.now()));
  console.log('FAKE next build');
} else {
  console.log('FAKE next ' + command + ' ' + args.join(' '));
}
`;

beforeAll(() => {
  project = mkdtempSync(path.join(os.tmpdir(), 'parish-start-'));
  for (const file of ['start.mjs', 'build.mjs', 'project-node.mjs', 'lib/build-stamp.mjs'])
    cpSync(path.join(root, 'scripts', file), path.join(project, 'scripts', file));
  mkdirSync(path.join(project, 'lib'), { recursive: true });
  mkdirSync(path.join(project, 'app'), { recursive: true });
  writeFileSync(path.join(project, 'package.json'), '{"type":"module"}\n');
  writeFileSync(path.join(project, 'lib', 'greeting.ts'), 'export const greeting = "hello";\n');
  writeFileSync(path.join(project, 'app', 'page.tsx'), 'export default () => null;\n');
  const next = path.join(project, 'node_modules', 'next', 'dist', 'bin');
  mkdirSync(next, { recursive: true });
  writeFileSync(path.join(next, 'next'), FAKE_NEXT);
  writeFileSync(path.join(project, 'node_modules', 'next', 'package.json'), '{}');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

function npmStart(...args: string[]) {
  const result = spawnSync(
    existsSync(projectNode) ? projectNode : process.execPath,
    [path.join(project, 'scripts', 'start.mjs'), ...args],
    {
      cwd: project,
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        DATA_DIR: path.join(project, 'data'),
        PORT: '3999',
      } as unknown as NodeJS.ProcessEnv,
    },
  );
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

describe('npm start and the build', () => {
  it('builds when there is no build, then serves it without building again', () => {
    const first = npmStart();
    expect(first.status).toBe(0);
    expect(first.out).toContain('No build found');
    expect(first.out).toContain('FAKE next build');
    expect(first.out).toContain('FAKE next start -p 3999');
    expect(existsSync(path.join(project, '.next', 'parish-source-hash'))).toBe(true);

    const second = npmStart();
    expect(second.out).not.toContain('FAKE next build');
    expect(second.out).not.toContain('Rebuilding');
    expect(second.out).toContain('FAKE next start');
  });

  it('rebuilds after a source change and says so; --no-build serves the old build', () => {
    writeFileSync(path.join(project, 'lib', 'greeting.ts'), 'export const greeting = "hi";\n');
    const skipped = npmStart('--no-build');
    expect(skipped.out).toContain('Serving the existing build (--no-build)');
    expect(skipped.out).not.toContain('FAKE next build');

    const rebuilt = npmStart();
    expect(rebuilt.out).toContain('Rebuilding the site: the sources changed since the last build');
    expect(rebuilt.out).toContain('FAKE next build');

    const after = npmStart();
    expect(after.out).not.toContain('FAKE next build');
  });

  it('HOST is passed to next start as its listening address', () => {
    const result = spawnSync(
      existsSync(projectNode) ? projectNode : process.execPath,
      [path.join(project, 'scripts', 'start.mjs')],
      {
        cwd: project,
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          DATA_DIR: path.join(project, 'data'),
          PORT: '3999',
          HOST: '127.0.0.1',
        } as unknown as NodeJS.ProcessEnv,
      },
    );
    expect(result.stdout).toContain('FAKE next start -p 3999 -H 127.0.0.1');
  });

  it('--no-build without any build stops with one line', () => {
    rmSync(path.join(project, '.next'), { recursive: true, force: true });
    const result = npmStart('--no-build');
    expect(result.status).toBe(1);
    expect(result.out).toContain('there is no build');
  });
});
