import type { Editor } from '@tiptap/react';

/**
 * Whether `destroy()` has run: it drops the editor's schema (and its storage, commands and
 * extensions) since Tiptap 3.23. Not `isDestroyed`: that is also true of an editor not mounted
 * yet, whose state is whole and read.
 */
export function isEditorDestroyed(editor: Editor): boolean {
  return (editor.schema as Editor['schema'] | null) === null;
}

/**
 * A `useEditorState` selector that answers `fallback` for an editor already destroyed. When an
 * editor is replaced (a reload of its document, a remount), Tiptap 3 can run the selectors once
 * more on the old one before React renders with the new (ueberdosis/tiptap#7586), and reading its
 * storage, schema or commands then threw: the page's error boundary replaced the whole dashboard
 * page ("Something went wrong") for a counter's sake.
 */
export function whileAlive<T>(
  select: (context: { editor: Editor }) => T,
  fallback: T,
): (context: { editor: Editor }) => T {
  return (context) => (isEditorDestroyed(context.editor) ? fallback : select(context));
}
