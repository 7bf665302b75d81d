'use client';

import { EditorContent, useEditor, type Extensions } from '@tiptap/react';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import styles from './editor.module.css';

interface TranslateFromProps {
  /** The default language's text of the page. */
  doc: TiptapDoc;
  extensions: Extensions;
  heading: string;
  useLabel: string;
  /** Copies the text into the editor, to be translated in place. */
  onUse: () => void;
}

/** The default language's text beside the editor of another language: read-only, to translate from. */
export function TranslateFrom({ doc, extensions, heading, useLabel, onUse }: TranslateFromProps) {
  const viewer = useEditor({
    extensions,
    content: doc,
    editable: false,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { class: styles.prose ?? '' } },
  });
  return (
    <aside className={styles.translateFrom} aria-label={heading}>
      <div className={styles.translateFromHeader}>
        <h2 className={styles.translateFromHeading}>{heading}</h2>
        <button type="button" className={styles.secondaryButton} onClick={onUse}>
          {useLabel}
        </button>
      </div>
      <div className={styles.scroller}>{viewer ? <EditorContent editor={viewer} /> : null}</div>
    </aside>
  );
}
