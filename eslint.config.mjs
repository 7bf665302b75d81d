import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

// The shared layers of lib/ (README: Layout). They import one another but no feature folder
// (accounts, pages, search, …) and not lib/startup, which wires features into them at start-up.
export const sharedLayers = [
  'cache',
  'db',
  'env.ts',
  'http',
  'i18n',
  'limits',
  'media',
  'ops',
  'process',
  'redis',
  'security',
  'storage',
  'validation',
];

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      'node_modules/**',
      '.next/**',
      '.next-*/**',
      'bench/floor/.next/**',
      'data/**',
      'lib/db/generated/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // One command per write: a route handler, page or server action calls the domain's command
    // (lib/<domain>/commands.ts and friends), which records the activity entry and updates the
    // search index itself, so no caller can forget either. app/ may read the log and search.
    files: ['app/**/*.{ts,tsx,js,jsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/lib/activity/record',
              importNames: ['recordActivity', 'pruneActivity'],
              message: "Call the domain's command: it records the activity entry.",
            },
          ],
          patterns: [
            {
              group: ['@/lib/search/index-entries', '@/lib/search/backfill', '@/lib/*/search'],
              message: "Call the domain's command: it updates the search index.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.name=/^(recordActivity|indexEntry|removeEntry|removeEntriesOtherThan)$/]',
          message: "Call the domain's command: it records activity and updates the search index.",
        },
        {
          selector: 'MemberExpression[property.name=/^(activityEntry|searchEntry)$/]',
          message: 'The activity log and the search index are written by lib/ commands only.',
        },
      ],
    },
  },
  {
    // Specs take `test` from the fixture that fails them on a CSP violation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "Import from './support/test' (it watches for CSP violations).",
            },
          ],
        },
      ],
    },
  },
  {
    files: sharedLayers.map((layer) =>
      layer.endsWith('.ts') ? `lib/${layer}` : `lib/${layer}/**/*.{ts,tsx,mts,mjs}`,
    ),
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: sharedLayers.map((layer) => `./lib/${layer}`),
              from: './lib',
              except: sharedLayers.map((layer) => `./${layer}`),
              message:
                'A shared layer imports no feature folder: pass the feature in from lib/startup.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
