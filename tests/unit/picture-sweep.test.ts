import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '@/lib/storage/local-store';
import {
  pictureFileNames,
  REPLACED_PICTURE_GRACE_MS,
  sweepReplacedPictures,
} from '@/lib/storage/picture-sweep';

const root = mkdtempSync(path.join(os.tmpdir(), 'picture-sweep-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const store = createLocalStore(root);
const day = REPLACED_PICTURE_GRACE_MS;

async function stored(name: string, ageMs: number) {
  await store.put(`pictures/${name}`, Buffer.from(name), { contentType: 'image/avif' });
  const when = new Date(Date.now() - ageMs);
  utimesSync(path.join(root, 'pictures', name), when, when);
}
const names = async () =>
  (await store.list('pictures')).map((object) => object.key.slice('pictures/'.length)).sort();

describe('sizes of replaced pictures', () => {
  it('removes only files no picture uses and older than the grace period', async () => {
    await stored('old-hero-480.avif', 2 * day);
    await stored('old-hero-share-1200.jpg', 2 * day);
    await stored('recent-hero-480.avif', day / 2);
    await stored('hero-480.avif', 3 * day);
    await stored('logo-h40.webp', 3 * day);
    await store.put('images/old-upload.jpg', Buffer.from('x'), { contentType: 'image/jpeg' });

    const removed = await sweepReplacedPictures(store, ['hero-480.avif', 'logo-h40.webp']);

    expect(removed).toBe(2);
    expect(await names()).toEqual(['hero-480.avif', 'logo-h40.webp', 'recent-hero-480.avif']);
    // Other folders are never touched.
    expect(await store.head('images/old-upload.jpg')).not.toBeNull();
    // A day later, the recently replaced one goes too.
    const later = new Date(Date.now() + day);
    expect(
      await sweepReplacedPictures(store, ['hero-480.avif', 'logo-h40.webp'], { now: later }),
    ).toBe(1);
    expect(await names()).toEqual(['hero-480.avif', 'logo-h40.webp']);
  });

  it('names every file a picture uses, its sharing picture included', () => {
    const picture = {
      width: 1600,
      height: 1067,
      variants: [
        { format: 'avif' as const, width: 480, height: 320, url: '/uploads/pictures/a-480.avif' },
        { format: 'webp' as const, width: 480, height: 320, url: '/uploads/pictures/a-480.webp' },
      ],
      share: {
        format: 'jpeg' as const,
        width: 1200,
        height: 800,
        url: '/uploads/pictures/a-share-1200.jpg',
      },
    };
    expect(pictureFileNames(picture)).toEqual(['a-480.avif', 'a-480.webp', 'a-share-1200.jpg']);
    expect(pictureFileNames(null)).toEqual([]);
  });
});
