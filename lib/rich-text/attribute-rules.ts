// What the editor's ProseMirror schema cannot judge: the values of attributes. The schema decides
// which node and mark types exist, where they may appear and which attributes they have (unknown
// attributes fall away when a document is built); these rules decide which values are allowed.
//
// Policy, decided once:
//   - a URL attribute that breaks the rules (link href, image src, video src) or a heading level
//     outside 1–3 is refused, because that is where script gets in (or the page outline breaks);
//   - a presentational attribute with an invalid value (colour, size, alignment, widths, code
//     language, a link target other than _blank) is reset to its default: pasted text brings such
//     values, and losing a colour is better than refusing the save.
import {
  LINK_REL,
  TEXT_ALIGNMENTS,
  checkImageSrc,
  normalizeColor,
  normalizeFontSize,
  normalizeHref,
  parseYoutubeId,
  youtubeEmbedSrc,
} from './allowlist';

export type Attrs = Record<string, unknown>;
/** Reports a refused attribute value (the whole node or mark is then refused or dropped). */
export type Refuse = (attr: string, message: string) => void;
/** The allowed attributes of one node or mark; values not listed are left to the schema's default. */
export type AttributeRule = (attrs: Attrs, refuse: Refuse) => Attrs;

export const HEADING_LEVELS = [1, 2, 3] as const;
/** Longest image description kept (alt text is a sentence or two, not an essay). */
export const IMAGE_ALT_MAX = 500;

function positiveInt(value: unknown, max: number): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : undefined;
}

function plainText(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length <= max ? value : undefined;
}

function alignment(value: unknown): string | undefined {
  return typeof value === 'string' && (TEXT_ALIGNMENTS as readonly string[]).includes(value)
    ? value
    : undefined;
}

function dimensions(attrs: Attrs): Attrs {
  return { width: positiveInt(attrs.width, 10_000), height: positiveInt(attrs.height, 10_000) };
}

const textAlign: AttributeRule = (attrs) => ({ textAlign: alignment(attrs.textAlign) });

const cell: AttributeRule = (attrs) => {
  const colspan = positiveInt(attrs.colspan, 1000) ?? 1;
  const widths = attrs.colwidth;
  const colwidth =
    Array.isArray(widths) &&
    widths.length === colspan &&
    widths.every((width) => width === 0 || positiveInt(width, 10_000) !== undefined)
      ? widths.map(Number)
      : undefined;
  return {
    colspan,
    rowspan: positiveInt(attrs.rowspan, 1000) ?? 1,
    colwidth,
    align: alignment(attrs.align),
  };
};

/** Node types with attributes; a type not listed here has none in the schema. */
export const NODE_ATTRIBUTE_RULES: Record<string, AttributeRule> = {
  paragraph: textAlign,
  heading: (attrs, refuse) => {
    const level = attrs.level;
    if (!(HEADING_LEVELS as readonly unknown[]).includes(level))
      refuse('level', 'A heading level is 1, 2 or 3');
    return { level, ...textAlign(attrs, refuse) };
  },
  orderedList: (attrs) => ({
    start:
      typeof attrs.start === 'number' &&
      Number.isInteger(attrs.start) &&
      Math.abs(attrs.start) <= 1_000_000
        ? attrs.start
        : undefined,
    type:
      typeof attrs.type === 'string' && ['1', 'a', 'A', 'i', 'I'].includes(attrs.type)
        ? attrs.type
        : undefined,
  }),
  taskItem: (attrs) => ({ checked: attrs.checked === true }),
  codeBlock: (attrs) => ({
    language:
      typeof attrs.language === 'string' && /^[A-Za-z0-9_+#.-]{1,32}$/.test(attrs.language)
        ? attrs.language
        : undefined,
  }),
  image: (attrs, refuse) => {
    const checked = checkImageSrc(attrs.src);
    if ('problem' in checked) {
      refuse(
        'src',
        checked.problem === 'too_large'
          ? 'An inline image is too large: upload it as an asset instead'
          : 'An image must be an https URL, an uploaded image or a PNG, JPEG, GIF or WebP data URL',
      );
      return {};
    }
    return {
      src: checked.src,
      alt: plainText(attrs.alt, IMAGE_ALT_MAX),
      title: plainText(attrs.title, 500) || undefined,
      ...dimensions(attrs),
    };
  },
  youtube: (attrs, refuse) => {
    const id = parseYoutubeId(attrs.src);
    if (!id) {
      refuse('src', 'A video must be a YouTube address');
      return {};
    }
    const start = attrs.start;
    return {
      src: youtubeEmbedSrc(id),
      start:
        typeof start === 'number' && Number.isInteger(start) && start > 0 && start < 86_400
          ? start
          : undefined,
      ...dimensions(attrs),
    };
  },
  tableCell: cell,
  tableHeader: cell,
};

export const MARK_ATTRIBUTE_RULES: Record<string, AttributeRule> = {
  textStyle: (attrs) => ({
    color: normalizeColor(attrs.color) ?? undefined,
    fontSize: normalizeFontSize(attrs.fontSize) ?? undefined,
  }),
  link: (attrs, refuse) => {
    const href = normalizeHref(attrs.href);
    if (!href) refuse('href', 'A link must be http, https, mailto or tel (or a path on this site)');
    return {
      href,
      target: attrs.target === '_blank' ? '_blank' : undefined,
      rel: LINK_REL,
      title: plainText(attrs.title, 500) || undefined,
    };
  },
};

/**
 * The attributes a node or mark keeps: those its rule allows, with undefined values left out so
 * the schema fills in its default. A type without a rule keeps none (the schema gives it none).
 */
export function allowedAttributes(
  rules: Record<string, AttributeRule>,
  type: string,
  input: unknown,
  refuse: Refuse,
): Attrs {
  const rule = Object.hasOwn(rules, type) ? rules[type] : undefined;
  if (!rule) return {};
  const attrs =
    typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Attrs) : {};
  return Object.fromEntries(
    Object.entries(rule(attrs, refuse)).filter(([, value]) => value !== undefined),
  );
}
