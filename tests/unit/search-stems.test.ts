import { describe, expect, it } from 'vitest';
import { fts5StemmedQuery, stemText, stemVariants, tsStemmedQuery } from '@/lib/search/stems';

describe('stems', () => {
  it("brings Ukrainian word forms together, the inserted vowel of 'писанок' included", () => {
    const stem = (word: string) => stemVariants(word);
    for (const word of ['писанки', 'писанка', 'писанку', 'писанкою']) {
      expect(stem(word)).toContain('писанк');
    }
    expect(stem('писанок')).toEqual(['писанок', 'писанк']);
    expect(stem('книжок')).toContain('книжк');
    // A word with an ending keeps its own stem: 'народу' and 'народ' still meet.
    expect(stem('народу')).toEqual(['народ']);
    expect(stem('народ')).toContain('народ');
  });

  it("stems English alike ('blessings' and 'blessing')", () => {
    expect(stemVariants('blessings')).toEqual(stemVariants('blessing'));
    expect(stemVariants('workshops')).toEqual(['workshop']);
  });

  it('keeps distinct stems of a text, lowercased', () => {
    expect(stemText('Писанок, писанки! Blessings, blessing 2026').split(' ')).toEqual([
      'писанок',
      'писанк',
      'bless',
      '2026',
    ]);
  });

  it('builds queries from words and stems only', () => {
    expect(fts5StemmedQuery(['писанки', '2026'])).toBe(
      '("писанки"* OR {stems} : ("писанк"*)) AND "2026"*',
    );
    expect(tsStemmedQuery(['blessings', 'sale'])).toBe('(blessings:* | bless:*) & sale:*');
  });
});
