// The editor's extension list. Node and mark names (and their attributes) must match the server
// allowlist in lib/content: whatever this schema can produce, the API accepts, and whatever the
// API refuses, this schema cannot produce.
import type { AnyExtension } from '@tiptap/core';
import { mergeAttributes, nodePasteRule } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import Image from '@tiptap/extension-image';
import Youtube, { type YoutubeOptions } from '@tiptap/extension-youtube';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, FontSize, TextStyle } from '@tiptap/extension-text-style';
import Highlight from '@tiptap/extension-highlight';
import Subscript from '@tiptap/extension-subscript';
import Superscript from '@tiptap/extension-superscript';
import Typography from '@tiptap/extension-typography';
import { CharacterCount } from '@tiptap/extensions';
import {
  LINK_PROTOCOLS,
  LINK_REL,
  MAX_TEXT_CHARACTERS,
  checkImageSrc,
  isAllowedHref,
  normalizeHref,
  parseYoutubeId,
  youtubeEmbedSrc,
} from './allowlist';

/** The specification's editor limit, in characters of text (the server counts the same text). */
export const CHARACTER_LIMIT = MAX_TEXT_CHARACTERS;
export const TABLE_CELL_MIN_WIDTH = 25;
export const TABLE_HANDLE_WIDTH = 5;
export const HEADING_LEVELS = [1, 2, 3] as const;

/**
 * What the "Enter URL" prompt makes of an address, or null when the allowlist refuses it. An
 * address typed without a scheme gets https (the default protocol) or, for an e-mail address,
 * mailto:; paths on this site (/, #, ?) stay as they are.
 */
export function linkHrefFromInput(input: string): string | null {
  const value = input.trim();
  if (!value) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(value);
  if (hasScheme || /^[/#?]/.test(value)) return normalizeHref(value);
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(value)) return normalizeHref(`mailto:${value}`);
  return normalizeHref(`https://${value}`);
}

/** The stored form of any YouTube address (the no-cookie embed of its id), or null. */
export function youtubeSrcFromInput(input: unknown): string | null {
  const id = parseYoutubeId(input);
  return id ? youtubeEmbedSrc(id) : null;
}

/** An image address the allowlist accepts, or null (https, an uploaded image, or a data URL). */
export function imageSrcFromInput(input: string): string | null {
  const checked = checkImageSrc(input.trim());
  return 'src' in checked ? checked.src : null;
}

/**
 * YouTube, stored only as `https://www.youtube-nocookie.com/embed/<id>` whatever address was given,
 * and shown without player controls (the specification's "controls hidden").
 */
const NoCookieYoutube = Youtube.extend<YoutubeOptions & { title: string }>({
  addOptions() {
    return { ...this.parent!(), title: 'YouTube video' };
  },

  addAttributes() {
    const parent = this.parent?.() ?? {};
    return {
      ...parent,
      src: {
        default: null,
        parseHTML: (element: HTMLElement) => youtubeSrcFromInput(element.getAttribute('src')),
      },
    };
  },

  addCommands() {
    return {
      setYoutubeVideo:
        (options) =>
        ({ commands }) => {
          const src = youtubeSrcFromInput(options.src);
          if (!src) return false;
          return commands.insertContent({ type: this.name, attrs: { ...options, src } });
        },
    };
  },

  addPasteRules() {
    return [
      nodePasteRule({
        find: /^(?:https?:\/\/)?(?:www\.|m\.|music\.)?(?:youtube\.com|youtu\.be|youtube-nocookie\.com)\/\S+$/g,
        type: this.type,
        getAttributes: (match) => {
          const src = youtubeSrcFromInput(match.input);
          // false tells Tiptap to leave the pasted text alone (the type only admits a record).
          return src ? { src } : (false as never);
        },
      }),
    ];
  },

  renderHTML({ HTMLAttributes }) {
    const src = youtubeSrcFromInput(HTMLAttributes.src);
    return [
      'div',
      { 'data-youtube-video': '' },
      [
        'iframe',
        mergeAttributes(this.options.HTMLAttributes, {
          src: src ? `${src}?controls=0` : null,
          width: HTMLAttributes.width ?? this.options.width,
          height: HTMLAttributes.height ?? this.options.height,
          allowfullscreen: 'true',
          loading: 'lazy',
          referrerpolicy: 'strict-origin-when-cross-origin',
          // An iframe needs an accessible name.
          title: this.options.title,
        }),
      ],
    ];
  },
});

export interface EditorExtensionOptions {
  /** The accessible name of a task item's checkbox (translated by the caller). */
  taskCheckboxLabel?: (text: string, checked: boolean) => string;
  /** The accessible name of an embedded video frame (translated by the caller). */
  videoTitle?: string;
}

export function createEditorExtensions(options: EditorExtensionOptions = {}): AnyExtension[] {
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
    Image.configure({ inline: true, allowBase64: true }),
    NoCookieYoutube.configure({
      nocookie: true,
      controls: false,
      addPasteHandler: true,
      ...(videoTitle ? { title: videoTitle } : {}),
    }),
    TableKit.configure({
      table: {
        resizable: true,
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
    Typography,
    CharacterCount.configure({ limit: CHARACTER_LIMIT }),
  ];
}
