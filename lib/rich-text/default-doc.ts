/** A Tiptap/ProseMirror document as stored (JSON). */
export interface TiptapDoc {
  type: 'doc';
  content: TiptapNode[];
}

export interface TiptapNode {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TiptapNode[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}

/** The specification's default document: one paragraph reading 'Start typing here...'. */
export function defaultDoc(): TiptapDoc {
  return {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Start typing here...' }] }],
  };
}

/** A document with nothing in it: one empty paragraph (the editor shows its placeholder). */
export function emptyDoc(): TiptapDoc {
  return { type: 'doc', content: [{ type: 'paragraph' }] };
}

/**
 * Whether a stored document has text of its own for the editor to start from: not missing, and
 * not the specification's default document, which the API stores and answers as it is but the
 * editor treats as empty (its words are the placeholder, never text to select and delete).
 */
export function hasOwnText(doc: TiptapDoc | null | undefined): doc is TiptapDoc {
  if (!doc || !Array.isArray(doc.content) || doc.content.length === 0) return false;
  if (JSON.stringify(doc) === JSON.stringify(defaultDoc())) return false;
  // Empty paragraphs alone are nothing to start from either.
  const holdsSomething = (node: TiptapNode): boolean =>
    node.type === 'text'
      ? Boolean(node.text)
      : node.type !== 'paragraph' || (node.content ?? []).some(holdsSomething);
  return doc.content.some(holdsSomething);
}
