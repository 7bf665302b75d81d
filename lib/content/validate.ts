// The rich-text allowlist: the node and mark types a page document may contain, the attributes each
// may carry, and which children go where. The same walk serves two callers:
//   validateDoc (PUT /api/content): strict, reports every problem with its path (400 to the client);
//   sanitizeDoc (renderDoc, restore): lenient, drops whatever is not allowed and keeps the rest.
//
// Policy, decided once:
//   - an unknown node or mark type is refused (strict) / dropped with its subtree (lenient);
//   - an unknown attribute is dropped silently: editors add harmless ones (`class`, defaults);
//   - a URL attribute that breaks the rules (link href, image src, video src) is refused, because
//     that is where script gets in;
//   - a presentational attribute with an invalid value (colour, size, alignment, widths, code
//     language, a link target other than _blank) is dropped: pasted text brings such values and
//     losing a colour is better than refusing the save.
import {
  LINK_REL,
  MAX_TEXT_CHARACTERS,
  TEXT_ALIGNMENTS,
  checkImageSrc,
  normalizeColor,
  normalizeFontSize,
  normalizeHref,
  parseYoutubeId,
  youtubeEmbedSrc,
} from './allowlist';
import type { TiptapDoc, TiptapNode } from './default-doc';

export type TiptapMark = NonNullable<TiptapNode['marks']>[number];

export type ValidateResult =
  { ok: true; doc: TiptapDoc; characters: number } | { ok: false; errors: Record<string, string> };

/** Deeper nesting than any real page has; the limit keeps a hostile document from overflowing the stack. */
const MAX_DEPTH = 48;
const MAX_ERRORS = 20;

type Attrs = Record<string, unknown>;
type Context = 'block' | 'inline';

interface NodeRule {
  /** What the node's children are: block nodes, inline nodes, plain text, or named types. */
  children: 'block' | 'inline' | 'text' | 'none' | readonly string[];
  /** Where the node may appear. */
  context: readonly Context[] | 'special';
  /** Checks and cleans the attributes; `fail` reports a refusal. */
  attrs?: (attrs: Attrs, fail: (attr: string, message: string) => void) => Attrs;
}

const BLOCK: readonly Context[] = ['block'];
const INLINE: readonly Context[] = ['inline'];

function textAlign(attrs: Attrs): Attrs {
  const align = attrs.textAlign;
  return typeof align === 'string' && (TEXT_ALIGNMENTS as readonly string[]).includes(align)
    ? { textAlign: align }
    : {};
}

function positiveInt(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : undefined;
}

function dimensions(attrs: Attrs): Attrs {
  const out: Attrs = {};
  const width = positiveInt(attrs.width, 10_000);
  const height = positiveInt(attrs.height, 10_000);
  if (width !== undefined) out.width = width;
  if (height !== undefined) out.height = height;
  return out;
}

function plainText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

function cellAttrs(attrs: Attrs): Attrs {
  const colspan = positiveInt(attrs.colspan, 1000) ?? 1;
  const rowspan = positiveInt(attrs.rowspan, 1000) ?? 1;
  const out: Attrs = { colspan, rowspan };
  const widths = attrs.colwidth;
  if (
    Array.isArray(widths) &&
    widths.length === colspan &&
    widths.every((width) => width === 0 || positiveInt(width, 10_000) !== undefined)
  ) {
    out.colwidth = widths.map(Number);
  }
  return out;
}

