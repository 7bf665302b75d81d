import { describe, expect, it } from 'vitest';
import { specifiedPages } from '@/lib/pages/pages';
import { defaultDoc } from '@/lib/rich-text/default-doc';
import {
  isBlankDocument,
  translationStatus as statusOf,
  type TranslationStatusRow,
} from '@/lib/pages/translation-status';
import type { SpecifiedPage as EditablePage } from '@/lib/pages/pages';

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const history = specifiedPages.find((page) => page.slug === 'parish-history')!;
const liturgy = specifiedPages.find((page) => page.slug === 'divine-liturgy')!;

interface PageRow {
  contentEn: unknown;
  contentUa: unknown;
  updatedAtEn: Date | null;
  updatedAtUa: Date | null;
  updatedByEn: string | null;
  updatedByUa: string | null;
}

/** A seeded page's stored translations, with the given English (En) and Ukrainian (Ua) values. */
function row(overrides: Partial<PageRow>): TranslationStatusRow[] {
  const page: PageRow = {
    contentEn: defaultDoc(),
    contentUa: null,
    updatedAtEn: null,
    updatedAtUa: null,
    updatedByEn: null,
    updatedByUa: null,
    ...overrides,
  };
  return [
    {
      language: 'en',
      title: 'Parish History',
      content: page.contentEn,
      savedAt: page.updatedAtEn,
      savedBy: page.updatedByEn,
    },
    {
      language: 'ua',
      title: 'Історія парафії',
      content: page.contentUa,
      savedAt: page.updatedAtUa,
      savedBy: page.updatedByUa,
    },
  ];
}

const catalogueTitles = { en: 'Parish History', ua: 'Історія парафії' };
const translationStatus = (page: EditablePage, rows: TranslationStatusRow[] | null) =>
  statusOf(page, rows ?? [], catalogueTitles);

describe('translation status', () => {
  it('treats the seeded placeholder, empty documents and null as blank', () => {
    expect(isBlankDocument(defaultDoc())).toBe(true);
    // As PostgreSQL's jsonb gives it back: keys sorted, not in the order they were written.
    const reordered = {
      content: [{ content: [{ text: 'Start typing here...', type: 'text' }], type: 'paragraph' }],
      type: 'doc',
    };
    expect(isBlankDocument(reordered)).toBe(true);
    expect(isBlankDocument(null)).toBe(true);
    expect(isBlankDocument({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe(true);
    expect(isBlankDocument(doc('Founded in 1952'))).toBe(false);
    expect(
      isBlankDocument({ type: 'doc', content: [{ type: 'image', attrs: { src: '/x.png' } }] }),
    ).toBe(false);
  });

  it('reports a seeded page as missing in both languages, with edit links per language', () => {
    const status = translationStatus(history, row({}));
    expect(status.languages.en.state).toBe('missing');
    expect(status.languages.ua.state).toBe('missing');
    expect(status.languages.en.editHref).toBe('/parish-history?edit=1');
    expect(status.languages.ua.editHref).toBe('/ua/parish-history?edit=1');
    expect(translationStatus(liturgy, null).languages.ua.editHref).toBe(
      '/ua/liturgy/divine-liturgy?edit=1',
    );
  });

  it('is present in both when Ukrainian was saved after English', () => {
    const status = translationStatus(
      history,
      row({
        contentEn: doc('History'),
        contentUa: doc('Історія'),
        updatedAtEn: new Date('2026-01-01T10:00:00Z'),
        updatedAtUa: new Date('2026-01-02T10:00:00Z'),
        updatedByEn: 'anna',
        updatedByUa: 'petro',
      }),
    );
    expect(status.languages.en).toMatchObject({
      state: 'present',
      updatedBy: 'anna',
      updatedAt: '2026-01-01T10:00:00.000Z',
    });
    expect(status.languages.ua).toMatchObject({ state: 'present', updatedBy: 'petro' });
  });

  it('marks Ukrainian out of date when the English changed later', () => {
    const status = translationStatus(
      history,
      row({
        contentEn: doc('History, revised'),
        contentUa: doc('Історія'),
        updatedAtEn: new Date('2026-01-03T10:00:00Z'),
        updatedAtUa: new Date('2026-01-02T10:00:00Z'),
      }),
    );
    expect(status.languages.en.state).toBe('present');
    expect(status.languages.ua.state).toBe('outdated');
  });

  it('keeps a missing Ukrainian text missing, however new the English is', () => {
    const status = translationStatus(
      history,
      row({ contentEn: doc('History'), updatedAtEn: new Date() }),
    );
    expect(status.languages.ua.state).toBe('missing');
  });
});
