'use client';

// The Tiptap editor of an edit session: the page's extensions with the staff member's words, the
// placeholder, and the editing area's accessible name.
import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { useEditor } from '@tiptap/react';
import { Placeholder } from '@tiptap/extensions';
import { createEditorExtensions } from '@/lib/rich-text/editor-extensions';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import styles from './editor.module.css';

/** `label` names the editing area where it holds something else than a page (an event's description). */
export function useSessionEditor(content: TiptapDoc, onUpdate: () => void, label?: string) {
  const t = useTranslations('Editor');
  const start = useTranslations('EditorStart');
  const extensions = useMemo(
    () =>
      createEditorExtensions({
        taskCheckboxLabel: (text) => t('taskCheckbox', { text: text || t('emptyTask') }),
        videoTitle: t('videoTitle'),
      }),
    [t],
  );
  // The placeholder is decoration, not text: the counter and the saved document do not hold it.
  const editingExtensions = useMemo(
    () => [...extensions, Placeholder.configure({ placeholder: start('placeholder') })],
    [extensions, start],
  );
  const editor = useEditor({
    extensions: editingExtensions,
    content,
    // This component only ever renders in the browser (next/dynamic with ssr: false).
    immediatelyRender: true,
    // The toolbar and counter subscribe to exactly what they show; a keystroke re-renders nothing else.
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        'aria-label': label ?? t('contentLabel'),
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.prose ?? '',
      },
    },
    onUpdate: () => onUpdate(),
  });
  // `extensions` leave out the placeholder: the text to translate from is shown with them.
  return { editor, extensions };
}