const NODES: Record<string, NodeRule> = {
  doc: { children: 'block', context: 'special' },
  paragraph: { children: 'inline', context: BLOCK, attrs: textAlign },
  heading: {
    children: 'inline',
    context: BLOCK,
    attrs: (attrs, fail) => {
      const level = attrs.level;
      if (level !== 1 && level !== 2 && level !== 3) fail('level', 'A heading level is 1, 2 or 3');
      return { level, ...textAlign(attrs) };
    },
  },
  text: { children: 'none', context: INLINE },
  hardBreak: { children: 'none', context: INLINE },
  bulletList: { children: ['listItem'], context: BLOCK },
  orderedList: {
    children: ['listItem'],
    context: BLOCK,
    attrs: (attrs) => {
      const out: Attrs = {};
      const start = attrs.start;
      if (typeof start === 'number' && Number.isInteger(start) && Math.abs(start) <= 1_000_000)
        out.start = start;
      if (typeof attrs.type === 'string' && ['1', 'a', 'A', 'i', 'I'].includes(attrs.type))
        out.type = attrs.type;
      return out;
    },
  },
  listItem: { children: 'block', context: 'special' },
  taskList: { children: ['taskItem'], context: BLOCK },
  taskItem: {
    children: 'block',
    context: 'special',
    attrs: (attrs) => ({ checked: attrs.checked === true }),
  },
  blockquote: { children: 'block', context: BLOCK },
  codeBlock: {
    children: 'text',
    context: BLOCK,
    attrs: (attrs) => {
      const language = attrs.language;
      return typeof language === 'string' && /^[A-Za-z0-9_+#.-]{1,32}$/.test(language)
        ? { language }
        : {};
    },
  },
  horizontalRule: { children: 'none', context: BLOCK },
  image: {
    children: 'none',
    // The editor may place images inline or as blocks; both are the same element on the page.
    context: ['block', 'inline'],
    attrs: (attrs, fail) => {
      const checked = checkImageSrc(attrs.src);
      if ('problem' in checked) {
        fail(
          'src',
          checked.problem === 'too_large'
            ? 'An inline image is too large: upload it as an asset instead'
            : 'An image must be an https URL, an uploaded image or a PNG, JPEG, GIF or WebP data URL',
        );
        return {};
      }
      const out: Attrs = { src: checked.src, ...dimensions(attrs) };
      const alt = plainText(attrs.alt, 500);
      const title = plainText(attrs.title, 500);
      if (alt !== undefined) out.alt = alt;
      if (title) out.title = title;
      return out;
    },
  },
  youtube: {
    children: 'none',
    context: BLOCK,
    attrs: (attrs, fail) => {
      const id = parseYoutubeId(attrs.src);
      if (!id) {
        fail('src', 'A video must be a YouTube address');
        return {};
      }
      const out: Attrs = { src: youtubeEmbedSrc(id), ...dimensions(attrs) };
      const start = attrs.start;
      if (typeof start === 'number' && Number.isInteger(start) && start > 0 && start < 86_400)
        out.start = start;
      return out;
    },
  },
  table: { children: ['tableRow'], context: BLOCK },
  tableRow: { children: ['tableCell', 'tableHeader'], context: 'special' },
  tableCell: { children: 'block', context: 'special', attrs: cellAttrs },
  tableHeader: { children: 'block', context: 'special', attrs: cellAttrs },
};

type MarkRule = (attrs: Attrs, fail: (attr: string, message: string) => void) => Attrs | null;

const noAttrs: MarkRule = () => ({});

const MARKS: Record<string, MarkRule> = {
  bold: noAttrs,
  italic: noAttrs,
  underline: noAttrs,
  strike: noAttrs,
  code: noAttrs,
  subscript: noAttrs,
  superscript: noAttrs,
  highlight: (attrs) => {
    const color = normalizeColor(attrs.color);
    return color ? { color } : {};
  },
  textStyle: (attrs) => {
    const out: Attrs = {};
    const color = normalizeColor(attrs.color);
    const fontSize = normalizeFontSize(attrs.fontSize);
    if (color) out.color = color;
    if (fontSize) out.fontSize = fontSize;
    return out;
  },
  link: (attrs, fail) => {
    const href = normalizeHref(attrs.href);
    if (!href) {
      fail('href', 'A link must be http, https, mailto or tel (or a path on this site)');
      return null;
    }
    return attrs.target === '_blank'
      ? { href, target: '_blank', rel: LINK_REL }
      : { href, rel: LINK_REL };
  },
};

/** The node types a document may contain. */
export const ALLOWED_NODE_TYPES: readonly string[] = Object.keys(NODES);
/** The mark types a document may contain. */
export const ALLOWED_MARK_TYPES: readonly string[] = Object.keys(MARKS);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

class Walker {
  readonly errors: Record<string, string> = {};
  private errorCount = 0;
  characters = 0;

  constructor(private readonly strict: boolean) {}

  fail(path: string, message: string): void {
    if (!this.strict || this.errorCount >= MAX_ERRORS || path in this.errors) return;
    this.errors[path || 'doc'] = message;
    this.errorCount += 1;
  }

  /** A cleaned node, or null when it is dropped (lenient) or refused (strict). */
  node(input: unknown, path: string, context: Context | 'child', depth: number): TiptapNode | null {
    if (!isObject(input) || typeof input.type !== 'string') {
      this.fail(path, 'Not a document node');
      return null;
    }
    const type = input.type;
    const rule = Object.hasOwn(NODES, type) ? NODES[type] : undefined;
    if (!rule || type === 'doc') {
      this.fail(join(path, 'type'), `The node type '${type.slice(0, 40)}' is not allowed`);
      return null;
    }
    if (depth > MAX_DEPTH) {
      this.fail(path, 'The document is nested too deeply');
      return null;
    }
    // 'special' nodes (list items, rows, cells) exist only inside their one parent type.
    const placed =
      context === 'child' || (rule.context !== 'special' && rule.context.includes(context));
    if (!placed) {
      this.fail(
        join(path, 'type'),
        `'${type}' cannot appear ${context === 'block' ? 'between blocks' : 'inside text'}`,
      );
      return null;
    }

    const out: TiptapNode = { type };
    let refused = false;
    if (rule.attrs) {
      const attrs = rule.attrs(isObject(input.attrs) ? input.attrs : {}, (attr, message) => {
        refused = true;
        this.fail(join(path, 'attrs', attr), message);
      });
      if (refused) return null;
      if (Object.keys(attrs).length > 0) out.attrs = attrs;
    }

    if (type === 'text') {
      if (typeof input.text !== 'string') {
        this.fail(join(path, 'text'), 'A text node needs text');
        return null;
      }
      // ProseMirror has no empty text nodes; an empty one is simply left out.
      if (input.text === '') return null;
      out.text = input.text;
      this.characters += input.text.length;
    }

    if (
      rule.context !== 'special' &&
      rule.context.includes('inline') &&
      input.marks !== undefined
    ) {
      const marks = this.marks(input.marks, join(path, 'marks'));
      if (marks === null) return null;
      if (marks.length > 0) out.marks = marks;
    }

    if (rule.children !== 'none') {
      const children = this.children(input.content, path, rule.children, depth);
      if (children === null) return null;
      if (children.length > 0) out.content = children;
    }
    return out;
  }

  private children(
    input: unknown,
    path: string,
    kind: Exclude<NodeRule['children'], 'none'>,
    depth: number,
  ): TiptapNode[] | null {
    if (input === undefined) return [];
    const contentPath = join(path, 'content');
    if (!Array.isArray(input)) {
      this.fail(contentPath, 'Content must be a list of nodes');
      return null;
    }
    const out: TiptapNode[] = [];
    input.forEach((child: unknown, index) => {
      const childPath = join(contentPath, String(index));
      let node: TiptapNode | null;
      if (kind === 'block' || kind === 'inline') {
        node = this.node(child, childPath, kind, depth + 1);
      } else if (kind === 'text') {
        // A code block holds plain text only: marks inside it are dropped, other nodes refused.
        if (isObject(child) && child.type === 'text') {
          node = this.node({ type: 'text', text: child.text }, childPath, 'inline', depth + 1);
        } else {
          this.fail(join(childPath, 'type'), 'A code block holds plain text only');
          node = null;
        }
      } else {
        const type = isObject(child) ? child.type : undefined;
        if (typeof type === 'string' && kind.includes(type)) {
          node = this.node(child, childPath, 'child', depth + 1);
        } else {
          this.fail(join(childPath, 'type'), `Only ${kind.join(' or ')} may appear here`);
          node = null;
        }
      }
      if (node) out.push(node);
    });
    return out;
  }

  /** Cleaned marks; null when a refused mark makes the whole node refused (strict). */
  private marks(input: unknown, path: string): TiptapMark[] | null {
    if (!Array.isArray(input)) {
      this.fail(path, 'Marks must be a list');
      return this.strict ? null : [];
    }
    const out: TiptapMark[] = [];
    const seen = new Set<string>();
    let refused = false;
    input.forEach((mark: unknown, index) => {
      const markPath = join(path, String(index));
      if (!isObject(mark) || typeof mark.type !== 'string') {
        refused = true;
        this.fail(markPath, 'Not a mark');
        return;
      }
      const rule = Object.hasOwn(MARKS, mark.type) ? MARKS[mark.type] : undefined;
      if (!rule) {
        refused = true;
        this.fail(
          join(markPath, 'type'),
          `The mark type '${mark.type.slice(0, 40)}' is not allowed`,
        );
        return;
      }
      const attrs = rule(isObject(mark.attrs) ? mark.attrs : {}, (attr, message) =>
        this.fail(join(markPath, 'attrs', attr), message),
      );
      if (attrs === null) {
        refused = true;
        return;
      }
      if (seen.has(mark.type)) return;
      seen.add(mark.type);
      out.push(Object.keys(attrs).length > 0 ? { type: mark.type, attrs } : { type: mark.type });
    });
    // Lenient: a bad link loses its link but keeps its text.
    return refused && this.strict ? null : out;
  }

  doc(input: unknown): TiptapDoc | null {
    if (!isObject(input) || input.type !== 'doc') {
      this.fail('type', "A document's type is 'doc'");
      return null;
    }
    const content = this.children(input.content, '', 'block', 0);
    if (content === null) return null;
    // An empty document is stored the way the editor would make it: one empty paragraph.
    return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
  }
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join('.');
}

/**
 * Checks a Tiptap document against the allowlist. On success returns the cleaned document (unknown
 * attributes dropped, link rel forced, video sources reduced to the no-cookie embed of their id)
 * and its text length; otherwise the problems keyed by path inside the document
 * (`content.0.content.1.marks.0.attrs.href`).
 */
export function validateDoc(input: unknown, maxCharacters = MAX_TEXT_CHARACTERS): ValidateResult {
  const walker = new Walker(true);
  const doc = walker.doc(input);
  if (!doc || Object.keys(walker.errors).length > 0) {
    return {
      ok: false,
      errors: Object.keys(walker.errors).length > 0 ? walker.errors : { doc: 'Not a document' },
    };
  }
  if (walker.characters > maxCharacters) {
    return {
      ok: false,
      errors: {
        doc: `The text is ${walker.characters} characters long; the limit is ${maxCharacters}`,
      },
    };
  }
  return { ok: true, doc, characters: walker.characters };
}

/** The allowed part of any document: what is not allowed is dropped. Never fails. */
export function sanitizeDoc(input: unknown): TiptapDoc {
  return new Walker(false).doc(input) ?? { type: 'doc', content: [{ type: 'paragraph' }] };
}
