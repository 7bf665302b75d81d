// The YouTube node, the one place its embed markup is built: the editor shows it, the server renders
// it, both through this renderHTML.
import { mergeAttributes, nodePasteRule } from '@tiptap/core';
import Youtube, { type YoutubeOptions } from '@tiptap/extension-youtube';
import { parseYoutubeId, youtubeEmbedSrc } from './allowlist';

/** The stored form of any YouTube address (the no-cookie embed of its id), or null. */
export function youtubeSrcFromInput(input: unknown): string | null {
  const id = parseYoutubeId(input);
  return id ? youtubeEmbedSrc(id) : null;
}

/** Where the player starts: the stored embed address, controls hidden, and the start second. */
function playerSrc(src: string, start: unknown): string {
  const seconds = typeof start === 'number' && Number.isInteger(start) && start > 0 ? start : 0;
  return `${src}?controls=0${seconds ? `&start=${seconds}` : ''}`;
}

export interface NoCookieYoutubeOptions extends YoutubeOptions {
  /** The iframe's accessible name (translated by the caller). */
  title: string;
}

/**
 * YouTube, stored only as `https://www.youtube-nocookie.com/embed/<id>` whatever address was given,
 * and shown without player controls (the specification's "controls hidden").
 */
export const NoCookieYoutube = Youtube.extend<NoCookieYoutubeOptions>({
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
          src: src ? playerSrc(src, HTMLAttributes.start) : null,
          // An iframe needs an accessible name.
          title: this.options.title,
          width: HTMLAttributes.width ?? this.options.width,
          height: HTMLAttributes.height ?? this.options.height,
          loading: 'lazy',
          allowfullscreen: 'true',
          allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share',
          referrerpolicy: 'strict-origin-when-cross-origin',
        }),
      ],
    ];
  },
});
