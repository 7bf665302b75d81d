// The house rules of messages/GLOSSARY.md as code, for tests/unit/messages-typography.test.ts.
// The glossary is the input: its refused words ("Words we do not use", column "Caught as") and the
// ids of the rules it marks as checked are read from the markdown, so the page and the test cannot
// drift apart. Each rule reads what a visitor sees: ICU arguments, plural and select syntax and tags
// are taken out first, and every plural/select variant is checked on its own line.

/** A piece of an ICU message: literal text, a simple argument, or a plural/select with variants. */
export type IcuNode =
  | string
  | { arg: string; type: 'simple' | 'number' | 'other' }
  | { arg: string; type: 'plural' | 'select' | 'selectordinal'; options: [string, IcuNode[]][] };

/** Parses an ICU message; throws on unbalanced braces or a malformed argument. */
export function parseIcu(message: string): IcuNode[] {
  const [nodes, end] = parseNodes(message, 0);
  if (end !== message.length) throw new Error(`Unbalanced '}' at ${end} in: ${message}`);
  return nodes;
}

function parseNodes(source: string, start: number): [IcuNode[], number] {
  const nodes: IcuNode[] = [];
  let text = '';
  let index = start;
  const flush = () => {
    if (text) nodes.push(text);
    text = '';
  };
  while (index < source.length) {
    const char = source[index]!;
    if (char === '}') break;
    if (char !== '{') {
      text += char;
      index += 1;
      continue;
    }
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(source.slice(index));
    if (!head) throw new Error(`Bad argument at ${index} in: ${source}`);
    flush();
    index += head[0].length;
    const [, arg = '', type, after] = head;
    if (after === '}') {
      nodes.push({ arg, type: type === 'number' ? 'number' : type ? 'other' : 'simple' });
      continue;
    }
    if (type !== 'plural' && type !== 'select' && type !== 'selectordinal') {
      // A number/date/time argument with a style: its value is shown, not its style.
      const close = source.indexOf('}', index);
      if (close < 0) throw new Error(`Unclosed argument in: ${source}`);
      nodes.push({ arg, type: type === 'number' ? 'number' : 'other' });
      index = close + 1;
      continue;
    }
    const options: [string, IcuNode[]][] = [];
    for (;;) {
      const option = /^\s*(?:offset:\d+\s*)?(=?[\w-]+)\s*\{/.exec(source.slice(index));
      if (!option) {
        const close = /^\s*\}/.exec(source.slice(index));
        if (!close) throw new Error(`Bad ${type} option at ${index} in: ${source}`);
        index += close[0].length;
        break;
      }
      index += option[0].length;
      const [variant, end] = parseNodes(source, index);
      if (source[end] !== '}') throw new Error(`Unclosed ${type} option in: ${source}`);
      options.push([option[1]!, variant]);
      index = end + 1;
    }
    nodes.push({ arg, type, options });
  }
  flush();
  return [nodes, index];
}

/**
 * The literal text of an ICU message: a simple argument becomes `{}`, `#` in a plural stays `#`
 * (a number), each plural/select variant is kept on its own line, tags are dropped. Throws on
 * unbalanced braces, so a broken message fails here too.
 */
export function literalText(message: string): string {
  const flatten = (nodes: IcuNode[]): string =>
    nodes
      .map((node) =>
        typeof node === 'string'
          ? node
          : 'options' in node
            ? node.options.map(([, variant]) => `\n${flatten(variant)}\n`).join('')
            : '{}',
      )
      .join('');
  return flatten(parseIcu(message)).replace(/<\/?[a-zA-Z]+>/g, '');
}

/** Argument names a message uses as numbers: a plural's, a selectordinal's, a `number`'s. */
export function numberArguments(message: string): string[] {
  const names: string[] = [];
  const walk = (nodes: IcuNode[]) => {
    for (const node of nodes) {
      if (typeof node === 'string') continue;
      if (node.type === 'plural' || node.type === 'selectordinal' || node.type === 'number')
        names.push(node.arg);
      if ('options' in node) for (const [, variant] of node.options) walk(variant);
    }
  };
  walk(parseIcu(message));
  return names;
}

