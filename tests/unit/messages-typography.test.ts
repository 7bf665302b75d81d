// Every messages file against the house rules of messages/GLOSSARY.md: typography («…» quotes, ’
// apostrophe, … ellipsis, no-break spaces, dashes), no English words left in a translation, ICU
// plurals with every Ukrainian form, language names by code, and none of the glossary's refused
// words. The glossary is read here: its refused words and the ids of its checked rules are the
// test's input (tests/support/message-rules.ts), and its own examples are self-tests.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import { loadMessages } from '@/lib/i18n/messages';
import {
  commonProblems,
  englishProblems,
  literalText,
  numberArguments,
  readGlossary,
  REFUSED_TERM,
  refusedTerms,
  UKRAINIAN_RULES,
  ukrainianProblems,
  type UkrainianContext,
} from '../support/message-rules';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string' ? [[name, value] as [string, string]] : leaves(value, name);
  });
}

const glossary = readGlossary(
  readFileSync(path.join(process.cwd(), 'messages', 'GLOSSARY.md'), 'utf8'),
);

const files = await Promise.all(
  languages.map(async (language) => ({
    language,
    entries: leaves((await loadMessages(language.tag)) as unknown as Tree),
  })),
);

/**
 * An argument that is a number in any message of any file (a plural's, a `number`'s) is one
 * everywhere: `{min}` is a plural in Login.passwordRules, so «Щонайменше {min} символів» is
 * caught in another key. The names listed here are numbers even before any file uses them so.
 */
const context: UkrainianContext = {
  refused: glossary.refused,
  numberArguments: new Set([
    'count',
    'min',
    'max',
    'limit',
    'keep',
    'total',
    ...files.flatMap((file) => file.entries.flatMap(([, message]) => numberArguments(message))),
  ]),
};

const problemsOf = (message: string) => ukrainianProblems(message, context);
const rulesOf = (message: string) => [...new Set(problemsOf(message).map((p) => p.rule))];

describe('messages files: typography and vocabulary', () => {
  it.each(files.map((file) => [file.language.tag, file] as const))(
    '%s: every message parses and follows the common rules',
    (_tag, { language, entries }) => {
      const found = entries.flatMap(([key, message]) =>
        commonProblems(message, key, language.code === defaultLanguage.code).map(
          (problem) => `${key}: ${problem.reason}`,
        ),
      );
      expect(found).toEqual([]);
    },
  );

  it('English uses English quotes', () => {
    const english = files.find((file) => file.language.tag === 'en');
    expect(english).toBeDefined();
    const found = english!.entries.flatMap(([key, message]) =>
      englishProblems(message).map((problem) => `${key}: ${problem.reason}`),
    );
    expect(found).toEqual([]);
  });

  it('Ukrainian follows the glossary and Ukrainian typography', () => {
    const ukrainian = files.find((file) => file.language.tag === 'uk');
    expect(ukrainian).toBeDefined();
    const found = ukrainian!.entries.flatMap(([key, message]) =>
      problemsOf(message).map((problem) => `${key}: [${problem.rule}] ${problem.reason}`),
    );
    expect(found).toEqual([]);
  });
});

describe('the glossary and the test check the same rules', () => {
  it('every rule the glossary marks as checked is a rule of the test, and every rule is marked', () => {
    expect([...new Set(glossary.checked)].sort()).toEqual([...UKRAINIAN_RULES].sort());
  });

  it('reads every refused word and every typography row', () => {
    // The glossary's tables as they stand; a row that failed to parse would be missing here.
    expect(glossary.refused.length).toBeGreaterThanOrEqual(15);
    expect(glossary.typography.length).toBeGreaterThanOrEqual(9);
    for (const row of glossary.refused) expect(row.examples.length, row.label).toBeGreaterThan(0);
  });

  it.each(glossary.refused.map((row) => [row.examples.join(', '), row] as const))(
    'refused «%s»: caught by its own row; its "Use" words pass',
    (_examples, row) => {
      for (const example of row.examples)
        expect(refusedTerms(example, [row]), example).toHaveLength(1);
      for (const use of row.uses) expect(refusedTerms(use, glossary.refused), use).toEqual([]);
    },
  );

  it.each(glossary.typography.map((row) => [row.rule, row] as const))(
    'typography `%s`: the "Wrong" examples are caught by it, the "Right" ones pass every rule',
    (rule, row) => {
      expect(row.wrong.length).toBeGreaterThan(0);
      for (const example of row.wrong) expect(rulesOf(example), example).toContain(rule);
      for (const example of row.right) expect(problemsOf(example), example).toEqual([]);
    },
  );
});

