// Server-side HTML for a page document: Tiptap's static renderer with the editor's own extension
// list, so every node and mark is rendered by the same renderHTML the editor uses (escaping text
// and attribute values). The document is sanitized first (lib/rich-text/validate.ts): only what the
// schema and the attribute rules allow reaches the renderer. No DOM, no editor: it runs in a React
// Server Component as is.
import { getAttributesFromExtensions, resolveExtensions, splitExtensions } from '@tiptap/core';
import type { Mark as PMMark, Node as PMNode } from '@tiptap/pm/model';
import {
  domOutputSpecToHTMLString,
  mapMarkExtensionToReactNode,
  mapNodeExtensionToReactNode,
  serializeAttrsToHTMLString,
  serializeChildrenToHTMLString,
} from '@tiptap/static-renderer/pm/html-string';
import { escapeHTML, renderJSONContentToString } from '@tiptap/static-renderer/json/html-string';
import { contentExtensions } from './extensions';
import { sanitizedNode } from './validate';

type Children = string | string[];
type NodeRenderer = (props: { node: PMNode; children?: Children }) => string;

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

/** Ids of task-item labels in the document being rendered (rendering is synchronous). */
let nextTaskId = () => 'rt-task';

// NOTE: our own markup. Tiptap's task item puts the checkbox in an unnamed label; here it is
// read-only and named by the item's own text, so a screen reader hears "<text>, checked".
const taskItem: NodeRenderer = ({ node, children }) => {
  const id = nextTaskId();
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
};

/**
 * What `renderToHTMLString` builds on every call (each extension's renderHTML mapped to a node or
 * mark renderer), built once per video title: on a small page that set-up is most of the work.
 */
function buildRenderer(videoTitle: string) {
  const extensions = resolveExtensions(contentExtensions({ videoTitle }));
  const attributes = getAttributesFromExtensions(extensions);
  const { nodeExtensions, markExtensions } = splitExtensions(extensions);
  const nodeMapping = Object.fromEntries(
    nodeExtensions.map((extension) =>
      mapNodeExtensionToReactNode(domOutputSpecToHTMLString, extension, attributes),
    ),
  );
  const markMapping = Object.fromEntries(
    markExtensions.map((extension) =>
      mapMarkExtensionToReactNode(domOutputSpecToHTMLString, extension, attributes),
    ),
  );
  return renderJSONContentToString<PMMark, PMNode>({
    nodeMapping: {
      ...nodeMapping,
      doc: ({ children }) => serializeChildrenToHTMLString(children),
      text: ({ node }) => escapeHTML(node.text ?? ''),
      tableCell: cell('td'),
      tableHeader: cell('th'),
      taskItem,
    },
    markMapping,
  });
}

const renderers = new Map<string, ReturnType<typeof buildRenderer>>();

function rendererFor(videoTitle: string) {
  let renderer = renderers.get(videoTitle);
  if (!renderer) {
    renderer = buildRenderer(videoTitle);
    if (renderers.size < 16) renderers.set(videoTitle, renderer);
  }
  return renderer;
}

/**
 * The HTML of a stored page document. Whatever the input, only what the schema and the attribute
 * rules allow comes out, with every value escaped.
 */
export function renderDoc(doc: unknown, options: RenderOptions = {}): string {
  const idPrefix = options.idPrefix ?? 'rt';
  let taskCount = 0;
  nextTaskId = () => `${idPrefix}-task-${(taskCount += 1)}`;
  return rendererFor(options.videoTitle ?? 'YouTube video')({ content: sanitizedNode(doc) });
}