// ---------------------------------------------------------------------------------------------
// The glossary as data

/** A row of "Words we do not use": what it refuses, and its own examples. */
export interface RefusedTerm {
  /** The «…» of the "Not" column: each must be caught by this row. */
  examples: string[];
  /** The «…» of the "Use" column: each must pass every row. */
  uses: string[];
  patterns: RegExp[];
  /** The "Caught as" cell, for messages. */
  label: string;
}

/** A row of the typography table: its rule id and its examples. */
export interface TypographyRow {
  rule: string;
  right: string[];
  wrong: string[];
}

export interface Glossary {
  refused: RefusedTerm[];
  typography: TypographyRow[];
  /** Every rule id the glossary marks as checked (typography's "Test" column, "✔ checked:" marks). */
  checked: string[];
}

/** The rows of the first markdown table after `heading`, keyed by the header's column names. */
function tableAfter(markdown: string, heading: string): Record<string, string>[] {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.startsWith('#') && line.includes(heading));
  if (start < 0) throw new Error(`GLOSSARY.md has no section "${heading}"`);
  const table: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (line.startsWith('|')) table.push(line);
    else if (table.length) break;
  }
  const cells = (line: string) =>
    line
      .slice(1, line.lastIndexOf('|'))
      .split('|')
      .map((cell) => cell.trim());
  const [header, , ...rows] = table;
  if (!header || !rows.length) throw new Error(`GLOSSARY.md: no table under "${heading}"`);
  const names = cells(header);
  return rows.map((row) => Object.fromEntries(cells(row).map((cell, i) => [names[i], cell])));
}

const codeSpans = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
const quoted = (cell: string) => [...cell.matchAll(/«([^«»]+)»/g)].map((match) => match[1]!);

