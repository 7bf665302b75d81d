// What the toolbar reflects of the editor: one selector (useEditorState) for the buttons' pressed
// and enabled states, so a keystroke re-renders the toolbar only when one of them changes.
import type { Editor } from '@tiptap/react';
import { HEADING_LEVELS } from '@/lib/rich-text/editor-extensions';

export const ALIGNMENTS = [
  ['left', 'alignLeft'],
  ['center', 'alignCenter'],
  ['right', 'alignRight'],
  ['justify', 'alignJustify'],
] as const;

export function selectToolbarState({ editor }: { editor: Editor }) {
  const can = editor.can();
  const { from, to, empty } = editor.state.selection;
  const linkType = editor.schema.marks.link;
  return {
    fontSize: Boolean(editor.getAttributes('textStyle').fontSize),
    headings: HEADING_LEVELS.map((level) => editor.isActive('heading', { level })),
    align: ALIGNMENTS.map(([align]) => editor.isActive({ textAlign: align })),
    // Remove link works on any selection that touches a link, not only one wholly inside it.
    hasLink:
      editor.isActive('link') ||
      (!empty && !!linkType && editor.state.doc.rangeHasMark(from, to, linkType)),
    table: editor.isActive('table'),
    canUndo: can.undo(),
    canRedo: can.redo(),
    canMerge: can.mergeCells(),
    canSplit: can.splitCell(),
    // Snapshot of the marks and nodes the buttons reflect, so the selector's result changes with them.
    marks: [
      'bold',
      'italic',
      'underline',
      'strike',
      'superscript',
      'subscript',
      'highlight',
      'bulletList',
      'orderedList',
      'taskList',
      'blockquote',
      'codeBlock',
      'horizontalRule',
      'image',
      'youtube',
      'link',
    ].filter((name) => editor.isActive(name)),
  };
}

export type ToolbarState = ReturnType<typeof selectToolbarState>;

/** Nothing pressed, nothing enabled: what a destroyed editor's toolbar shows (alive-selector.ts). */
export const IDLE_TOOLBAR_STATE: ToolbarState = {
  fontSize: false,
  headings: HEADING_LEVELS.map(() => false),
  align: ALIGNMENTS.map(() => false),
  hasLink: false,
  table: false,
  canUndo: false,
  canRedo: false,
  canMerge: false,
  canSplit: false,
  marks: [],
};
