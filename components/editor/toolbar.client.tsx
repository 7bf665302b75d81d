'use client';

import type { ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { checkImageSrc } from '@/lib/content/allowlist';
import {
  HEADING_LEVELS,
  linkHrefFromInput,
  youtubeSrcFromInput,
} from '@/lib/content/editor-extensions';
import { ColorControls } from './color-controls.client';
import { icons } from './icons';
import styles from './editor.module.css';

interface ToolButtonProps {
  label: string;
  onClick: () => void;
  /** Set for buttons with an on/off or "the cursor is in one" state; left out for plain actions. */
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
  wide?: boolean;
}

function ToolButton({ label, onClick, pressed, disabled, children, wide }: ToolButtonProps) {
  return (
    <button
      type="button"
      className={wide ? `${styles.tool} ${styles.toolWide}` : styles.tool}
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      data-active={pressed || undefined}
      disabled={disabled}
      // Keeps the editor's selection: the command then applies to what the user selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {wide ? children : <span aria-hidden="true">{children}</span>}
    </button>
  );
}

/**
 * A letter glyph drawn by CSS (`content: attr(data-glyph)`): decorative, so it is not read as the
 * button's visible text, which would then have to match the spoken name ("H1" vs "Heading 1").
 */
function Glyph({
  text,
  variant,
}: {
  text: string;
  variant?: 'bold' | 'italic' | 'underline' | 'strike' | 'highlight';
}) {
  return (
    <span className={styles.glyph} data-glyph={text} data-variant={variant} aria-hidden="true" />
  );
}

function selectToolbarState({ editor }: { editor: Editor }) {
  const can = editor.can();
  const { from, to, empty } = editor.state.selection;
  const linkType = editor.schema.marks.link;
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    superscript: editor.isActive('superscript'),
    subscript: editor.isActive('subscript'),
    highlight: editor.isActive('highlight'),
    fontSize: Boolean(editor.getAttributes('textStyle').fontSize),
    headings: HEADING_LEVELS.map((level) => editor.isActive('heading', { level })),
    align: (['left', 'center', 'right', 'justify'] as const).map((align) =>
      editor.isActive({ textAlign: align }),
    ),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    taskList: editor.isActive('taskList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    horizontalRule: editor.isActive('horizontalRule'),
    image: editor.isActive('image'),
    youtube: editor.isActive('youtube'),
    link: editor.isActive('link'),
    // Remove link works on any selection that touches a link, not only one wholly inside it.
    hasLink:
      editor.isActive('link') ||
      (!empty && !!linkType && editor.state.doc.rangeHasMark(from, to, linkType)),
    table: editor.isActive('table'),
    canUndo: can.undo(),
    canRedo: can.redo(),
    canMerge: can.mergeCells(),
    canSplit: can.splitCell(),
  };
}

export interface ToolbarProps {
  editor: Editor;
  sourceMode: boolean;
  onToggleSource: () => void;
  onChooseImage: () => void;
  /** Shows (or clears) a message about a refused address. */
  onNotice: (message: string | null) => void;
}

export function Toolbar({
  editor,
  sourceMode,
  onToggleSource,
  onChooseImage,
  onNotice,
}: ToolbarProps) {
  const t = useTranslations('Editor');
  const state = useEditorState({ editor, selector: selectToolbarState });
  const off = sourceMode;
  const chain = () => editor.chain().focus();

  const askLink = () => {
    const current = editor.getAttributes('link').href;
    const answer = window.prompt(t('linkPrompt'), typeof current === 'string' ? current : '');
    // Cancel or an empty answer changes nothing.
    if (answer === null || answer.trim() === '') return;
    const href = linkHrefFromInput(answer);
    if (!href) return onNotice(t('linkRefused'));
    onNotice(null);
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain()
        .insertContent({
          type: 'text',
          text: answer.trim(),
          marks: [{ type: 'link', attrs: { href } }],
        })
        .run();
    } else {
      chain().extendMarkRange('link').setLink({ href }).run();
    }
  };

  const askImage = () => {
    const answer = window.prompt(t('imagePrompt'));
    if (answer === null || answer.trim() === '') return;
    const checked = checkImageSrc(answer.trim());
    if ('problem' in checked)
      return onNotice(t(checked.problem === 'too_large' ? 'imageTooLarge' : 'imageRefused'));
    const { src } = checked;
    onNotice(null);
    chain().setImage({ src }).run();
  };

  const askVideo = () => {
    const answer = window.prompt(t('videoPrompt'));
    if (answer === null || answer.trim() === '') return;
    const src = youtubeSrcFromInput(answer);
    if (!src) return onNotice(t('videoRefused'));
    onNotice(null);
    chain().setYoutubeVideo({ src }).run();
  };

  const inTable = state.table && !off;

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={t('toolbar')}
      aria-orientation="horizontal"
    >
      <div className={styles.group}>
        <ToolButton
          label={t('bold')}
          pressed={state.bold}
          disabled={off}
          onClick={() => chain().toggleBold().run()}
        >
          <Glyph text="B" variant="bold" />
        </ToolButton>
        <ToolButton
          label={t('italic')}
          pressed={state.italic}
          disabled={off}
          onClick={() => chain().toggleItalic().run()}
        >
          <Glyph text="I" variant="italic" />
        </ToolButton>
        <ToolButton
          label={t('underline')}
          pressed={state.underline}
          disabled={off}
          onClick={() => chain().toggleUnderline().run()}
        >
          <Glyph text="U" variant="underline" />
        </ToolButton>
        <ToolButton
          label={t('strike')}
          pressed={state.strike}
          disabled={off}
          onClick={() => chain().toggleStrike().run()}
        >
          <Glyph text="S" variant="strike" />
        </ToolButton>
        <ToolButton
          label={t('superscript')}
          pressed={state.superscript}
          disabled={off}
          onClick={() => chain().toggleSuperscript().run()}
        >
          <Glyph text="x²" />
        </ToolButton>
        <ToolButton
          label={t('subscript')}
          pressed={state.subscript}
          disabled={off}
          onClick={() => chain().toggleSubscript().run()}
        >
          <Glyph text="x₂" />
        </ToolButton>
        <ToolButton
          label={t('highlight')}
          pressed={state.highlight}
          disabled={off}
          onClick={() => chain().toggleHighlight().run()}
        >
          <Glyph text="ab" variant="highlight" />
        </ToolButton>
        <ToolButton
          label={t('clearFormatting')}
          disabled={off}
          onClick={() => chain().unsetAllMarks().clearNodes().run()}
        >
          {icons.clearFormatting}
        </ToolButton>
        <ToolButton
          label={t('unsetFontSize')}
          disabled={off || !state.fontSize}
          onClick={() => chain().unsetFontSize().run()}
        >
          <Glyph text="aA" />
        </ToolButton>
      </div>

      <div className={styles.group}>
        {HEADING_LEVELS.map((level, index) => (
          <ToolButton
            key={level}
            label={t('heading', { level })}
            pressed={state.headings[index]}
            disabled={off}
            onClick={() => chain().toggleHeading({ level }).run()}
          >
            <Glyph text={`H${level}`} />
          </ToolButton>
        ))}
      </div>

      <div className={styles.group}>
        {(
          [
            ['left', 'alignLeft'],
            ['center', 'alignCenter'],
            ['right', 'alignRight'],
            ['justify', 'alignJustify'],
          ] as const
        ).map(([align, key], index) => (
          <ToolButton
            key={align}
            label={t(key)}
            pressed={state.align[index]}
            disabled={off}
            onClick={() =>
              state.align[index]
                ? chain().unsetTextAlign().run()
                : chain().setTextAlign(align).run()
            }
          >
            {icons[key]}
          </ToolButton>
        ))}
      </div>

      <div className={styles.group}>
        <ToolButton
          label={t('bulletList')}
          pressed={state.bulletList}
          disabled={off}
          onClick={() => chain().toggleBulletList().run()}
        >
          {icons.bulletList}
        </ToolButton>
        <ToolButton
          label={t('orderedList')}
          pressed={state.orderedList}
          disabled={off}
          onClick={() => chain().toggleOrderedList().run()}
        >
          {icons.orderedList}
        </ToolButton>
        <ToolButton
          label={t('taskList')}
          pressed={state.taskList}
          disabled={off}
          onClick={() => chain().toggleTaskList().run()}
        >
          {icons.taskList}
        </ToolButton>
        <ToolButton
          label={t('blockquote')}
          pressed={state.blockquote}
          disabled={off}
          onClick={() => chain().toggleBlockquote().run()}
        >
          {icons.blockquote}
        </ToolButton>
        <ToolButton
          label={t('codeBlock')}
          pressed={state.codeBlock}
          disabled={off}
          onClick={() => chain().toggleCodeBlock().run()}
        >
          {icons.codeBlock}
        </ToolButton>
        <ToolButton
          label={t('horizontalRule')}
          pressed={state.horizontalRule}
          disabled={off}
          onClick={() => chain().setHorizontalRule().run()}
        >
          {icons.horizontalRule}
        </ToolButton>
      </div>

      <ColorControls editor={editor} disabled={off} />

      <div className={styles.group}>
        <ToolButton
          label={t('insertImage')}
          pressed={state.image}
          disabled={off}
          onClick={askImage}
        >
          {icons.image}
        </ToolButton>
        <ToolButton label={t('chooseImage')} disabled={off} onClick={onChooseImage}>
          {icons.chooseImage}
        </ToolButton>
        <ToolButton
          label={t('insertVideo')}
          pressed={state.youtube}
          disabled={off}
          onClick={askVideo}
        >
          {icons.video}
        </ToolButton>
        <ToolButton label={t('addLink')} pressed={state.link} disabled={off} onClick={askLink}>
          {icons.link}
        </ToolButton>
        <ToolButton
          label={t('removeLink')}
          disabled={off || !state.hasLink}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        >
          {icons.unlink}
        </ToolButton>
      </div>

      <div className={styles.group}>
        <ToolButton
          label={t('undo')}
          disabled={off || !state.canUndo}
          onClick={() => chain().undo().run()}
        >
          {icons.undo}
        </ToolButton>
        <ToolButton
          label={t('redo')}
          disabled={off || !state.canRedo}
          onClick={() => chain().redo().run()}
        >
          {icons.redo}
        </ToolButton>
        <ToolButton label={t('htmlSource')} pressed={sourceMode} onClick={onToggleSource}>
          {icons.html}
        </ToolButton>
      </div>

      <div className={styles.group} role="group" aria-label={t('table')}>
        <ToolButton
          label={t('insertTable')}
          pressed={state.table}
          disabled={off}
          onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
        >
          {icons.table}
        </ToolButton>
        {(
          [
            ['addColumnBefore', () => chain().addColumnBefore().run()],
            ['addColumnAfter', () => chain().addColumnAfter().run()],
            ['deleteColumn', () => chain().deleteColumn().run()],
            ['addRowBefore', () => chain().addRowBefore().run()],
            ['addRowAfter', () => chain().addRowAfter().run()],
            ['deleteRow', () => chain().deleteRow().run()],
            ['deleteTable', () => chain().deleteTable().run()],
            ['toggleHeaderRow', () => chain().toggleHeaderRow().run()],
            ['toggleHeaderColumn', () => chain().toggleHeaderColumn().run()],
            ['toggleHeaderCell', () => chain().toggleHeaderCell().run()],
          ] as const
        ).map(([key, run]) => (
          <ToolButton key={key} label={t(key)} disabled={!inTable} onClick={run} wide>
            {t(key)}
          </ToolButton>
        ))}
        <ToolButton
          label={t('mergeCells')}
          disabled={!inTable || !state.canMerge}
          onClick={() => chain().mergeCells().run()}
          wide
        >
          {t('mergeCells')}
        </ToolButton>
        <ToolButton
          label={t('splitCell')}
          disabled={!inTable || !state.canSplit}
          onClick={() => chain().splitCell().run()}
          wide
        >
          {t('splitCell')}
        </ToolButton>
      </div>
    </div>
  );
}
