import 'server-only';
import { revalidatePath } from 'next/cache';

// Cache tags, in one place. Every successful write calls `invalidate` with exactly the tags whose
// data it changed; pages read through `cached`, so a visitor's request touches the database only
// after something changed.
export const cacheTags = {
  settings: 'settings',
  services: 'services',
  bulletins: 'bulletins',
  page: (slug: string) => `page:${slug}`,
} as const;

// NOTE: an in-process cache rather than Next's data cache, which persists in the build folder:
// one build serves several data directories (tests, a moved install), and a persisted entry from
// another database would be wrong. The map lives on globalThis because route handlers and pages
// are separate bundles with separate module instances in one process.
interface Entry {
  value: Promise<unknown>;
  tags: string[];
}
const store: Map<string, Entry> = ((
  globalThis as { parishCache?: Map<string, Entry> }
).parishCache ??= new Map());

export function cached<T>(key: string, tags: string[], load: () => Promise<T>): Promise<T> {
  const hit = store.get(key);
  if (hit) return hit.value as Promise<T>;
  const value = load();
  store.set(key, { value, tags });
  // A failed load is not remembered: the next request tries the database again.
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key);
  });
  return value;
}

export function invalidate(...tags: string[]): void {
  for (const [key, entry] of store) {
    if (entry.tags.some((tag) => tags.includes(tag))) store.delete(key);
  }
  purgePages();
}

/**
 * Public pages are rendered once and kept in Next's page cache (in memory only: next.config.ts
 * turns off isrFlushToDisk for the same reason as above). Any write expires all of them at once,
 * so the next request renders afresh from the data above: writes are rare, renders cheap.
 */
function purgePages(): void {
  try {
    revalidatePath('/', 'layout');
  } catch {
    // Outside a request (seeding, scripts, unit tests) there is no page cache to purge.
  }
}
