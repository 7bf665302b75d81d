// Every messages file against the house rules of messages/GLOSSARY.md: typography («…» quotes, ’
// apostrophe, … ellipsis, no-break spaces), no English words left in a translation, and none of
// the glossary's 'not' terms. The rules read the text a visitor sees: ICU arguments, plural and
// select syntax and tags are taken out first, every plural/select variant is checked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[name, value] as [string, string]] : leaves(value, name);
  });
}

/**
 * The literal text of an ICU message: a simple argument becomes `{}`, `#` in a plural stays `#`
 * (a number), each plural/select variant is kept on its own line, tags are dropped. Throws on
 * unbalanced braces, so a broken message fails here too.
 */
export function literalText(message: string): string {
  const [text, end] = parseMessage(message, 0);
  if (end !== message.length) throw new Error(`Unbalanced '}' at ${end} in: ${message}`);
  return text.replace(/<\/?[a-zA-Z]+>/g, '');
}

function parseMessage(source: string, start: number): [string, number] {
  let out = '';
  let index = start;
  while (index < source.length) {
    const char = source[index]!;
    if (char === '}') return [out, index];
    if (char !== '{') {
      out += char;
      index += 1;
      continue;
    }
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(source.slice(index));
    if (!head) throw new Error(`Bad argument at ${index} in: ${source}`);
    index += head[0].length;
    const type = head[2];
    if (head[3] === '}') {
      out += '{}';
      continue;
    }
    if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') {
      // A number/date/time argument with a style: its value is shown, not its style.
      const close = source.indexOf('}', index);
      if (close < 0) throw new Error(`Unclosed argument in: ${source}`);
      out += '{}';
      index = close + 1;
      continue;
    }
    for (;;) {
      const option = /^\s*(?:offset:\d+\s*)?(=?[\w-]+)\s*\{/.exec(source.slice(index));
      if (!option) {
        const close = /^\s*\}/.exec(source.slice(index));
        if (!close) throw new Error(`Bad ${type} option at ${index} in: ${source}`);
        index += close[0].length;
        break;
      }
      index += option[0].length;
      const [variant, end] = parseMessage(source, index);
      if (source[end] !== '}') throw new Error(`Unclosed ${type} option in: ${source}`);
      out += `\n${variant}\n`;
      index = end + 1;
    }
  }
  return [out, index];
}

const LETTER = '\\p{L}';
const CYRILLIC = '\\p{Script=Cyrillic}';

/** Units that take a no-break space after their number (`{max} МБ` too). */
const UNITS = ['МБ', 'КБ', 'ГБ', 'ТБ', 'Б', 'пікс\\p{L}*', 'px', '%', 'хв', 'год', 'с', 'км', 'м'];

/**
 * Glossary 'not' terms (messages/GLOSSARY.md, "Words we do not use"), as word beginnings: any
 * form of the word is refused, in any case of its first letter.
 */
export const NOT_TERMS = [
  'оберіть',
  'обрати',
  'мапа',
  'мапу',
  'мапі',
  'мапи',
  'відклик',
  'вісник',
  'пастор',
];

/**
 * Latin words a Ukrainian string may hold: names of services and formats, address schemes, the
 * characters allowed in a username, an example time zone. Anything else is an English word left
 * untranslated.
 */
const LATIN_ALLOWED = new Set([
  'Facebook',
  'YouTube',
  'Instagram',
  'Google',
  'Outlook',
  'Maps',
  'PDF',
  'DOC',
  'DOCX',
  'JPEG',
  'PNG',
  'WebP',
  'GIF',
  'HTML',
  'URL',
  'RSS',
  'http',
  'https',
  'mailto',
  'tel',
  'a',
  'z',
  'America/Toronto',
  'English',
  '.pdf',
  '.doc',
  '.docx',
  '/uploads/images',
]);

