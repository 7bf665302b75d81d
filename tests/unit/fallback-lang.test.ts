import { describe, expect, it } from 'vitest';
import { fallbackLang, textIn } from '@/lib/i18n/fallback';
import { markedBulletinTextIn } from '@/lib/bulletins/translations';

// WCAG 3.1.2: a text shown in the default language on another language's page carries that
// language's tag; a text in the page's own language, or on a default-language page, none.

describe('textIn', () => {
  it("gives a language's own text unmarked", () => {
    expect(textIn({ en: 'Divine Liturgy', ua: 'Божественна Літургія' }, 'ua')).toEqual({
      text: 'Божественна Літургія',
      lang: undefined,
    });
  });

  it("falls back to the default language's text, marked with its tag", () => {
    expect(textIn({ en: 'Divine Liturgy', ua: '' }, 'ua')).toEqual({
      text: 'Divine Liturgy',
      lang: 'en',
    });
    expect(textIn({ en: 'Divine Liturgy' }, 'ua')).toEqual({ text: 'Divine Liturgy', lang: 'en' });
  });

  it('marks nothing on default-language pages, nor an empty text', () => {
    expect(textIn({ en: 'Divine Liturgy', ua: '' }, 'en').lang).toBeUndefined();
    expect(textIn({ en: '', ua: '' }, 'ua')).toEqual({ text: '', lang: undefined });
    expect(fallbackLang(false)).toBeUndefined();
    expect(fallbackLang(true)).toBe('en');
  });
});

describe('markedBulletinTextIn', () => {
  const bulletin = {
    title: 'Great Lent',
    description: 'Lenten schedule',
    label: 'Weekly',
    translations: { ua: { title: 'Великий піст', description: '', label: '' } },
  };

  it('marks each field that fell back, and only those', () => {
    expect(markedBulletinTextIn(bulletin, 'ua')).toEqual({
      title: { text: 'Великий піст', lang: undefined },
      description: { text: 'Lenten schedule', lang: 'en' },
      label: { text: 'Weekly', lang: 'en' },
    });
  });

  it('gives the default language its own fields, unmarked', () => {
    expect(markedBulletinTextIn(bulletin, 'en')).toEqual({
      title: { text: 'Great Lent', lang: undefined },
      description: { text: 'Lenten schedule', lang: undefined },
      label: { text: 'Weekly', lang: undefined },
    });
  });
});
