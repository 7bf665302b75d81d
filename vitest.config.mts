import { defineConfig } from 'vitest/config';
import path from 'node:path';

// NOTE: vitest 5's reporter calls Map.groupBy, which Node 20 lacks (Node 21+ has it); without this
// a failing test crashes the reporter instead of printing the failure. Remove on Node >= 22.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value<K, V>(items: Iterable<V>, key: (item: V, index: number) => K): Map<K, V[]> {
      const groups = new Map<K, V[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

const alias = {
  '@': path.resolve(import.meta.dirname),
  // `server-only` throws outside a React Server bundle; in tests lib/ is plain server code.
  'server-only': path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/global-setup.ts'],
          // One real server is shared by every API test file; run the files one after another so
          // throttling and "first account" rules see a predictable order.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
