'use client';

import { useEffect, useRef } from 'react';
import type { Editor } from '@tiptap/react';
import { Plugin, PluginKey } from '@tiptap/pm/state';

const imageFilesKey = new PluginKey('imageFiles');

function firstImage(files: FileList | null | undefined): File | undefined {
  return [...(files ?? [])].find((file) => file.type.startsWith('image/'));
}

/**
 * A picture dragged onto the text or pasted from the clipboard goes to `onImage` (which uploads it
 * and asks for its description) instead of ProseMirror's default, which would inline it as a data
 * URL without alt text. A drop first moves the caret to where the picture was let go.
 */
export function useImageFiles(editor: Editor, onImage: (file: File) => void): void {
  const latest = useRef(onImage);
  useEffect(() => {
    latest.current = onImage;
  }, [onImage]);

  useEffect(() => {
    editor.registerPlugin(
      new Plugin({
        key: imageFilesKey,
        props: {
          handleDrop(view, event) {
            const file = firstImage(event.dataTransfer?.files);
            if (!file) return false;
            event.preventDefault();
            const at = view.posAtCoords({ left: event.clientX, top: event.clientY });
            if (at) editor.commands.setTextSelection(at.pos);
            latest.current(file);
            return true;
          },
          handlePaste(_view, event) {
            const file = firstImage(event.clipboardData?.files);
            if (!file) return false;
            event.preventDefault();
            latest.current(file);
            return true;
          },
        },
      }),
    );
    return () => {
      if (!editor.isDestroyed) editor.unregisterPlugin(imageFilesKey);
    };
  }, [editor]);
}
