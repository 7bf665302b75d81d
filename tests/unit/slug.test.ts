import { describe, expect, it } from 'vitest';
import { suggestSlug, transliterateUkrainian } from '@/lib/i18n/slug';

describe('official Ukrainian–Latin transliteration (2010)', () => {
  // Examples from the resolution's own table.
  it.each([
    ['Алушта', 'alushta'],
    ['Згорани', 'zghorany'],
    ['Розгон', 'rozghon'],
    ['Євген', 'yevhen'],
    ['Короп’є', 'koropie'],
    ['Їжакевич', 'yizhakevych'],
    ['Кадиївка', 'kadyivka'],
    ['Йосипівка', 'yosypivka'],
    ['Стрий', 'stryi'],
    ['Юрій', 'yurii'],
    ['Крюківка', 'kriukivka'],
    ['Яготин', 'yahotyn'],
    ['Костянтин', 'kostiantyn'],
    ['Щербухи', 'shcherbukhy'],
    ['Гаращенко', 'harashchenko'],
    ['Ґалаґан', 'galagan'],
    ['Знам’янка', 'znamianka'],
  ])('%s → %s', (ukrainian, latin) => {
    expect(transliterateUkrainian(ukrainian)).toBe(latin);
  });
});

describe('suggestSlug', () => {
  it('makes an address from a Ukrainian or English name', () => {
    expect(suggestSlug('Майстерня писанок')).toBe('maisternia-pysanok');
    expect(suggestSlug('Pysanka workshop 2026!')).toBe('pysanka-workshop-2026');
    expect(suggestSlug('  Café — Über uns  ')).toBe('cafe-uber-uns');
    expect(suggestSlug('Молодь і Ювілей')).toBe('molod-i-yuvilei');
  });

  it('never ends with a hyphen when cut to length', () => {
    expect(suggestSlug('aaaa bbbb', 5)).toBe('aaaa');
    expect(suggestSlug('***')).toBe('');
  });
});
