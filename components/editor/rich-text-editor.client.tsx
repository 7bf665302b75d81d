'use client';

import { EditorContent, useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { CHARACTER_LIMIT } from '@/lib/rich-text/editor-extensions';
import { Toolbar } from './toolbar.client';
import { whileAlive } from './alive-selector';
import type { SourceMode } from './use-source-mode';
import styles from './editor.module.css';

function CharacterCounter({ editor }: { editor: Editor }) {
  const t = useTranslations('Editor');
  const count = useEditorState({
    editor,
    selector: whileAlive(({ editor: instance }) => instance.storage.characterCount.characters(), 0),
  });
  const limit = String(CHARACTER_LIMIT);
  return (
    <div className={styles.footer}>
      <span
        className={styles.counter}
        data-testid="character-count"
        data-full={count >= CHARACTER_LIMIT || undefined}
      >
        {t('characterCount', { count: String(count), limit })}
      </span>
      {count >= CHARACTER_LIMIT ? (
        <span role="status" className={styles.limit}>
          {t('limitReached', { limit: CHARACTER_LIMIT })}
        </span>
      ) : null}
    </div>
  );
}

export interface RichTextEditorProps {
  editor: Editor;
  /** The HTML source view (use-source-mode.ts). */
  sourceMode: SourceMode;
  onChooseImage: () => void;
  notice: string | null;
  onNotice: (message: string | null) => void;
}

/** Toolbar, editing area (or its HTML source) and the character counter, at most 80% of the viewport high. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { editor, sourceMode, onChooseImage, notice, onNotice } = props;
  const { source, setSource } = sourceMode;
  const t = useTranslations('Editor');
  return (
    <div className={styles.frame}>
      <Toolbar
        editor={editor}
        sourceMode={source !== null}
        onToggleSource={sourceMode.toggle}
        onChooseImage={onChooseImage}
        onNotice={onNotice}
      />
      {notice ? (
        <p role="alert" className={styles.notice}>
          {notice}
        </p>
      ) : null}
      <div className={styles.scroller}>
        {source === null ? (
          <EditorContent editor={editor} />
        ) : (
          <textarea
            className={styles.source}
            aria-label={t('htmlSourceLabel')}
            value={source}
            spellCheck={false}
            onChange={(event) => setSource(event.target.value)}
          />
        )}
      </div>
      <CharacterCounter editor={editor} />
    </div>
  );
}
