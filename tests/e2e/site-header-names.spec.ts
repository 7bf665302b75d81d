import { expect, test, type Page } from './support/test';
import { bearerToken } from './support/staff';

// The header fits any parish name in every language: it wraps between words, never inside one,
// and nothing in the bar overflows, on a phone (390 px) and a laptop (1366 px).

const ukrainianName = 'Парафія Покрови Пресвятої Богородиці';
const englishName = 'Holy Protection of the Mother of God Ukrainian Catholic Parish';

interface Measurement {
  /** Words of the name whose letters lie on more than one line. */
  brokenWords: string[];
  /** Elements of the bar that stick out of the viewport or of the name's own box. */
  overflowing: string[];
  /** The page scrolls sideways. */
  pageOverflows: boolean;
  /** The name's box and the language switcher overlap. */
  overlapsSwitcher: boolean;
  lines: number;
}

async function measureHeader(page: Page): Promise<Measurement> {
  return page.evaluate(() => {
    const brand = document.querySelector<HTMLElement>('.site-brand span')!;
    const text = brand.firstChild as Text;
    const words: { word: string; start: number }[] = [];
    for (const match of text.data.matchAll(/\S+/g))
      words.push({ word: match[0], start: match.index });
    const brokenWords: string[] = [];
    const tops = new Set<number>();
    for (const { word, start } of words) {
      const range = document.createRange();
      range.setStart(text, start);
      range.setEnd(text, start + word.length);
      // A word broken across lines has a box on each line.
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      if (rects.length !== 1) brokenWords.push(word);
      for (const rect of rects) tops.add(Math.round(rect.top));
      const box = brand.getBoundingClientRect();
      if (rects.some((rect) => rect.right > box.right + 1 || rect.left < box.left - 1))
        brokenWords.push(`${word} (clipped)`);
    }
    const width = document.documentElement.clientWidth;
    const overflowing: string[] = [];
    const header = document.querySelector<HTMLElement>('.site-header')!;
    for (const element of [header, ...header.querySelectorAll<HTMLElement>('*')]) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (element.closest('.visually-hidden, .nav-dropdown__menu')) continue;
      const rect = element.getBoundingClientRect();
      // Empty, or visually hidden (a name kept for assistive technology only).
      if (rect.width <= 1 && rect.height <= 1) continue;
      if (rect.left < -1 || rect.right > width + 1)
        overflowing.push(`${element.tagName}.${element.className} ${rect.left}..${rect.right}`);
      if (element.scrollWidth > element.clientWidth + 1 && style.overflowX !== 'visible')
        overflowing.push(`${element.tagName}.${element.className} scrolls`);
    }
    if (brand.scrollHeight > brand.clientHeight + 1 || brand.scrollWidth > brand.clientWidth + 1)
      overflowing.push('the name is cut');
    const switcher = document.querySelector<HTMLElement>('.language-switcher');
    const a = brand.getBoundingClientRect();
    const b = switcher?.getBoundingClientRect();
    const overlapsSwitcher = Boolean(
      b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom,
    );
    return {
      brokenWords,
      overflowing,
      pageOverflows: document.documentElement.scrollWidth > width + 1,
      overlapsSwitcher,
      lines: tops.size,
    };
  });
}

let original: Record<string, unknown>;

test.beforeAll(async ({ request }) => {
  original = (await (await request.get('/api/settings')).json()) as Record<string, unknown>;
});

test.afterAll(async ({ request }) => {
  const restored = await request.put('/api/settings', {
    headers: await bearerToken(request),
    data: original,
  });
  expect(restored.status()).toBe(200);
});

const rounds = [
  { en: englishName, ua: ukrainianName },
  // Each name in the other language too: any name, every language.
  { en: ukrainianName, ua: englishName },
];

for (const [index, names] of rounds.entries()) {
  test(`the header fits long parish names without breaking a word (round ${index + 1})`, async ({
    page,
    request,
  }) => {
    const translations = (original.translations ?? {}) as Record<string, Record<string, string>>;
    const saved = await request.put('/api/settings', {
      headers: await bearerToken(request),
      data: {
        ...original,
        title: names.en,
        translations: { ...translations, ua: { ...translations.ua, title: names.ua } },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const [path, name] of [
        ['/', names.en],
        ['/ua', names.ua],
      ] as const) {
        await page.goto(path);
        const brand = page.locator('.site-brand span');
        await expect(brand).toHaveText(name);
        await page.evaluate(() => document.fonts.ready);
        const measured = await measureHeader(page);
        const where = `${path} at ${width} px`;
        expect(measured.brokenWords, where).toEqual([]);
        expect(measured.overflowing, where).toEqual([]);
        expect(measured.pageOverflows, where).toBe(false);
        expect(measured.overlapsSwitcher, where).toBe(false);
        // The bar grew with the name instead of covering the page: the first heading is below it.
        const headerBottom = await page
          .locator('.site-header')
          .evaluate((element) => element.getBoundingClientRect().bottom);
        const headingTop = await page
          .getByRole('heading', { level: 1 })
          .first()
          .evaluate((element) => element.getBoundingClientRect().top);
        expect(headingTop, where).toBeGreaterThanOrEqual(headerBottom);
      }
    }
  });
}
