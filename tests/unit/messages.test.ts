import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function leaf(messages: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], messages);
}

describe('interface messages', () => {
  it('has the same keys in English and Ukrainian', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort());
  });

  it('has no empty message in either language', () => {
    for (const key of keys(en)) {
      expect(String(leaf(en, key)).trim(), `en ${key}`).not.toBe('');
      expect(String(leaf(uk, key)).trim(), `uk ${key}`).not.toBe('');
    }
  });

  it('has the specification keys welcome, description and change_language', () => {
    for (const key of ['welcome', 'description', 'change_language']) {
      expect(leaf(en, `Common.${key}`)).toBeTruthy();
      expect(leaf(uk, `Common.${key}`)).toBeTruthy();
    }
    expect(leaf(en, 'Common.change_language')).toBe('Українська');
    expect(leaf(uk, 'Common.change_language')).toBe('English');
  });
});
