import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverEnvironment } from './server';

// "Adding a language is a messages file and one entry in the language list" (README), proven: a
// copy of this project gets exactly those two changes and is built and served by the tests.

const root = path.resolve(import.meta.dirname, '..', '..');
/** Inside the project (Turbopack compiles only files under the workspace root, whose
 * node_modules the copy then shares); `.next-*` is ignored by git, TypeScript, ESLint, Prettier. */
export const thirdLanguageDir = path.join(root, '.next-third-language');

/** The test language: French, as a parish in Quebec or Manitoba would add it. */
export const french = {
  code: 'fr',
  prefix: '/fr',
  tag: 'fr',
  nativeName: 'Français',
  ogLocale: 'fr_CA',
  facebookLocale: 'fr_CA',
};

const SKIP = new Set([
  'node_modules',
  '.git',
  '.next',
  'test-results',
  'playwright-report',
  // The copy serves the site; the tests stay here (and editing them needs no rebuild).
  'tests',
  'data',
  'package-lock.json',
]);

function sourceFiles(dir = root, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (
      SKIP.has(entry.name) ||
      entry.name.startsWith('.next-') ||
      entry.name === 'tsconfig.tsbuildinfo'
    )
      return [];
    if (entry.isDirectory()) return sourceFiles(path.join(dir, entry.name), relative);
    return entry.isFile() || entry.isSymbolicLink() ? [relative] : [];
  });
}

/** French messages: the English file with every text marked, so a French page is recognisable. */
function frenchMessages(english: unknown): unknown {
  if (typeof english === 'string') return `FR ${english}`;
  if (english && typeof english === 'object') {
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, frenchMessages(value)]),
    );
  }
  return english;
}

/** The one entry added to lib/i18n/languages.ts. */
function addLanguageEntry(source: string): string {
  const marker = '] as const satisfies readonly LanguageDefinition[];';
  if (!source.includes(marker)) throw new Error('lib/i18n/languages.ts: the language list moved');
  const entry = `  ${JSON.stringify({ ...french, dateFormat: { dateStyle: 'long' } })},\n`;
  return source.replace(marker, `${entry}${marker}`);
}

/**
 * The copy with French added, built; rebuilt only when this project's sources changed since (the
 * SQLite and PostgreSQL legs share one build).
 */
export function buildThirdLanguageCopy(): string {
  const files = sourceFiles().sort();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  const stamp = hash.digest('hex');
  const stampFile = path.join(thirdLanguageDir, '.source-hash');
  const built = fs.existsSync(path.join(thirdLanguageDir, '.next', 'BUILD_ID'));
  if (built && fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) {
    return thirdLanguageDir;
  }
  fs.rmSync(thirdLanguageDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(thirdLanguageDir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(path.join(root, file), target, { verbatimSymlinks: true });
  }
  const list = path.join(thirdLanguageDir, 'lib/i18n/languages.ts');
  fs.writeFileSync(list, addLanguageEntry(fs.readFileSync(list, 'utf8')));
  const english = JSON.parse(fs.readFileSync(path.join(root, 'messages/en.json'), 'utf8'));
  fs.writeFileSync(
    path.join(thirdLanguageDir, 'messages/fr.json'),
    JSON.stringify(frenchMessages(english), null, 2),
  );
  execFileSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: thirdLanguageDir,
    env: { ...serverEnvironment(), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  fs.writeFileSync(stampFile, stamp);
  return thirdLanguageDir;
}
