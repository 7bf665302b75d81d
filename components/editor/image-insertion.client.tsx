'use client';

import { useState } from 'react';
import type { Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { imageSrcFromInput } from '@/lib/rich-text/editor-extensions';
import { ImagePicker } from './image-picker.client';
import { useImageFiles } from './use-image-files';

interface ImageInsertionProps {
  editor: Editor;
  /** The dialog is open (the toolbar's button opens it too). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNotice: (message: string | null) => void;
}

/** The insert-image dialog, opened by the toolbar or by a picture dropped or pasted onto the text. */
export function ImageInsertion({ editor, open, onOpenChange, onNotice }: ImageInsertionProps) {
  const t = useTranslations('Editor');
  const [file, setFile] = useState<File | null>(null);
  useImageFiles(editor, (dropped) => {
    setFile(dropped);
    onOpenChange(true);
  });
  const close = () => {
    setFile(null);
    onOpenChange(false);
  };
  return (
    <ImagePicker
      open={open}
      file={file}
      onClose={close}
      onInsert={(image) => {
        close();
        const src = imageSrcFromInput(image.src);
        if (!src) return onNotice(t('imageRefused'));
        onNotice(null);
        editor
          .chain()
          .focus()
          .setImage({ ...image, src })
          .run();
      }}
    />
  );
}
