import { Editor } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import { whileAlive } from '@/components/editor/alive-selector';
import { IDLE_TOOLBAR_STATE, selectToolbarState } from '@/components/editor/toolbar-state';
import { createEditorExtensions } from '@/lib/rich-text/editor-extensions';

// Tiptap 3 may run useEditorState's selectors once more on an editor it has just destroyed
// (ueberdosis/tiptap#7586); the selectors must not throw then, or the page's error boundary
// replaces the dashboard page.
describe('editor selectors on a destroyed editor', () => {
  const destroyedEditor = () => {
    // No element: the editor runs without a view, as on the server.
    const editor = new Editor({
      element: null,
      extensions: createEditorExtensions(),
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
      },
    });
    const counted = (
      editor.storage as unknown as Record<string, { characters(): number }>
    ).characterCount!.characters();
    editor.destroy();
    return { editor: editor as unknown as import('@tiptap/react').Editor, counted };
  };

  it('throws without the guard, and answers the fallback with it', () => {
    const { editor, counted } = destroyedEditor();
    expect(counted).toBe(2);
    expect(() => selectToolbarState({ editor })).toThrow();
    expect(whileAlive(selectToolbarState, IDLE_TOOLBAR_STATE)({ editor })).toBe(IDLE_TOOLBAR_STATE);
  });

  it('reads a live editor as before', () => {
    const editor = new Editor({
      element: null,
      extensions: createEditorExtensions(),
      content: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hi' }] }],
      },
    }) as unknown as import('@tiptap/react').Editor;
    expect(whileAlive(({ editor: live }) => live.getText(), 'gone')({ editor })).toBe('Hi');
    editor.destroy();
    expect(whileAlive(({ editor: live }) => live.getText(), 'gone')({ editor })).toBe('gone');
  });
});
