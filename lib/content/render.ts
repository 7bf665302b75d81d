// Server-side HTML for a page document: Tiptap's static renderer with the editor's own extension
// list, so every node and mark is rendered by the same renderHTML the editor uses (escaping text
// and attribute values). The document is sanitized first (lib/content/validate.ts): only what the
// schema and the attribute rules allow reaches the renderer. No DOM, no editor: it runs in a React
// Server Component as is.
import type { AnyExtension } from '@tiptap/core';
import {
  renderToHTMLString,
  serializeAttrsToHTMLString,
  serializeChildrenToHTMLString,
} from '@tiptap/static-renderer/pm/html-string';
import type { Node as PMNode } from '@tiptap/pm/model';
import { contentExtensions } from './extensions';
import { sanitizedNode } from './validate';

type NodeRenderer = (props: { node: PMNode; children?: string | string[] }) => string;

export interface RenderOptions {
  /** Title of embedded video frames (an iframe needs an accessible name). */
  videoTitle?: string;
  /** Prefix of element ids (task items label their checkbox); unique per document on a page. */
  idPrefix?: string;
}

/**
 * A table cell without Tiptap's `colwidth` attribute, which is not HTML: the widths are already in
 * the table's colgroup.
 */
function cell(tag: 'td' | 'th'): NodeRenderer {
  return ({ node, children }) => {
    const { colspan, rowspan, align } = node.attrs;
    const attrs = {
      colspan: colspan !== 1 ? colspan : null,
      rowspan: rowspan !== 1 ? rowspan : null,
      style: align ? `text-align: ${align}` : null,
    };
    return `<${tag}${serializeAttrsToHTMLString(attrs)}>${serializeChildrenToHTMLString(children)}</${tag}>`;
  };
}

const extensionsByVideoTitle = new Map<string, AnyExtension[]>();

/** The extension list for one video title, built once (building it is most of a small render). */
function extensionsFor(videoTitle: string): AnyExtension[] {
  let extensions = extensionsByVideoTitle.get(videoTitle);
  if (!extensions) {
    extensions = contentExtensions({ videoTitle });
    if (extensionsByVideoTitle.size < 16) extensionsByVideoTitle.set(videoTitle, extensions);
  }
  return extensions;
}

/**
 * The HTML of a stored page document. Whatever the input, only what the schema and the attribute
 * rules allow comes out, with every value escaped.
 */
export function renderDoc(doc: unknown, options: RenderOptions = {}): string {
  const idPrefix = options.idPrefix ?? 'rt';
  let taskCount = 0;
  return renderToHTMLString({
    content: sanitizedNode(doc),
    extensions: extensionsFor(options.videoTitle ?? 'YouTube video'),
    options: {
      nodeMapping: {
        tableCell: cell('td'),
        tableHeader: cell('th'),
        // NOTE: our own markup. Tiptap's task item puts the checkbox in an
        // unnamed label; here it is read-only and named by the item's own text, so a screen
        // reader hears "<text>, checked".
        taskItem: ({ node, children }) => {
          const id = `${idPrefix}-task-${(taskCount += 1)}`;
          const checked = node.attrs.checked === true;
          const item = { 'data-type': 'taskItem', 'data-checked': String(checked) };
          const box = {
            type: 'checkbox',
            checked: checked ? 'checked' : null,
            disabled: 'disabled',
            'aria-labelledby': id,
          };
          return (
            `<li${serializeAttrsToHTMLString(item)}><input${serializeAttrsToHTMLString(box)}>` +
            `<div${serializeAttrsToHTMLString({ id })}>${serializeChildrenToHTMLString(children)}</div></li>`
          );
        },
      },
    },
  });
}
