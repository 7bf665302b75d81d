'use client';

import { Fragment, type ReactNode } from 'react';
import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { checkImageSrc } from '@/lib/pages/allowlist';
import {
  linkHrefFromInput,
  ownImagePath,
  youtubeSrcFromInput,
} from '@/lib/pages/editor-extensions';
import { ColorControls } from './color-controls.client';
import {
  COLOR_CONTROLS_AFTER,
  selectToolbarState,
  toolbarGroups,
  type ToolActions,
} from './toolbar-buttons';
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

  return (
    <div
      className={styles.toolbar}
      role="toolbar"
      aria-label={t('toolbar')}
      aria-orientation="horizontal"
    >
      {toolbarGroups.map((group) => (
        <Fragment key={group.id}>
          <div
            className={styles.group}
            role={group.groupLabel ? 'group' : undefined}
            aria-label={group.groupLabel?.(t)}
          >
            {group.tools.map((tool) => (
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
            ))}
          </div>
          {group.id === COLOR_CONTROLS_AFTER ? (
            <ColorControls editor={editor} disabled={off} />
          ) : null}
        </Fragment>
      ))}
    </div>
  );
}
