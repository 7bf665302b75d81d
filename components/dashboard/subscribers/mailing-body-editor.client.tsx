'use client';

import { useEffect, useState } from 'react';
import type { Editor } from '@tiptap/react';
import { RichTextEditor } from '@/components/editor/rich-text-editor.client';
import { ImageInsertion } from '@/components/editor/image-insertion.client';
import { useSessionEditor } from '@/components/editor/use-session-editor';
import { useSourceMode } from '@/components/editor/use-source-mode';
import { emptyDoc } from '@/lib/rich-text/default-doc';
import styles from '../dashboard.module.css';

/**
 * The site's editor for one language of an e-mail's text: the pages' extensions (so the server
 * accepts what it writes), toolbar, HTML source view and image picker, as the event description
 * editor embeds them. Loaded only in the browser (compose-mailing.client.tsx). `onReady` gives
 * the form the editor and `apply`, which writes a source view's HTML back into the document
 * (false when it is refused) before the form reads it.
 */
export function MailingBodyEditor(props: {
  label: string;
  lang: string;
  onReady: (editor: Editor, apply: () => boolean) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [initial] = useState(emptyDoc);
  const { editor } = useSessionEditor(initial, () => {}, props.label);
  const sourceMode = useSourceMode(editor, setNotice);
  const { onReady } = props;
  useEffect(() => {
    if (editor) onReady(editor, sourceMode.apply);
  });
  if (!editor) return null;
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{props.label}</span>
      <div lang={props.lang}>
        <RichTextEditor
          editor={editor}
          sourceMode={sourceMode}
          onChooseImage={() => setPicking(true)}
          notice={notice}
          onNotice={setNotice}
        />
      </div>
      <ImageInsertion
        editor={editor}
        open={picking}
        onOpenChange={setPicking}
        onNotice={setNotice}
      />
    </div>
  );
}
