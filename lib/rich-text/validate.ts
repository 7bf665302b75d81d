// Page documents checked by the editor's own ProseMirror schema (lib/rich-text/extensions.ts): a
// document is built with `Node.fromJSON` and `check()`ed, so the server accepts exactly the shapes
// the editor can hold. Before that, every node and mark passes the attribute rules
// (lib/rich-text/attribute-rules.ts), which judge what the schema cannot: URLs, hosts, colours, sizes.
//   validateDoc (PUT /api/content): strict, reports the problems by path (400 to the client);
//   sanitizeDoc (rendering, restoring old revisions): lenient, keeps what it can and never fails.
import type { Node as PMNode, Schema } from '@tiptap/pm/model';
import { MAX_TEXT_CHARACTERS } from './allowlist';
import {
  MARK_ATTRIBUTE_RULES,
  NODE_ATTRIBUTE_RULES,
  allowedAttributes,
  type Attrs,
} from './attribute-rules';
import type { TiptapDoc, TiptapNode } from './default-doc';
import { contentSchema } from './extensions';

export type TiptapMark = NonNullable<TiptapNode['marks']>[number];

export type ValidateResult =
  { ok: true; doc: TiptapDoc; characters: number } | { ok: false; errors: Record<string, string> };

/** Deeper nesting than any real page has; the limit keeps a hostile document from overflowing the stack. */
const MAX_DEPTH = 48;
const MAX_ERRORS = 20;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function join(...parts: string[]): string {
  return parts.filter(Boolean).join('.');
}

/**
 * Prepares the JSON for the schema: types the schema does not know and attribute values the rules
 * refuse are reported (strict) or left out (lenient); allowed attributes are cleaned. Empty text
 * nodes, which ProseMirror cannot hold and editors sometimes send, are left out.
 */
class AttributePass {
  readonly errors: Record<string, string> = {};

  constructor(
    private readonly schema: Schema,
    private readonly strict: boolean,
  ) {}

  fail(path: string, message: string): void {
    if (!this.strict || Object.keys(this.errors).length >= MAX_ERRORS) return;
    this.errors[path || 'doc'] ??= message;
  }

  node(input: unknown, path: string, depth: number): TiptapNode | null {
    if (!isObject(input) || typeof input.type !== 'string') {
      this.fail(path, 'Not a document node');
      return null;
    }
    const type = input.type;
    if (!Object.hasOwn(this.schema.nodes, type) || type === this.schema.topNodeType.name) {
      this.fail(join(path, 'type'), `The node type '${type.slice(0, 40)}' is not allowed`);
      return null;
    }
    if (depth > MAX_DEPTH) {
      this.fail(path, 'The document is nested too deeply');
      return null;
    }
    let refused = false;
    const attrs = allowedAttributes(NODE_ATTRIBUTE_RULES, type, input.attrs, (attr, message) => {
      refused = true;
      this.fail(join(path, 'attrs', attr), message);
    });
    if (refused) return null;
    const out: TiptapNode = Object.keys(attrs).length > 0 ? { type, attrs } : { type };

    if (type === 'text') {
      if (typeof input.text !== 'string') {
        this.fail(join(path, 'text'), 'A text node needs text');
        return null;
      }
      if (input.text === '') return null;
      out.text = input.text;
    }
    if (input.marks !== undefined) {
      const marks = this.marks(input.marks, join(path, 'marks'));
      if (marks === null) return null;
      if (marks.length > 0) out.marks = marks;
    }
    if (input.content !== undefined) {
      const content = this.content(input.content, path, depth);
      if (content === null) return null;
      if (content.length > 0) out.content = content;
    }
    return out;
  }

  content(input: unknown, path: string, depth: number): TiptapNode[] | null {
    if (!Array.isArray(input)) {
      this.fail(join(path, 'content'), 'Content must be a list of nodes');
      return this.strict ? null : [];
    }
    const out: TiptapNode[] = [];
    input.forEach((child: unknown, index) => {
      const node = this.node(child, join(path, 'content', String(index)), depth + 1);
      if (node) out.push(node);
    });
    return out;
  }

  /** The allowed marks; null when a refused mark refuses the whole node (strict). */
  private marks(input: unknown, path: string): TiptapMark[] | null {
    if (!Array.isArray(input)) {
      this.fail(path, 'Marks must be a list');
      return this.strict ? null : [];
    }
    const out: TiptapMark[] = [];
    let refused = false;
    input.forEach((mark: unknown, index) => {
      const markPath = join(path, String(index));
      if (!isObject(mark) || typeof mark.type !== 'string') {
        refused = true;
        this.fail(markPath, 'Not a mark');
        return;
      }
      if (!Object.hasOwn(this.schema.marks, mark.type)) {
        refused = true;
        this.fail(
          join(markPath, 'type'),
          `The mark type '${mark.type.slice(0, 40)}' is not allowed`,
        );
        return;
      }
      let markRefused = false;
      const attrs: Attrs = allowedAttributes(
        MARK_ATTRIBUTE_RULES,
        mark.type,
        mark.attrs,
        (attr, message) => {
          markRefused = true;
          this.fail(join(markPath, 'attrs', attr), message);
        },
      );
      // Lenient: a bad link loses its link but keeps its text.
      if (markRefused) refused = true;
      else
        out.push(Object.keys(attrs).length > 0 ? { type: mark.type, attrs } : { type: mark.type });
    });
    return refused && this.strict ? null : out;
  }
}

