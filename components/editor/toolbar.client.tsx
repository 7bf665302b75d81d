'use client';

import { Fragment, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { checkImageSrc } from '@/lib/rich-text/allowlist';
import {
  linkHrefFromInput,
  ownImagePath,
  youtubeSrcFromInput,
} from '@/lib/rich-text/editor-extensions';
import { ColorControls } from './color-controls.client';
import {
  COLOR_CONTROLS_AFTER,
  isPrimaryTool,
  toolbarGroups,
  type ToolActions,
} from './toolbar-buttons';
import { IDLE_TOOLBAR_STATE, selectToolbarState } from './toolbar-state';
import { whileAlive } from './alive-selector';
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
  const start = useTranslations('EditorStart');
  const state = useEditorState({
    editor,
    selector: whileAlive(selectToolbarState, IDLE_TOOLBAR_STATE),
  });
  const [moreOpen, setMoreOpen] = useState(false);
  const [tableMenuOpen, setTableMenuOpen] = useState(false);
  const moreButton = useRef<HTMLButtonElement>(null);
  const tableButton = useRef<HTMLButtonElement>(null);
  const moreId = useId();
  const tableMenuId = useId();
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
    const checked = checkImageSrc(ownImagePath(answer, window.location.origin));
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

  const actions: ToolActions = {
    chain,
    askLink,
    askImage,
    askVideo,
    chooseImage: onChooseImage,
    toggleSource: onToggleSource,
  };
  const inTable = state.table && !off;
  // Escape closes an open menu and gives the focus back to the button that opened it.
  const closeMore = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !moreOpen) return;
    event.stopPropagation();
    setMoreOpen(false);
    moreButton.current?.focus();
  };
  const closeTableMenu = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !tableMenuOpen) return;
    event.stopPropagation();
    setTableMenuOpen(false);
    tableButton.current?.focus();
  };

  const renderTool = (tool: (typeof toolbarGroups)[number]['tools'][number]) => (
    <ToolButton
      key={tool.id}
      label={tool.label(t)}
      pressed={tool.pressed?.(state, sourceMode)}
      disabled={
        (tool.tableCommand ? !inTable : off && !tool.inSourceMode) ||
        (tool.enabled ? !tool.enabled(state) : false)
      }
      onClick={() => tool.run(actions, state)}
      wide={tool.tableCommand}
    >
      {tool.content(t)}
    </ToolButton>
  );

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={t('toolbar')}
      aria-orientation="horizontal"
      data-more={moreOpen ? 'open' : 'closed'}
      onKeyDown={closeMore}
    >
      {/* On a phone only the primary tools make the one row; 'More' shows the others below it. */}
      <button
        ref={moreButton}
        type="button"
        className={`${styles.tool} ${styles.toolWide} ${styles.moreButton}`}
        aria-label={start('moreLabel')}
        aria-expanded={moreOpen}
        aria-controls={moreId}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => setMoreOpen((open) => !open)}
      >
        {start('more')}
      </button>
      <div id={moreId} className={styles.toolGroups}>
        {toolbarGroups.map((group) => {
          const tools = group.tools.filter((tool) => !tool.tableCommand);
          const tableTools = group.tools.filter((tool) => tool.tableCommand);
          return (
            <Fragment key={group.id}>
              <div
                className={styles.group}
                role={group.groupLabel ? 'group' : undefined}
                aria-label={group.groupLabel?.(t)}
                data-secondary={
                  tools.some(isPrimaryTool) || (tableTools.length > 0 && inTable) ? undefined : ''
                }
              >
                {tools.map((tool) =>
                  isPrimaryTool(tool) ? (
                    renderTool(tool)
                  ) : (
                    <span key={tool.id} className={styles.secondary}>
                      {renderTool(tool)}
                    </span>
                  ),
                )}
                {/* Table commands: a menu that exists only while the cursor is in a table. */}
                {tableTools.length > 0 && inTable ? (
                  <span className={styles.tableMenu} onKeyDown={closeTableMenu}>
                    <button
                      ref={tableButton}
                      type="button"
                      className={`${styles.tool} ${styles.toolWide}`}
                      aria-label={start('tableMenuLabel')}
                      aria-expanded={tableMenuOpen}
                      aria-controls={tableMenuId}
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => setTableMenuOpen((open) => !open)}
                    >
                      {start('tableMenu')} ▾
                    </button>
                    {tableMenuOpen ? (
                      <span
                        id={tableMenuId}
                        className={styles.tableMenuList}
                        role="group"
                        aria-label={start('tableMenuLabel')}
                      >
                        {tableTools.map(renderTool)}
                      </span>
                    ) : null}
                  </span>
                ) : null}
              </div>
              {group.id === COLOR_CONTROLS_AFTER ? (
                <div className={styles.group} data-secondary="">
                  <ColorControls editor={editor} disabled={off} />
                </div>
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}