/** The problems of one Ukrainian string (its literal text), each as a short reason. */
export function ukrainianProblems(text: string): string[] {
  const problems: string[] = [];
  if (text.includes('...')) problems.push('three dots instead of …');
  if (text.includes('\u02BC')) problems.push('U+02BC instead of the apostrophe ’ (U+2019)');
  if (new RegExp(`${CYRILLIC}'|'${CYRILLIC}`, 'u').test(text))
    problems.push("straight apostrophe ' instead of ’");
  if (text.includes('"')) problems.push('straight quotes instead of «…»');
  const unit = new RegExp(`(?:\\d|\\{\\}|#) (?:${UNITS.join('|')})(?!${LETTER})`, 'u');
  if (unit.test(text)) problems.push('a number and its unit without a no-break space');
  if (new RegExp(`(?<!${LETTER})(?:о|об) (?:\\d|\\{\\})`, 'u').test(text))
    problems.push('«о/об» before a time without a no-break space');
  const latin = text.match(/[A-Za-z./]*[A-Za-z]+(?:\/[A-Za-z]+)*/g) ?? [];
  for (const word of latin) {
    if (!LATIN_ALLOWED.has(word)) problems.push(`English word «${word}»`);
  }
  for (const term of NOT_TERMS) {
    if (new RegExp(`(?<!${LETTER})${term}`, 'iu').test(text))
      problems.push(`glossary 'not' term «${term}…»`);
  }
  return problems;
}

/** Rules for every language: no U+02BC, and «…» not three dots, except where the spec names it. */
export function commonProblems(text: string, key: string, isDefault: boolean): string[] {
  const problems: string[] = [];
  if (text.includes('\u02BC')) problems.push('U+02BC instead of the apostrophe ’ (U+2019)');
  if (text.includes('...') && !(isDefault && SPEC_TEXTS_WITH_DOTS.has(key)))
    problems.push('three dots instead of …');
  return problems;
}

/**
 * The specification names these English texts with three dots ('Translating...', 'Loading...', and
 * the empty editor's 'Start typing here...').
 */
const SPEC_TEXTS_WITH_DOTS = new Set([
  'Site.translating',
  'Editor.loading',
  'EditorStart.placeholder',
]);

const files = await Promise.all(
  languages.map(async (language) => ({
    language,
    entries: leaves((await loadMessages(language.tag)) as unknown as Tree),
  })),
);

describe('messages files: typography and vocabulary', () => {
  it.each(files.map((file) => [file.language.tag, file] as const))(
    '%s: every message parses and follows the common rules',
    (_tag, { language, entries }) => {
      const found = entries.flatMap(([key, message]) =>
        commonProblems(literalText(message), key, language.code === defaultLanguage.code).map(
          (problem) => `${key}: ${problem}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );

  it('Ukrainian follows the glossary and Ukrainian typography', () => {
    const ukrainian = files.find((file) => file.language.tag === 'uk');
    expect(ukrainian).toBeDefined();
    const found = ukrainian!.entries.flatMap(([key, message]) =>
      ukrainianProblems(literalText(message)).map((problem) => `${key}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('the glossary lists every refused term', () => {
    const glossary = readFileSync(path.join(process.cwd(), 'messages', 'GLOSSARY.md'), 'utf8');
    for (const term of ['Оберіть', 'мапа', 'Відкликати', 'вісник', 'пастор'])
      expect(glossary).toContain(`«${term}»`);
  });
});

describe('the rules catch what they should', () => {
  it.each([
    ['Завантаження...', 'three dots'],
    ['З понеділка до пʼятниці', 'U+02BC'],
    ["П'ятниця", 'straight apostrophe'],
    ['Натисніть "Зберегти"', 'straight quotes'],
    ['До 25 МБ', 'no-break space'],
    ['До {max} МБ', 'no-break space'],
    ['{n, plural, one {# МБ} other {# МБ}}', 'no-break space'],
    ['Початок о 9:30', '«о/об»'],
    ['Наприклад, Weekly або Special', 'English word'],
    ['Оберіть тему', "'not' term"],
    ['Посилання на мапу', "'not' term"],
    ['Відкликати схвалення', "'not' term"],
    ['Парафіяльний вісник', "'not' term"],
    ['Наш пастор', "'not' term"],
  ])('«%s»: %s', (message, expected) => {
    const problems = ukrainianProblems(literalText(message));
    expect(problems.join('; ')).toContain(expected);
  });

  it('accepts what is right', () => {
    for (const message of [
      'До {max}\u00a0МБ',
      'Першої неділі місяця об\u00a011:30',
      'Копіювати адресу (URL) зображення з розділу «Файли»',
      '{count, plural, one {# символ} few {# символи} many {# символів} other {# символу}}',
      'Ім’я користувача: латинські літери a–z',
      'Виберіть тему <link>тут</link>: {name}',
    ]) {
      expect(ukrainianProblems(literalText(message)), message).toEqual([]);
    }
  });

  it('refuses a broken message', () => {
    expect(() => literalText('Назва ({language, select, en {англійською}')).toThrow();
    expect(() => literalText('Назва }')).toThrow();
  });
});