/** A "Caught as" item: a word beginning, or a regular expression between slashes. */
function refusedPattern(item: string): RegExp {
  if (item.startsWith('/') && item.endsWith('/') && item.length > 2)
    return new RegExp(item.slice(1, -1), 'iu');
  return new RegExp(`(?<!\\p{L})${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'iu');
}

export function readGlossary(markdown: string): Glossary {
  const refused = tableAfter(markdown, 'Words we do not use (✔ checked)').map((row) => {
    const items = codeSpans(row['Caught as'] ?? '');
    if (!items.length) throw new Error(`GLOSSARY.md: ${row.Not} has no "Caught as"`);
    return {
      examples: quoted(row.Not ?? ''),
      uses: quoted(row.Use ?? ''),
      patterns: items.map(refusedPattern),
      label: items.join(', '),
    };
  });
  const typography = tableAfter(markdown, 'Typography (✔ checked)').map((row) => {
    const [rule] = codeSpans(row.Test ?? '');
    if (!rule) throw new Error(`GLOSSARY.md: typography row "${row.Rule}" names no test`);
    return { rule, right: codeSpans(row.Right ?? ''), wrong: codeSpans(row.Wrong ?? '') };
  });
  const marks = [...markdown.matchAll(/✔ checked: ([^)]*)\)/g)].flatMap((match) =>
    [...match[1]!.matchAll(/`([\w-]+)`/g)].map((id) => id[1]!),
  );
  const checked = [...typography.map((row) => row.rule), ...marks];
  if (refused.length) checked.push(REFUSED_TERM);
  return { refused, typography, checked };
}

// ---------------------------------------------------------------------------------------------
// The rules

/** A problem a rule found in a message: the rule's id (as GLOSSARY.md names it) and why. */
export interface Problem {
  rule: string;
  reason: string;
}

export interface UkrainianContext {
  refused: RefusedTerm[];
  /** Arguments that are numbers in some message (besides the message's own plurals). */
  numberArguments: ReadonlySet<string>;
}

export const REFUSED_TERM = 'refused-term';

const LETTER = '\\p{L}';
const CYRILLIC = '\\p{Script=Cyrillic}';

/** Units that take a no-break space after their number (`{max} МБ` too); they never decline. */
const UNITS = ['МБ', 'КБ', 'ГБ', 'ТБ', 'Б', 'пікс\\p{L}*', 'px', '%', 'хв', 'год', 'с', 'км', 'м'];
const UNIT = new RegExp(`^(?:${UNITS.join('|')})$`, 'u');

/**
 * Latin words a Ukrainian string may hold: names of services and formats, address schemes, the
 * characters allowed in a username, an example time zone and page address, the README's section
 * it points to. Anything else is an English word left untranslated.
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
  // The mail records the Settings tab's Mail panel looks up, by their standard names.
  'DNS',
  'TXT',
  'SPF',
  'DKIM',
  'DMARC',
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
  'README',
  'Backups',
  'pysanka',
]);

const DAY = '(?:Пн|Вт|Ср|Чт|Пт|Сб|Нд)';
const TIME = '(?:\\d{1,2}|\\{\\})(?::\\d\\d)?';
/** A range written with a hyphen, an em dash, or a spaced en dash: `9:00 - 17:00`, `Пн - Пт`. */
const BAD_RANGE = new RegExp(
  `(?<![\\d-])${TIME}(?:\\s*[-—]\\s*|\\s+–\\s*|–\\s+)${TIME}(?![\\d-])|(?<!${LETTER})${DAY}(?:\\s*[-—]\\s*|\\s+–\\s*|–\\s+)${DAY}(?!${LETTER})`,
  'u',
);

/** Rules on the literal text (see literalText), by id. */
const TEXT_RULES: Record<string, (text: string) => string | null> = {
  ellipsis: (text) => (text.includes('...') ? 'three dots instead of …' : null),
  quotes: (text) => (text.includes('"') ? 'straight quotes instead of «…»' : null),
  'nested-quotes': (text) => {
    for (const line of text.split('\n')) {
      let depth = 0;
      for (const char of line) {
        if (char === '«' && ++depth > 1) return '«…» inside «…»: the inner quotes are „…“';
        if (char === '»') depth = Math.max(0, depth - 1);
      }
    }
    return null;
  },
  apostrophe: (text) => {
    if (text.includes('\u02BC')) return 'U+02BC instead of the apostrophe ’ (U+2019)';
    if (new RegExp(`${CYRILLIC}'|'${CYRILLIC}`, 'u').test(text))
      return "straight apostrophe ' instead of ’";
    return null;
  },
  'unit-space': (text) =>
    new RegExp(`(?:\\d|\\{\\}|#) (?:${UNITS.join('|')})(?!${LETTER})`, 'u').test(text)
      ? 'a number and its unit without a no-break space'
      : null,
  'time-space': (text) =>
    new RegExp(`(?<!${LETTER})(?:о|об) (?:\\d|\\{\\})`, 'u').test(text)
      ? '«о/об» before a time without a no-break space'
      : null,
  'dash-space': (text) => {
    if (/[^\u00a0\n]—/u.test(text)) return '«—» without a no-break space before it';
    if (/\s–\s/u.test(text)) return 'a spaced en dash «–» where the dash is «—»';
    return null;
  },
  'range-dash': (text) =>
    BAD_RANGE.test(text) ? 'a range without an unspaced en dash (9:00–17:00, Пн–Пт)' : null,
  english: (text) => {
    const words = text.match(/[A-Za-z./]*[A-Za-z]+(?:\/[A-Za-z]+)*/g) ?? [];
    const english = words.filter((word) => !LATIN_ALLOWED.has(word));
    return english.length ? `English word(s) ${english.map((w) => `«${w}»`).join(', ')}` : null;
  },
};

/** Rules on the message's structure, by id. */
const STRUCTURE_RULES: Record<
  string,
  (nodes: IcuNode[], context: UkrainianContext, own: ReadonlySet<string>) => string[]
> = {
  'plural-forms': (nodes) => {
    const found: string[] = [];
    walk(nodes, (node) => {
      if (typeof node === 'string' || node.type !== 'plural') return;
      const keys = new Set(node.options.map(([key]) => key));
      const missing = ['one', 'few', 'many', 'other'].filter((key) => !keys.has(key));
      if (missing.length) found.push(`the plural {${node.arg}} lacks ${missing.join(', ')}`);
    });
    return found;
  },
  'number-noun': (nodes, context, own) => {
    const found: string[] = [];
    walkLists(nodes, (list) => {
      list.forEach((node, i) => {
        if (typeof node === 'string' || node.type !== 'simple') return;
        if (!own.has(node.arg) && !context.numberArguments.has(node.arg)) return;
        const next = list[i + 1];
        const word = typeof next === 'string' ? /^[ \u00a0]+(\p{L}+)/u.exec(next)?.[1] : undefined;
        if (word && word.length >= 3 && !UNIT.test(word))
          found.push(`the number {${node.arg}} meets «${word}» outside a plural`);
      });
    });
    return found;
  },
  'language-name': (nodes) => {
    const found: string[] = [];
    walkLists(nodes, (list, inOther) => {
      if (inOther) return;
      list.forEach((node, i) => {
        if (typeof node === 'string' || node.type !== 'simple') return;
        if (node.arg !== 'name' && node.arg !== 'language') return;
        const before = list[i - 1];
        const after = list[i + 1];
        if (
          typeof before === 'string' &&
          before.endsWith('(') &&
          typeof after === 'string' &&
          after.startsWith(')')
        )
          found.push(`({${node.arg}}) outside a select's other: use the language's code`);
      });
    });
    return found;
  },
};

function walk(nodes: IcuNode[], visit: (node: IcuNode) => void): void {
  for (const node of nodes) {
    visit(node);
    if (typeof node !== 'string' && 'options' in node)
      for (const [, variant] of node.options) walk(variant, visit);
  }
}

/** Each list of sibling nodes, and whether it is a select's `other` variant. */
function walkLists(
  nodes: IcuNode[],
  visit: (list: IcuNode[], inOther: boolean) => void,
  inOther = false,
): void {
  visit(nodes, inOther);
  for (const node of nodes) {
    if (typeof node === 'string' || !('options' in node)) continue;
    for (const [key, variant] of node.options)
      walkLists(variant, visit, node.type === 'select' && key === 'other');
  }
}

/** Every rule id the code checks in a Ukrainian message (GLOSSARY.md must mark each). */
export const UKRAINIAN_RULES = [
  ...Object.keys(TEXT_RULES),
  ...Object.keys(STRUCTURE_RULES),
  REFUSED_TERM,
];

/** The refused words in a text, by the glossary's rows. */
export function refusedTerms(text: string, refused: RefusedTerm[]): Problem[] {
  return refused
    .filter((row) => row.patterns.some((pattern) => pattern.test(text)))
    .map((row) => ({ rule: REFUSED_TERM, reason: `glossary's refused word (${row.label})` }));
}

/** The problems of one Ukrainian message. */
export function ukrainianProblems(message: string, context: UkrainianContext): Problem[] {
  const text = literalText(message);
  const nodes = parseIcu(message);
  const own = new Set(numberArguments(message));
  const problems: Problem[] = [];
  for (const [rule, check] of Object.entries(TEXT_RULES)) {
    const reason = check(text);
    if (reason) problems.push({ rule, reason });
  }
  for (const [rule, check] of Object.entries(STRUCTURE_RULES))
    for (const reason of check(nodes, context, own)) problems.push({ rule, reason });
  problems.push(...refusedTerms(text, context.refused));
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

/** Rules for every language: no U+02BC, and «…» not three dots, except where the spec names it. */
export function commonProblems(message: string, key: string, isDefault: boolean): Problem[] {
  const text = literalText(message);
  const problems: Problem[] = [];
  if (text.includes('\u02BC'))
    problems.push({ rule: 'apostrophe', reason: 'U+02BC instead of the apostrophe ’ (U+2019)' });
  if (text.includes('...') && !(isDefault && SPEC_TEXTS_WITH_DOTS.has(key)))
    problems.push({ rule: 'ellipsis', reason: 'three dots instead of …' });
  return problems;
}

/** English quotes are “…” and ‘…’; «…» is the Ukrainian file's. */
export function englishProblems(message: string): Problem[] {
  return /[«»]/.test(literalText(message))
    ? [{ rule: 'english-quotes', reason: '«…» in English: use “…”' }]
    : [];
}
