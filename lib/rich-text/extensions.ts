// The document model: the one extension list whose ProseMirror schema the editor edits, the server
// validates against (lib/rich-text/validate.ts) and renders with (lib/rich-text/render.ts). Nothing here
// needs React or a DOM, so the server imports it as is; the editor adds its typing behaviour on top
// (lib/rich-text/editor-extensions.ts).
import type { AnyExtension } from '@tiptap/core';
import { getSchema } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Highlight from '@tiptap/extension-highlight';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import { LINK_PROTOCOLS, LINK_REL, isAllowedHref } from './allowlist';
import { HEADING_LEVELS } from './attribute-rules';
import { NoCookieYoutube } from './youtube';

export { HEADING_LEVELS };
export const TABLE_CELL_MIN_WIDTH = 25;
export const TABLE_HANDLE_WIDTH = 5;

export interface ContentExtensionOptions {
  /** The accessible name of a task item's checkbox (translated by the caller). */
  taskCheckboxLabel?: (text: string, checked: boolean) => string;
  /** The accessible name of an embedded video frame (translated by the caller). */
  videoTitle?: string;
}

export function contentExtensions(options: ContentExtensionOptions = {}): AnyExtension[] {
  const { taskCheckboxLabel, videoTitle } = options;
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      link: {
        autolink: true,
        openOnClick: false,
        linkOnPaste: true,
        defaultProtocol: 'https',
        protocols: [...LINK_PROTOCOLS],
        // The server's rule, applied while typing, pasting and parsing HTML source. Autolink and
        // paste ask about the text as typed ("www.example.org"); it becomes a link with the default
        // protocol, so that is the address to judge.
        isAllowedUri: (url, { defaultProtocol }) =>
          isAllowedHref(url) ||
          (!/^[a-z][a-z0-9+.-]*:|^[/#?]/i.test(url.trim()) &&
            isAllowedHref(`${defaultProtocol}://${url.trim()}`)),
        HTMLAttributes: { rel: LINK_REL, target: null },
      },
    }),
    TaskList,
    TaskItem.configure({
      nested: true,
      a11y: taskCheckboxLabel
        ? { checkboxLabel: (node, checked) => taskCheckboxLabel(node.textContent, checked) }
        : undefined,
    }),
    Image.configure({
      inline: true,
      allowBase64: true,
      HTMLAttributes: { loading: 'lazy', decoding: 'async' },
    }),
    NoCookieYoutube.configure({
      nocookie: true,
      controls: false,
      addPasteHandler: true,
      ...(videoTitle ? { title: videoTitle } : {}),
    }),
    TableKit.configure({
      table: {
        resizable: true,
        renderWrapper: true,
        cellMinWidth: TABLE_CELL_MIN_WIDTH,
        handleWidth: TABLE_HANDLE_WIDTH,
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'] }),
    TextStyle,
    Color,
    FontSize,
    Highlight,
    Subscript,
    Superscript,
  ];
}

let schema: Schema | undefined;

/** The ProseMirror schema of the extension list (options change rendering only, not the schema). */
export function contentSchema(): Schema {
  schema ??= getSchema(contentExtensions());
  return schema;
}
