'use client';

// The rich-text editor's HTML source view: the document as HTML in a textarea, parsed back through
// the editor's schema (so it can hold nothing the schema refuses) when the view closes or on save.
import { useState } from 'react';
import { createDocument, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { CHARACTER_LIMIT } from '@/lib/rich-text/editor-extensions';

export interface SourceMode {
  /** The HTML being edited, or null in the rich-text view. */
  source: string | null;
  setSource: (html: string | null) => void;
  toggle: () => void;
  /** Takes the source into the editor; false (with a notice) when it is over the limit. */
  apply: () => boolean;
}

export function useSourceMode(
  editor: Editor | null,
  onNotice: (message: string | null) => void,
): SourceMode {
  const t = useTranslations('Editor');
  const [source, setSource] = useState<string | null>(null);

  const apply = (): boolean => {
    if (source === null || !editor) return true;
    const doc = createDocument(source, editor.schema);
    const characters = doc.textBetween(0, doc.content.size, undefined, ' ').length;
    if (characters > CHARACTER_LIMIT) {
      onNotice(t('htmlTooLong', { count: characters, limit: CHARACTER_LIMIT }));
      return false;
    }
    editor.commands.setContent(doc.toJSON(), { emitUpdate: true });
    setSource(null);
    onNotice(null);
    return true;
  };

  const toggle = () => {
    if (!editor) return;
    if (source === null) {
      setSource(editor.getHTML());
      onNotice(null);
    } else {
      apply();
    }
  };

  return { source, setSource, toggle, apply };
}
