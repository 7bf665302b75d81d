import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';

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

// Every configured language (lib/i18n/languages.ts) has a complete messages file.
const reference = await loadMessages(defaultLanguage.tag);
const files = await Promise.all(
  languages.map(async (language) => ({ language, messages: await loadMessages(language.tag) })),
);

describe('interface messages', () => {
  it.each(files.map((file) => [file.language.tag, file.messages] as const))(
    '%s has the same keys as the default language',
    (_tag, messages) => {
      expect(keys(messages).sort()).toEqual(keys(reference).sort());
    },
  );

  it('has no empty message in any language', () => {
    for (const { language, messages } of files) {
      for (const key of keys(reference)) {
        expect(String(leaf(messages, key)).trim(), `${language.tag} ${key}`).not.toBe('');
      }
    }
  });

  it('has the specification keys welcome, description and change_language', () => {
    for (const { messages } of files) {
      for (const key of ['welcome', 'description', 'change_language']) {
        expect(leaf(messages, `Common.${key}`)).toBeTruthy();
      }
    }
    const byTag = new Map(files.map((file) => [file.language.tag, file.messages]));
    expect(leaf(byTag.get('en'), 'Common.change_language')).toBe('Українська');
    expect(leaf(byTag.get('uk'), 'Common.change_language')).toBe('English');
  });
});
