// Server-side HTML for a page document. The document first goes through the allowlist (sanitizeDoc),
// then each allowed node and mark has its own small renderer below: there is no generic path from a
// JSON attribute to an HTML attribute, so nothing outside the allowlist can be emitted. Every text
// and attribute value is escaped. No DOM, no editor: it runs in a React Server Component as is.
import type { TiptapDoc, TiptapNode } from './default-doc';
import { sanitizeDoc, type TiptapMark } from './validate';

export interface RenderOptions {
  /** Title of embedded video frames (an iframe needs an accessible name). */
  videoTitle?: string;
  /** Prefix of element ids (task items label their checkbox); unique per document on a page. */
  idPrefix?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

type AttrValue = string | number | boolean | null | undefined;

/** ` name="value"` pairs; false/null/undefined are left out, true is a bare attribute. */
function attributes(attrs: Record<string, AttrValue>): string {
  let out = '';
  for (const [name, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
function num(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

function alignStyle(node: TiptapNode): string | undefined {
  const align = str(node.attrs?.textAlign);
  return align ? `text-align: ${align}` : undefined;
}

// Outermost first, so a link around partly bold text stays one <a> (as ProseMirror's serializer does).
const MARK_ORDER = [
  'link',
  'bold',
  'italic',
  'underline',
  'strike',
  'subscript',
  'superscript',
  'highlight',
  'textStyle',
  'code',
];

function openMark(mark: TiptapMark): string {
  const attrs = mark.attrs ?? {};
  switch (mark.type) {
    case 'link':
      return `<a${attributes({ href: str(attrs.href), target: str(attrs.target), rel: str(attrs.rel) })}>`;
    case 'bold':
      return '<strong>';
    case 'italic':
      return '<em>';
    case 'underline':
      return '<u>';
    case 'strike':
      return '<s>';
    case 'code':
      return '<code>';
    case 'subscript':
      return '<sub>';
    case 'superscript':
      return '<sup>';
    case 'highlight': {
      const color = str(attrs.color);
      return color
        ? `<mark${attributes({ 'data-color': color, style: `background-color: ${color}; color: inherit` })}>`
        : '<mark>';
    }
    case 'textStyle': {
      const styles = [
        str(attrs.color) && `color: ${str(attrs.color)}`,
        str(attrs.fontSize) && `font-size: ${str(attrs.fontSize)}`,
      ].filter(Boolean);
      return `<span${attributes({ style: styles.join('; ') || undefined })}>`;
    }
    default:
      return '';
  }
}

const CLOSE: Record<string, string> = {
  link: '</a>',
  bold: '</strong>',
  italic: '</em>',
  underline: '</u>',
  strike: '</s>',
  code: '</code>',
  subscript: '</sub>',
  superscript: '</sup>',
  highlight: '</mark>',
  textStyle: '</span>',
};

function sameMark(a: TiptapMark, b: TiptapMark): boolean {
  return a.type === b.type && JSON.stringify(a.attrs ?? {}) === JSON.stringify(b.attrs ?? {});
}

function sortedMarks(node: TiptapNode): TiptapMark[] {
  return [...(node.marks ?? [])].sort(
    (a, b) => MARK_ORDER.indexOf(a.type) - MARK_ORDER.indexOf(b.type),
  );
}

class Renderer {
  private taskCount = 0;

  constructor(private readonly options: Required<RenderOptions>) {}

  blocks(nodes: TiptapNode[] | undefined): string {
    return (nodes ?? []).map((node) => this.block(node)).join('');
  }

  /** Inline content, reopening only the marks that change between neighbours. */
  inline(nodes: TiptapNode[] | undefined): string {
    let out = '';
    const open: TiptapMark[] = [];
    for (const node of nodes ?? []) {
      const marks = sortedMarks(node);
      let keep = 0;
      while (keep < open.length && keep < marks.length && sameMark(open[keep]!, marks[keep]!))
        keep += 1;
      while (open.length > keep) out += CLOSE[open.pop()!.type] ?? '';
      for (const mark of marks.slice(keep)) {
        out += openMark(mark);
        open.push(mark);
      }
      out += this.inlineNode(node);
    }
    while (open.length > 0) out += CLOSE[open.pop()!.type] ?? '';
    return out;
  }

  private inlineNode(node: TiptapNode): string {
    switch (node.type) {
      case 'text':
        return escapeHtml(node.text ?? '');
      case 'hardBreak':
        return '<br>';
      case 'image':
        return this.image(node);
      default:
        return '';
    }
  }

  private image(node: TiptapNode): string {
    const attrs = node.attrs ?? {};
    return `<img${attributes({
      src: str(attrs.src),
      alt: str(attrs.alt) ?? '',
      title: str(attrs.title),
      width: num(attrs.width),
      height: num(attrs.height),
      loading: 'lazy',
      decoding: 'async',
    })}>`;
  }

  private block(node: TiptapNode): string {
    const attrs = node.attrs ?? {};
    switch (node.type) {
      case 'paragraph':
        return `<p${attributes({ style: alignStyle(node) })}>${this.inline(node.content)}</p>`;
      case 'heading': {
        const level = num(attrs.level) ?? 2;
        return `<h${level}${attributes({ style: alignStyle(node) })}>${this.inline(node.content)}</h${level}>`;
      }
      case 'bulletList':
        return `<ul>${this.blocks(node.content)}</ul>`;
      case 'orderedList': {
        const start = num(attrs.start);
        return `<ol${attributes({ start: start !== undefined && start !== 1 ? start : undefined, type: str(attrs.type) })}>${this.blocks(node.content)}</ol>`;
      }
      case 'listItem':
        return `<li>${this.blocks(node.content)}</li>`;
      case 'taskList':
        return `<ul data-type="taskList">${this.blocks(node.content)}</ul>`;
      case 'taskItem': {
        // The checkbox is named by the item's own text, so a screen reader hears "<text>, checked".
        const id = `${this.options.idPrefix}-task-${(this.taskCount += 1)}`;
        const checked = attrs.checked === true;
        return (
          `<li${attributes({ 'data-type': 'taskItem', 'data-checked': String(checked) })}>` +
          `<input${attributes({ type: 'checkbox', checked, disabled: true, 'aria-labelledby': id })}>` +
          `<div${attributes({ id })}>${this.blocks(node.content)}</div></li>`
        );
      }
      case 'blockquote':
        return `<blockquote>${this.blocks(node.content)}</blockquote>`;
      case 'codeBlock': {
        const language = str(attrs.language);
        return `<pre><code${attributes({ class: language ? `language-${language}` : undefined })}>${this.inline(node.content)}</code></pre>`;
      }
      case 'horizontalRule':
        return '<hr>';
      case 'image':
        return this.image(node);
      case 'youtube':
        return this.youtube(node);
      case 'table':
        return this.table(node);
      case 'tableRow':
        return `<tr>${this.blocks(node.content)}</tr>`;
      case 'tableCell':
      case 'tableHeader': {
        const tag = node.type === 'tableHeader' ? 'th' : 'td';
        const colspan = num(attrs.colspan);
        const rowspan = num(attrs.rowspan);
        return `<${tag}${attributes({ colspan: colspan !== 1 ? colspan : undefined, rowspan: rowspan !== 1 ? rowspan : undefined })}>${this.blocks(node.content)}</${tag}>`;
      }
      default:
        return '';
    }
  }

  private youtube(node: TiptapNode): string {
    const attrs = node.attrs ?? {};
    const src = str(attrs.src);
    if (!src) return '';
    const start = num(attrs.start);
    return `<div data-youtube-video><iframe${attributes({
      src: `${src}?controls=0${start ? `&start=${start}` : ''}`,
      title: this.options.videoTitle,
      width: num(attrs.width) ?? 640,
      height: num(attrs.height) ?? 360,
      loading: 'lazy',
      allowfullscreen: true,
      allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share',
      referrerpolicy: 'strict-origin-when-cross-origin',
    })}></iframe></div>`;
  }

  /** Column widths from the first row, as the editor's resizable columns store them. */
  private table(node: TiptapNode): string {
    const firstRow = node.content?.[0]?.content ?? [];
    const cols: string[] = [];
    let total = 0;
    let fixed = true;
    for (const cell of firstRow) {
      const span = num(cell.attrs?.colspan) ?? 1;
      const widths = Array.isArray(cell.attrs?.colwidth) ? (cell.attrs.colwidth as unknown[]) : [];
      for (let index = 0; index < span; index += 1) {
        const width = num(widths[index]);
        if (width) {
          total += width;
          cols.push(`<col style="width: ${width}px">`);
        } else {
          // The editor's minimum cell width.
          fixed = false;
          total += 25;
          cols.push('<col style="min-width: 25px">');
        }
      }
    }
    const style = cols.length > 0 ? `${fixed ? 'width' : 'min-width'}: ${total}px` : undefined;
    return (
      `<div class="tableWrapper"><table${attributes({ style })}>` +
      `<colgroup>${cols.join('')}</colgroup><tbody>${this.blocks(node.content)}</tbody></table></div>`
    );
  }
}

/**
 * The HTML of a stored page document. Whatever the input, only allowlisted nodes, marks and
 * attributes come out (the document is sanitized first), with every value escaped.
 */
export function renderDoc(doc: TiptapDoc | unknown, options: RenderOptions = {}): string {
  const renderer = new Renderer({
    videoTitle: options.videoTitle ?? 'YouTube video',
    idPrefix: options.idPrefix ?? 'rt',
  });
  return renderer.blocks(sanitizeDoc(doc).content);
}
