// The toolbar's buttons as data: what each one is called, shows, reflects and does. The toolbar
// (toolbar.client.tsx) renders every group with one map.
import type { ReactNode } from 'react';
import type { ChainedCommands } from '@tiptap/react';
import type { useTranslations } from 'next-intl';
import { HEADING_LEVELS } from '@/lib/rich-text/editor-extensions';
import { icons } from './icons';
import { ALIGNMENTS, type ToolbarState } from './toolbar-state';
import styles from './editor.module.css';

export type EditorT = ReturnType<typeof useTranslations<'Editor'>>;

/**
 * A letter glyph drawn by CSS (`content: attr(data-glyph)`): decorative, so it is not read as the
 * button's visible text, which would then have to match the spoken name ("H1" vs "Heading 1").
 */
function glyph(text: string, variant?: 'bold' | 'italic' | 'underline' | 'strike' | 'highlight') {
  return (
    <span className={styles.glyph} data-glyph={text} data-variant={variant} aria-hidden="true" />
  );
}

export interface ToolActions {
  chain: () => ChainedCommands;
  askLink: () => void;
  askImage: () => void;
  askVideo: () => void;
  chooseImage: () => void;
  toggleSource: () => void;
}

export interface ToolSpec {
  id: string;
  label: (t: EditorT) => string;
  content: (t: EditorT) => ReactNode;
  /** On/off (or "the cursor is in one") state; left out for plain actions. */
  pressed?: (state: ToolbarState, sourceMode: boolean) => boolean;
  /** When the button works (besides "not in HTML source mode"). */
  enabled?: (state: ToolbarState) => boolean;
  run: (actions: ToolActions, state: ToolbarState) => void;
  /** Works in HTML source mode too (the switch itself). */
  inSourceMode?: boolean;
  /** A table command: in the table menu, shown only with the cursor in a table, as a word. */
  tableCommand?: boolean;
  /** Stays in the toolbar's one row on a phone; the others are under 'More'. */
  primary?: boolean;
}

/** What a phone's one row keeps: the commonest commands; the rest are under 'More'. */
const PRIMARY_TOOLS = new Set([
  'bold',
  'italic',
  'underline',
  'bulletList',
  'addLink',
  'undo',
  'redo',
]);
export const isPrimaryTool = (tool: ToolSpec) => tool.primary ?? PRIMARY_TOOLS.has(tool.id);

const markButton = (
  id: 'bold' | 'italic' | 'underline' | 'strike' | 'superscript' | 'subscript' | 'highlight',
  face: ReactNode,
  toggle: (chain: ChainedCommands) => ChainedCommands,
): ToolSpec => ({
  id,
  label: (t) => t(id),
  content: () => face,
  pressed: (state) => state.marks.includes(id),
  run: ({ chain }) => toggle(chain()).run(),
});

const blockButton = (
  id: 'bulletList' | 'orderedList' | 'taskList' | 'blockquote' | 'codeBlock' | 'horizontalRule',
  apply: (chain: ChainedCommands) => ChainedCommands,
): ToolSpec => ({
  id,
  label: (t) => t(id),
  content: () => icons[id],
  pressed: (state) => state.marks.includes(id),
  run: ({ chain }) => apply(chain()).run(),
});

type TableCommand =
  | 'addColumnBefore'
  | 'addColumnAfter'
  | 'deleteColumn'
  | 'addRowBefore'
  | 'addRowAfter'
  | 'deleteRow'
  | 'deleteTable'
  | 'toggleHeaderRow'
  | 'toggleHeaderColumn'
  | 'toggleHeaderCell'
  | 'mergeCells'
  | 'splitCell';

const tableButton = (id: TableCommand, enabled?: (state: ToolbarState) => boolean): ToolSpec => ({
  id,
  label: (t) => t(id),
  content: (t) => t(id),
  tableCommand: true,
  enabled,
  run: ({ chain }) => (chain()[id] as () => ChainedCommands)().run(),
});

