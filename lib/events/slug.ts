import 'server-only';
import { getDb } from '@/lib/db/client';

// An event's address: its English title in lower-case words joined by hyphens, made unique with
// -2, -3… A slug never looks like a year, so /events/2026/4 is always the month page.

export const EVENT_SLUG = /^(?!\d+$)[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  if (!words) return 'event';
  return /^\d+$/.test(words) ? `event-${words}` : words;
}

export async function uniqueSlug(title: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await getDb().event.findMany({
        where: { slug: { startsWith: base } },
        select: { slug: true },
      })
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
