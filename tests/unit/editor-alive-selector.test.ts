import { Editor as CoreEditor } from '@tiptap/core';
import type { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { whileAlive } from '@/components/editor/alive-selector';
import { IDLE_TOOLBAR_STATE, selectToolbarState } from '@/components/editor/toolbar-state';
import { createEditorExtensions } from '@/lib/rich-text/editor-extensions';

// Tiptap 3 may run useEditorState's selectors once more on an editor it has just destroyed
// (ueberdosis/tiptap#7586); the selectors must not throw then, or the page's error boundary
// replaces the dashboard page.

/** The site's editor with "Hi" in it, without an element: it runs without a view, as on a server. */
function siteEditor(): Editor {
  return new CoreEditor({
    element: null,
    extensions: createEditorExtensions(),
    content: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
    },
  }) as unknown as Editor;
}

const characters = (editor: Editor) =>
  (
    editor.storage as unknown as Record<string, { characters(): number }>
  ).characterCount!.characters();

describe('editor selectors on a destroyed editor', () => {
  it('throw without the guard, and answer the fallback with it', () => {
    const editor = siteEditor();
    expect(characters(editor)).toBe(2);
    editor.destroy();
    expect(() => selectToolbarState({ editor })).toThrow();
    expect(() => characters(editor)).toThrow();
    expect(whileAlive(selectToolbarState, IDLE_TOOLBAR_STATE)({ editor })).toBe(IDLE_TOOLBAR_STATE);
    expect(whileAlive(({ editor: gone }) => characters(gone), 0)({ editor })).toBe(0);
  });

  it('read a live editor as before', () => {
    const editor = siteEditor();
    const text = whileAlive(({ editor: live }) => live.getText(), 'gone');
    expect(text({ editor })).toBe('Hi');
    editor.destroy();
    expect(text({ editor })).toBe('gone');
  });
});