export const toolbarGroups: {
  id: string;
  groupLabel?: (t: EditorT) => string;
  tools: ToolSpec[];
}[] = [
  {
    id: 'marks',
    tools: [
      markButton('bold', glyph('B', 'bold'), (c) => c.toggleBold()),
      markButton('italic', glyph('I', 'italic'), (c) => c.toggleItalic()),
      markButton('underline', glyph('U', 'underline'), (c) => c.toggleUnderline()),
      markButton('strike', glyph('S', 'strike'), (c) => c.toggleStrike()),
      markButton('superscript', glyph('x²'), (c) => c.toggleSuperscript()),
      markButton('subscript', glyph('x₂'), (c) => c.toggleSubscript()),
      markButton('highlight', glyph('ab', 'highlight'), (c) => c.toggleHighlight()),
      {
        id: 'clearFormatting',
        label: (t) => t('clearFormatting'),
        content: () => icons.clearFormatting,
        run: ({ chain }) => chain().unsetAllMarks().clearNodes().run(),
      },
      {
        id: 'unsetFontSize',
        label: (t) => t('unsetFontSize'),
        content: () => glyph('aA'),
        enabled: (state) => state.fontSize,
        run: ({ chain }) => chain().unsetFontSize().run(),
      },
    ],
  },
  {
    id: 'headings',
    tools: HEADING_LEVELS.map((level, index) => ({
      id: `heading${level}`,
      label: (t) => t('heading', { level }),
      content: () => glyph(`H${level}`),
      pressed: (state) => state.headings[index] === true,
      run: ({ chain }) => chain().toggleHeading({ level }).run(),
    })),
  },
  {
    id: 'alignment',
    tools: ALIGNMENTS.map(([align, key], index) => ({
      id: key,
      label: (t) => t(key),
      content: () => icons[key],
      pressed: (state) => state.align[index] === true,
      run: ({ chain }, state) =>
        state.align[index] ? chain().unsetTextAlign().run() : chain().setTextAlign(align).run(),
    })),
  },
  {
    id: 'blocks',
    tools: [
      blockButton('bulletList', (c) => c.toggleBulletList()),
      blockButton('orderedList', (c) => c.toggleOrderedList()),
      blockButton('taskList', (c) => c.toggleTaskList()),
      blockButton('blockquote', (c) => c.toggleBlockquote()),
      blockButton('codeBlock', (c) => c.toggleCodeBlock()),
      blockButton('horizontalRule', (c) => c.setHorizontalRule()),
    ],
  },
  {
    id: 'media',
    tools: [
      {
        id: 'insertImage',
        label: (t) => t('insertImage'),
        content: () => icons.image,
        pressed: (state) => state.marks.includes('image'),
        run: ({ askImage }) => askImage(),
      },
      {
        id: 'chooseImage',
        label: (t) => t('chooseImage'),
        content: () => icons.chooseImage,
        run: ({ chooseImage }) => chooseImage(),
      },
      {
        id: 'insertVideo',
        label: (t) => t('insertVideo'),
        content: () => icons.video,
        pressed: (state) => state.marks.includes('youtube'),
        run: ({ askVideo }) => askVideo(),
      },
      {
        id: 'addLink',
        label: (t) => t('addLink'),
        content: () => icons.link,
        pressed: (state) => state.marks.includes('link'),
        run: ({ askLink }) => askLink(),
      },
      {
        id: 'removeLink',
        label: (t) => t('removeLink'),
        content: () => icons.unlink,
        enabled: (state) => state.hasLink,
        run: ({ chain }) => chain().extendMarkRange('link').unsetLink().run(),
      },
    ],
  },
  {
    id: 'history',
    tools: [
      {
        id: 'undo',
        label: (t) => t('undo'),
        content: () => icons.undo,
        enabled: (state) => state.canUndo,
        run: ({ chain }) => chain().undo().run(),
      },
      {
        id: 'redo',
        label: (t) => t('redo'),
        content: () => icons.redo,
        enabled: (state) => state.canRedo,
        run: ({ chain }) => chain().redo().run(),
      },
      {
        id: 'htmlSource',
        label: (t) => t('htmlSource'),
        content: () => icons.html,
        pressed: (_state, sourceMode) => sourceMode,
        inSourceMode: true,
        run: ({ toggleSource }) => toggleSource(),
      },
    ],
  },
  {
    id: 'table',
    groupLabel: (t) => t('table'),
    tools: [
      {
        id: 'insertTable',
        label: (t) => t('insertTable'),
        content: () => icons.table,
        pressed: (state) => state.table,
        run: ({ chain }) => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
      },
      tableButton('addColumnBefore'),
      tableButton('addColumnAfter'),
      tableButton('deleteColumn'),
      tableButton('addRowBefore'),
      tableButton('addRowAfter'),
      tableButton('deleteRow'),
      tableButton('deleteTable'),
      tableButton('toggleHeaderRow'),
      tableButton('toggleHeaderColumn'),
      tableButton('toggleHeaderCell'),
      tableButton('mergeCells', (state) => state.canMerge),
      tableButton('splitCell', (state) => state.canSplit),
    ],
  },
];

/** Where the colour controls sit: after this group. */
export const COLOR_CONTROLS_AFTER = 'blocks';
