import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 32's tree-wide counts, kept from coming back: a language has one identity (the route's
// locale is narrowed once with hasLocale, never cast; language codes come from lib/i18n's list),
// and the configuration is read in one place (lib/env.ts).

const root = path.resolve(import.meta.dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs|js|cjs)$/;

function sourceFiles(entry: string): string[] {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return SOURCE.test(entry) ? [entry] : [];
  // The Prisma client is generated from prisma/schema (its comments quote stored JSON).
  if (entry === 'lib/db/generated') return [];
  return readdirSync(full).flatMap((name) => sourceFiles(`${entry}/${name}`));
}

const files = [
  'app',
  'components',
  'lib',
  'scripts',
  'proxy.ts',
  'instrumentation.ts',
  'cache-handler.mjs',
  'use-cache-handler.mjs',
].flatMap(sourceFiles);
const sources = new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));

/** `file:line: text` for every line of the given files that matches. */
function linesMatching(pattern: RegExp, only: (file: string) => boolean = () => true): string[] {
  return [...sources].flatMap(([file, source]) =>
    only(file)
      ? source
          .split('\n')
          .map((line, index) => ({ line, number: index + 1 }))
          .filter(({ line }) => pattern.test(line))
          .map(({ line, number }) => `${file}:${number}: ${line.trim()}`)
      : [],
  );
}

const AS_LOCALE = /\bas Locale\b/;
/** A Ukrainian language code or locale written as a string literal. */
const UKRAINIAN_LITERAL = /(['"])(ua|uk)\1/;
const SITE_URL_READ = /process\.env(\.SITE_URL\b|\[['"]SITE_URL['"]\])/;
const GLOBAL_OBJECT = /\bglobalThis\b/;
const SINGLETONS = 'lib/process/singletons.mjs';
const MAX_LINES = 300;

describe('source limits (issue 32)', () => {
  it('scans the source tree, and its patterns find what they look for', () => {
    expect(files).toContain('lib/i18n/languages.ts');
    expect(files).toContain('proxy.ts');
    // The one list of languages names its codes literally, so the pattern does find them there.
    expect(
      linesMatching(UKRAINIAN_LITERAL, (file) => file === 'lib/i18n/languages.ts'),
    ).not.toEqual([]);
    expect(AS_LOCALE.test('const locale = raw as Locale;')).toBe(true);
    expect(SITE_URL_READ.test('const url = process.env.SITE_URL;')).toBe(true);
  });

  it('no `as Locale` anywhere: a route narrows its locale once (lib/i18n/route-locale.ts)', () => {
    expect(linesMatching(AS_LOCALE)).toEqual([]);
  });

  it("no 'ua'/'uk' literal outside lib/i18n: codes come from the language list", () => {
    expect(linesMatching(UKRAINIAN_LITERAL, (file) => !file.startsWith('lib/i18n/'))).toEqual([]);
  });

  it('process-wide state goes through the one singletons module (no globalThis elsewhere)', () => {
    expect(linesMatching(GLOBAL_OBJECT, (file) => file === SINGLETONS)).not.toEqual([]);
    expect(linesMatching(GLOBAL_OBJECT, (file) => file !== SINGLETONS)).toEqual([]);
  });

  it(`no source file over ${MAX_LINES} lines (a longer one is a sign to split it)`, () => {
    const long = [...sources]
      .map(([file, source]) => ({ file, lines: source.split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it('SITE_URL is read only in lib/env.ts', () => {
    expect(linesMatching(SITE_URL_READ, (file) => file !== 'lib/env.ts')).toEqual([]);
  });
});
