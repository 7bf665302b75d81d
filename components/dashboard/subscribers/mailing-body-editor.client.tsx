'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { createEditorExtensions } from '@/lib/rich-text/editor-extensions';
import editorStyles from '@/components/editor/editor.module.css';
import styles from '../dashboard.module.css';

/**
 * The site's editor (the page editor's extensions, so the server accepts what it writes) for one
 * language of an e-mail's text. Loaded only in the browser (compose-mailing.client.tsx).
 */
export function MailingBodyEditor(props: {
  label: string;
  lang: string;
  onReady: (editor: Editor) => void;
}) {
  const t = useTranslations('Editor');
  const extensions = useMemo(
    () =>
      createEditorExtensions({
        taskCheckboxLabel: (text) => t('taskCheckbox', { text: text || t('emptyTask') }),
        videoTitle: t('videoTitle'),
      }),
    [t],
  );
  const editor = useEditor({
    extensions,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': props.label,
        'aria-multiline': 'true',
        role: 'textbox',
        lang: props.lang,
        class: `${editorStyles.prose ?? ''}`,
      },
    },
    onCreate: ({ editor: created }) => props.onReady(created),
  });
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{props.label}</span>
      <div className={editorStyles.frame} style={{ minHeight: 0 }}>
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