/** The path (in the JSON) of the deepest node whose content the schema refuses, or ''. */
function invalidContentPath(node: PMNode, path: string): string {
  for (let index = 0; index < node.childCount; index += 1) {
    const found = invalidContentPath(node.child(index), join(path, 'content', String(index)));
    if (found !== '') return found;
  }
  return node.type.validContent(node.content) ? '' : path || 'doc';
}

/** A checked document, or the schema's objection. */
function build(schema: Schema, json: unknown): { doc: PMNode } | { path: string; message: string } {
  let doc: PMNode;
  try {
    doc = schema.nodeFromJSON(json);
  } catch (error) {
    return { path: 'doc', message: error instanceof Error ? error.message : 'Not a document' };
  }
  try {
    doc.check();
    return { doc };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Invalid content';
    return {
      path: invalidContentPath(doc, ''),
      message: `The editor cannot hold this: ${message.slice(0, 200)}`,
    };
  }
}

/**
 * The stored form of a checked document: the schema's JSON without attributes that are null (the
 * schema's "not set"), so an untouched paragraph stays `{type: 'paragraph'}` and loading it again
 * gives the same document.
 */
function storedJson(doc: PMNode): TiptapDoc {
  const compact = (json: TiptapNode): TiptapNode => {
    const out: TiptapNode = { ...json };
    if (json.attrs) {
      const attrs = Object.fromEntries(Object.entries(json.attrs).filter(([, v]) => v !== null));
      if (Object.keys(attrs).length > 0) out.attrs = attrs;
      else delete out.attrs;
    }
    if (json.marks) out.marks = json.marks.map((mark) => compact(mark) as TiptapMark);
    if (json.content) out.content = json.content.map(compact);
    return out;
  };
  return compact(doc.toJSON() as TiptapNode) as TiptapDoc;
}

/** Text length as the editor's character counter measures it (a leaf node such as an image is 1). */
function countCharacters(doc: PMNode): number {
  return doc.textBetween(0, doc.content.size, undefined, ' ').length;
}

function prepare(input: unknown, strict: boolean) {
  const schema = contentSchema();
  const pass = new AttributePass(schema, strict);
  if (!isObject(input) || input.type !== schema.topNodeType.name) {
    pass.fail('type', "A document's type is 'doc'");
    return { schema, pass, content: null };
  }
  const content = input.content === undefined ? [] : pass.content(input.content, '', 0);
  return { schema, pass, content };
}

/** An empty document is stored the way the editor makes it: one empty paragraph. */
function docJson(content: TiptapNode[]): TiptapDoc {
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

/**
 * Checks a Tiptap document against the schema and the attribute rules. On success returns the
 * document as the schema writes it (unknown attributes dropped, unset ones left out, link rel
 * forced, video sources reduced to the no-cookie embed of their id) and its text length; otherwise
 * the problems keyed by path inside the document (`content.0.content.1.marks.0.attrs.href`).
 */
export function validateDoc(input: unknown, maxCharacters = MAX_TEXT_CHARACTERS): ValidateResult {
  const { schema, pass, content } = prepare(input, true);
  if (content === null || Object.keys(pass.errors).length > 0) {
    return {
      ok: false,
      errors: Object.keys(pass.errors).length > 0 ? pass.errors : { doc: 'Not a document' },
    };
  }
  const built = build(schema, docJson(content));
  if (!('doc' in built)) return { ok: false, errors: { [built.path]: built.message } };
  const characters = countCharacters(built.doc);
  if (characters > maxCharacters) {
    return {
      ok: false,
      errors: { doc: `The text is ${characters} characters long; the limit is ${maxCharacters}` },
    };
  }
  return { ok: true, doc: storedJson(built.doc), characters };
}

/**
 * The top-level blocks the schema accepts one by one: inline nodes found between blocks are
 * gathered into a paragraph, and a block the schema refuses keeps its text as a paragraph.
 */
function salvageBlocks(schema: Schema, content: TiptapNode[]): PMNode[] {
  const blocks: PMNode[] = [];
  let inline: PMNode[] = [];
  const flush = () => {
    if (inline.length > 0) blocks.push(schema.nodes.paragraph!.create(null, inline));
    inline = [];
  };
  for (const child of content) {
    const built = build(schema, child);
    if ('doc' in built && built.doc.isInline) {
      inline.push(built.doc);
      continue;
    }
    flush();
    if ('doc' in built) {
      blocks.push(built.doc);
      continue;
    }
    try {
      const text = schema.nodeFromJSON(child).textContent;
      if (text) blocks.push(schema.nodes.paragraph!.create(null, schema.text(text)));
    } catch {
      // Nothing readable in it: left out.
    }
  }
  flush();
  return blocks;
}

/** The allowed part of any document, as a node of the content schema (what the renderer takes). */
export function sanitizedNode(input: unknown): PMNode {
  const { schema, content } = prepare(input, false);
  const empty = () => schema.nodeFromJSON(docJson([]));
  if (content === null) return empty();
  const built = build(schema, docJson(content));
  if ('doc' in built) return built.doc;
  const blocks = salvageBlocks(schema, content);
  const salvaged = build(schema, { type: 'doc', content: blocks.map((block) => block.toJSON()) });
  return 'doc' in salvaged && blocks.length > 0 ? salvaged.doc : empty();
}

/** The allowed part of any document: what is not allowed is dropped. Never fails. */
export function sanitizeDoc(input: unknown): TiptapDoc {
  return storedJson(sanitizedNode(input));
}
