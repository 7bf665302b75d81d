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