describe('the rules catch what they should', () => {
  // The 13 errors the second review planted in a copy of uk.json (issue 36), and more of each kind.
  it.each([
    ['Позначка бюлетеня', REFUSED_TERM],
    ['Понизити до редактора', REFUSED_TERM],
    ['Стрічка розкладу для календаря', REFUSED_TERM],
    ['Завіт турботи', REFUSED_TERM],
    ['Повне ім’я', REFUSED_TERM],
    ['Востаннє редагував(-ла) {name}', REFUSED_TERM],
    ['{count, plural, one {# символ} other {# символів}}', 'plural-forms'],
    ['Типово — неділя', 'dash-space'],
    ['Години: 9:00 - 17:00', 'range-dash'],
    ['Назва ({name})', 'language-name'],
    ['Щонайменше {min} символів.', 'number-noun'],
    ['Завантаження...', 'ellipsis'],
    ['Наприклад, Weekly або Special', 'english'],
    // More of each kind.
    ['Оберіть тему', REFUSED_TERM],
    ['Посилання на мапу', REFUSED_TERM],
    ['Відкликати схвалення', REFUSED_TERM],
    ['Парафіяльний вісник', REFUSED_TERM],
    ['Наш пастор', REFUSED_TERM],
    ['Ця сторінка має чернетку(-и)', REFUSED_TERM],
    ['З понеділка до пʼятниці', 'apostrophe'],
    ["П'ятниця", 'apostrophe'],
    ['Натисніть "Зберегти"', 'quotes'],
    ['Натисніть «Кнопка «Зберегти»»', 'nested-quotes'],
    ['До 25 МБ', 'unit-space'],
    ['До {max} МБ', 'unit-space'],
    ['{n, plural, one {# МБ} few {# МБ} many {# МБ} other {# МБ}}', 'unit-space'],
    ['Початок о 9:30', 'time-space'],
    ['Копія—це файл', 'dash-space'],
    ['Копія – це файл', 'dash-space'],
    ['Пн-Пт 9:00–17:00', 'range-dash'],
    ['Сб 9:00 – 14:00', 'range-dash'],
    ['{keep, plural, one {# копія} few {# копії} other {# копій}}', 'plural-forms'],
    ['сторінка «{title}» ({language})', 'language-name'],
    ['Опис ({language, select, ua {українською} other {англійською}}) ({name})', 'language-name'],
    ['зберігаються {keep} найновіших', 'number-noun'],
  ])('«%s»: %s', (message, rule) => {
    expect(rulesOf(message)).toContain(rule);
  });

  it('accepts what is right', () => {
    for (const message of [
      'До {max}\u00a0МБ',
      'Першої неділі місяця об\u00a011:30',
      'Копіювати адресу (URL) зображення з вкладки «Файли»',
      '{count, plural, one {# символ} few {# символи} many {# символів} other {# символу}}',
      'Ім’я користувача: латинські літери a–z',
      'Виберіть тему <link>тут</link>: {name}',
      'Стрічка бюлетенів (RSS)',
      'Завітайте до нас',
      'Резервна копія\u00a0— це один файл',
      'Пн–Пт 9:00–17:00, Сб 9:00–14:00',
      'Дата: 2026-12-20, телефон 555-0100',
      'Назва ({language, select, en {англійською} ua {українською} other {{name}}})',
      '{language, select, en {Англійський текст} other {Текст для перекладу ({name})}}',
      'Символів у тексті: {count}',
      'Сторінка {page} з {pages}',
      'Щонайменше {min, plural, one {# символ} few {# символи} many {# символів} other {# символу}}.',
      'Ви увійшли як {username} ({role}).',
      '«Розділ „Файли“»',
    ]) {
      expect(problemsOf(message), message).toEqual([]);
    }
  });

  it('English: «…» is caught, “…” passes', () => {
    expect(englishProblems('Under «{name}»').map((problem) => problem.rule)).toEqual([
      'english-quotes',
    ]);
    expect(englishProblems('Under “{name}”')).toEqual([]);
  });

  it('refuses a broken message', () => {
    expect(() => literalText('Назва ({language, select, en {англійською}')).toThrow();
    expect(() => literalText('Назва }')).toThrow();
  });

  it('refuses a glossary whose checked table has no "Caught as" or no test', () => {
    expect(() =>
      readGlossary(
        '## Words we do not use (✔ checked)\n\n| Not | Use | Why |\n| - | - | - |\n| «мапа» | «карта» | x |\n\n## Typography (✔ checked)\n\n| Rule | Right | Wrong | Test |\n| - | - | - | - |\n| a | `…` | `...` | `ellipsis` |\n',
      ),
    ).toThrow(/Caught as/);
    expect(() =>
      readGlossary(
        '## Words we do not use (✔ checked)\n\n| Not | Use | Why | Caught as |\n| - | - | - | - |\n| «мапа» | «карта» | x | `мап` |\n\n## Typography (✔ checked)\n\n| Rule | Right | Wrong | Test |\n| - | - | - | - |\n| a | `…` | `...` | |\n',
      ),
    ).toThrow(/names no test/);
  });
});
