import { describe, expect, it } from 'vitest';
import { buildSnippet, snippetParts } from '@/lib/search/snippet';
import { fts5Query, searchTerms, tsQuery } from '@/lib/search/terms';

describe('search terms', () => {
  it('keeps only words: FTS syntax cannot reach the engines', () => {
    expect(searchTerms('"pyrohy*" AND (sale): -x')).toEqual(['pyrohy', 'and', 'sale', 'x']);
    expect(searchTerms('"*:()')).toEqual([]);
    expect(searchTerms('Пироги пироги ПИРОГИ')).toEqual(['пироги']);
    expect(fts5Query(['pyrohy', 'sale'])).toBe('"pyrohy"* "sale"*');
    expect(tsQuery(['пиріг', 'sale'])).toBe('пиріг:* & sale:*');
  });
});

describe('snippets', () => {
  it('shows the words around the first match and marks every matching word', () => {
    const body = `${'Intro words here. '.repeat(20)}After the Liturgy the pyrohy sale begins; pyrohy cost $5. ${'More text. '.repeat(20)}`;
    const snippet = buildSnippet(body, ['pyroh']);
    expect(snippet.text.startsWith('… ')).toBe(true);
    expect(snippet.text.endsWith(' …')).toBe(true);
    const marked = snippetParts(snippet)
      .filter((part) => part.marked)
      .map((part) => part.text);
    expect(marked).toEqual(['pyrohy', 'pyrohy']);
  });

  it('starts at the beginning when only the title matched', () => {
    const snippet = buildSnippet('First words of the bulletin.', ['nothing']);
    expect(snippet).toEqual({ text: 'First words of the bulletin.', highlights: [] });
  });
});
