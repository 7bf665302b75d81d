import { describe, expect, it } from 'vitest';
import { LINK_REL, MAX_DATA_IMAGE_BYTES } from '@/lib/rich-text/allowlist';
import { defaultDoc, type TiptapNode } from '@/lib/rich-text/default-doc';
import { contentSchema } from '@/lib/rich-text/extensions';
import { sanitizeDoc, validateDoc } from '@/lib/rich-text/validate';

const ALLOWED_NODE_TYPES = Object.keys(contentSchema().nodes).filter((type) => type !== 'doc');
const ALLOWED_MARK_TYPES = Object.keys(contentSchema().marks);

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const link = (href: string, extra: Record<string, unknown> = {}) =>
  text('here', [{ type: 'link', attrs: { href, ...extra } }]);

function valid(input: unknown) {
  const result = validateDoc(input);
  if (!result.ok) throw new Error(`expected valid, got ${JSON.stringify(result.errors)}`);
  return result.doc;
}
function errors(input: unknown) {
  const result = validateDoc(input);
  if (result.ok) throw new Error(`expected refusal, got ${JSON.stringify(result.doc)}`);
  return result.errors;
}

/** A document using every allowed node and mark the way the editor writes them. */
const everything = doc(
  { type: 'heading', attrs: { level: 1, textAlign: 'center' }, content: [text('Title')] },
  { type: 'heading', attrs: { level: 3, textAlign: null }, content: [text('Sub')] },
  p(
    text('b', [{ type: 'bold' }]),
    text('i', [{ type: 'italic' }]),
    text('u', [{ type: 'underline' }]),
    text('s', [{ type: 'strike' }]),
    text('c', [{ type: 'code' }]),
    text('2', [{ type: 'subscript' }]),
    text('3', [{ type: 'superscript' }]),
    text('h', [{ type: 'highlight' }]),
    text('t', [{ type: 'textStyle', attrs: { color: 'rgb(255, 0, 0)', fontSize: '18px' } }]),
    { type: 'hardBreak' },
    text('l', [{ type: 'link', attrs: { href: 'https://example.com', target: '_blank' } }]),
  ),
  { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
  {
    type: 'orderedList',
    attrs: { start: 3, type: null },
    content: [{ type: 'listItem', content: [p(text('three'))] }],
  },
  {
    type: 'taskList',
    content: [{ type: 'taskItem', attrs: { checked: true }, content: [p(text('done'))] }],
  },
  { type: 'blockquote', content: [p(text('quote'))] },
  { type: 'codeBlock', attrs: { language: 'js' }, content: [text('let a = 1;')] },
  { type: 'horizontalRule' },
  p({
    type: 'image',
    attrs: {
      src: 'https://example.com/a.png',
      alt: 'A church',
      title: null,
      width: 300,
      height: null,
    },
  }),
  {
    type: 'youtube',
    attrs: {
      src: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      start: 0,
      width: 640,
      height: 480,
    },
  },
  {
    type: 'table',
    content: [
      {
        type: 'tableRow',
        content: [
          {
            type: 'tableHeader',
            attrs: { colspan: 1, rowspan: 1, colwidth: [120] },
            content: [p(text('H'))],
          },
          {
            type: 'tableCell',
            attrs: { colspan: 2, rowspan: 1, colwidth: null },
            content: [p(text('C'))],
          },
        ],
      },
    ],
  },
);

describe('validateDoc accepts what the editor makes', () => {
  it('allows every listed node and mark type', () => {
    const clean = valid(everything);
    const seen = new Set<string>();
    const walk = (node: TiptapNode) => {
      seen.add(node.type);
      node.marks?.forEach((mark) => seen.add(`mark:${mark.type}`));
      node.content?.forEach(walk);
    };
    clean.content.forEach(walk);
    expect([...seen].filter((t) => !t.startsWith('mark:')).sort()).toEqual(
      [...ALLOWED_NODE_TYPES].sort(),
    );
    expect(
      [...seen]
        .filter((t) => t.startsWith('mark:'))
        .map((t) => t.slice(5))
        .sort(),
    ).toEqual([...ALLOWED_MARK_TYPES].sort());
  });

  it('accepts the default document unchanged', () => {
    expect(valid(defaultDoc())).toEqual(defaultDoc());
  });

  it('keeps typed attributes and drops null ones', () => {
    const clean = valid(everything);
    expect(clean.content[0]).toEqual({
      type: 'heading',
      attrs: { level: 1, textAlign: 'center' },
      content: [text('Title')],
    });
    expect(clean.content[1]).toEqual({
      type: 'heading',
      attrs: { level: 3 },
      content: [text('Sub')],
    });
    expect(clean.content[4]).toMatchObject({ type: 'orderedList', attrs: { start: 3 } });
    expect(clean.content[5]?.content?.[0]).toMatchObject({
      type: 'taskItem',
      attrs: { checked: true },
    });
    expect(clean.content[7]).toMatchObject({ type: 'codeBlock', attrs: { language: 'js' } });
    expect(clean.content[9]?.content?.[0]).toEqual({
      type: 'image',
      attrs: { src: 'https://example.com/a.png', alt: 'A church', width: 300 },
    });
    const row = clean.content[11]?.content?.[0]?.content;
    expect(row?.[0]?.attrs).toEqual({ colspan: 1, rowspan: 1, colwidth: [120] });
    expect(row?.[1]?.attrs).toEqual({ colspan: 2, rowspan: 1 });
  });

  it('forces rel on links and keeps target only when it is _blank', () => {
    const clean = valid(
      doc(
        p(
          link('https://a.example', { target: '_blank', rel: 'opener' }),
          link('/x', { target: '_top' }),
        ),
      ),
    );
    const marks = clean.content[0]?.content?.map((node) => node.marks?.[0]);
    expect(marks).toEqual([
      { type: 'link', attrs: { href: 'https://a.example', target: '_blank', rel: LINK_REL } },
      { type: 'link', attrs: { href: '/x', rel: LINK_REL } },
    ]);
  });

  it('stores a video as the no-cookie embed of its id only', () => {
    const clean = valid(
      doc({ type: 'youtube', attrs: { src: 'https://youtu.be/dQw4w9WgXcQ?t=10&list=x' } }),
    );
    expect(clean.content[0]).toEqual({
      type: 'youtube',
      // The other attributes are the schema's defaults.
      attrs: {
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
        start: 0,
        width: 640,
        height: 480,
      },
    });
  });

  it('drops unknown attributes, and invalid presentational values', () => {
    const clean = valid(
      doc(
        {
          type: 'paragraph',
          attrs: { textAlign: 'middle', class: 'x', onclick: 'alert(1)', style: 'color:red' },
          content: [
            text('a', [
              {
                type: 'textStyle',
                attrs: {
                  color: 'url(javascript:x)',
                  fontSize: '12px;x:y',
                  fontFamily: 'Comic Sans',
                },
              },
            ]),
            text('b', [{ type: 'highlight', attrs: { color: 'expression(alert(1))' } }]),
            text('c', [{ type: 'bold', attrs: { onmouseover: 'alert(1)' } }]),
          ],
        },
        { type: 'codeBlock', attrs: { language: '"><script>' }, content: [text('x')] },
        p({
          type: 'image',
          attrs: {
            src: 'https://example.com/a.png',
            onerror: 'alert(1)',
            width: '-5',
            height: '200',
          },
        }),
      ),
    );
    expect(clean).toEqual(
      doc(
        p(
          text('a', [{ type: 'textStyle' }]),
          text('b', [{ type: 'highlight' }]),
          text('c', [{ type: 'bold' }]),
        ),
        { type: 'codeBlock', content: [text('x')] },
        p({ type: 'image', attrs: { src: 'https://example.com/a.png', height: 200 } }),
      ),
    );
  });

  it('leaves out empty text nodes and fills an empty document with one paragraph', () => {
    expect(valid(doc(p(text(''), text('a'))))).toEqual(doc(p(text('a'))));
    expect(valid(doc())).toEqual(doc({ type: 'paragraph' }));
    expect(valid({ type: 'doc' })).toEqual(doc({ type: 'paragraph' }));
  });

  it('keeps a document the editor wrote unchanged (the editor writes every attribute)', () => {
    const written = valid(everything);
    const withNulls = JSON.parse(
      JSON.stringify(written, (key, value: unknown) =>
        key === 'attrs' && value && typeof value === 'object' && !Array.isArray(value)
          ? { textAlign: null, ...value }
          : value,
      ),
    );
    expect(valid(written)).toEqual(written);
    expect(valid(withNulls)).toEqual(written);
  });

  it('accepts an image inline in a paragraph as well as between blocks', () => {
    valid(doc(p(text('a'), { type: 'image', attrs: { src: '/uploads/images/a.webp' } })));
  });

  it('accepts a small inline data image', () => {
    valid(doc(p({ type: 'image', attrs: { src: 'data:image/png;base64,iVBORw0KGgo=' } })));
  });
});

describe('validateDoc refuses', () => {
  it('something that is not a document', () => {
    expect(errors(null)).toEqual({ type: "A document's type is 'doc'" });
    expect(errors({ type: 'paragraph' })).toHaveProperty('type');
    expect(errors('<p>hi</p>')).toHaveProperty('type');
    expect(errors({ type: 'doc', content: 'x' })).toHaveProperty(['content']);
  });

  it('an iframe node (unknown node types), with the path of the problem', () => {
    const result = errors(
      doc(p(text('a')), { type: 'iframe', attrs: { src: 'https://evil.example' } }),
    );
    expect(result).toEqual({ 'content.1.type': "The node type 'iframe' is not allowed" });
  });

  it.each(['script', 'div', 'html', 'doc', 'mention', '__proto__', 'constructor'])(
    'the node type %s',
    (type) => {
      expect(errors(doc({ type, content: [text('x')] }))).toHaveProperty(['content.0.type']);
    },
  );

  it('an unknown mark type', () => {
    expect(errors(doc(p(text('x', [{ type: 'onclick' }]))))).toEqual({
      'content.0.content.0.marks.0.type': "The mark type 'onclick' is not allowed",
    });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6a;avascript:alert(document.cookie)',
    'javascript&colon;alert(1)',
    '\tjava\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ])('the link %j', (href) => {
    expect(errors(doc(p(link(href))))).toEqual({
      'content.0.content.0.marks.0.attrs.href':
        'A link must be http, https, mailto or tel (or a path on this site)',
    });
  });

  it('a link without href', () => {
    expect(errors(doc(p(text('x', [{ type: 'link', attrs: {} }]))))).toHaveProperty([
      'content.0.content.0.marks.0.attrs.href',
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'http://example.com/a.png',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'x" onerror="alert(1)',
  ])('the image src %j', (src) => {
    expect(errors(doc({ type: 'image', attrs: { src, onerror: 'alert(1)' } }))).toHaveProperty([
      'content.0.attrs.src',
    ]);
  });

  it('an inline data image over the size cap', () => {
    const src = `data:image/png;base64,${Buffer.alloc(MAX_DATA_IMAGE_BYTES + 3).toString('base64')}`;
    expect(errors(doc({ type: 'image', attrs: { src } }))['content.0.attrs.src']).toMatch(
      /too large/,
    );
  });

  it.each([
    'https://vimeo.com/123',
    'https://evil.example/embed/dQw4w9WgXcQ',
    'javascript:alert(1)',
    undefined,
  ])('the video src %j', (src) => {
    expect(errors(doc({ type: 'youtube', attrs: { src } }))).toEqual({
      'content.0.attrs.src': 'A video must be a YouTube address',
    });
  });

  it.each([0, 4, 6, '2', null])('the heading level %j', (level) => {
    expect(errors(doc({ type: 'heading', attrs: { level }, content: [text('x')] }))).toHaveProperty(
      ['content.0.attrs.level'],
    );
  });

  it('nodes in the wrong place (the schema decides), naming the node that cannot hold them', () => {
    expect(errors(doc(text('bare text')))).toHaveProperty(['doc']);
    expect(errors(doc(p(p(text('x')))))).toHaveProperty(['content.0']);
    expect(errors(doc({ type: 'bulletList', content: [p(text('x'))] }))).toHaveProperty([
      'content.0',
    ]);
    expect(errors(doc({ type: 'listItem', content: [p(text('x'))] }))).toHaveProperty(['doc']);
    expect(
      errors(doc({ type: 'table', content: [{ type: 'tableCell', content: [p()] }] })),
    ).toHaveProperty(['content.0']);
    expect(errors(doc({ type: 'codeBlock', content: [{ type: 'hardBreak' }] }))).toHaveProperty([
      'content.0',
    ]);
    expect(
      errors(doc({ type: 'codeBlock', content: [text('x', [{ type: 'bold' }])] })),
    ).toHaveProperty(['content.0']);
    expect(
      errors(doc(p({ type: 'youtube', attrs: { src: 'https://youtu.be/dQw4w9WgXcQ' } }))),
    ).toHaveProperty(['content.0']);
  });

  it.each([
    [
      'an image directly under the document',
      doc({ type: 'image', attrs: { src: '/uploads/images/a.webp' } }),
    ],
    [
      'a list item that starts with a heading',
      doc({
        type: 'bulletList',
        content: [
          {
            type: 'listItem',
            content: [{ type: 'heading', attrs: { level: 2 }, content: [text('x')] }],
          },
        ],
      }),
    ],
    ['an empty list item', doc({ type: 'bulletList', content: [{ type: 'listItem' }] })],
    [
      'an empty table cell',
      doc({ type: 'table', content: [{ type: 'tableRow', content: [{ type: 'tableCell' }] }] }),
    ],
    ['an empty bullet list', doc({ type: 'bulletList' })],
  ])('%s, which the editor itself cannot hold', (_name, input) => {
    expect(validateDoc(input).ok).toBe(false);
  });

  it('a text node without text', () => {
    expect(errors(doc(p({ type: 'text' })))).toHaveProperty(['content.0.content.0.text']);
  });

  it('a document nested deeper than any real page', () => {
    let node: unknown = p(text('deep'));
    for (let i = 0; i < 60; i += 1) node = { type: 'blockquote', content: [node] };
    expect(Object.values(errors(doc(node)))).toContain('The document is nested too deeply');
    // Far deeper nesting must not overflow the stack either.
    for (let i = 0; i < 20_000; i += 1) node = { type: 'blockquote', content: [node] };
    expect(validateDoc(doc(node)).ok).toBe(false);
  });

  it('more than 10,000 text characters, counted across the document', () => {
    const half = 'a'.repeat(5_000);
    expect(validateDoc(doc(p(text(half)), p(text(half)))).ok).toBe(true);
    expect(errors(doc(p(text(half)), p(text(half), text('!'))))).toEqual({
      doc: 'The text is 10001 characters long; the limit is 10000',
    });
  });

  it('lists several problems at once, bounded', () => {
    const many = doc(...Array.from({ length: 50 }, () => ({ type: 'iframe' })));
    expect(Object.keys(errors(many))).toHaveLength(20);
  });
});

describe('sanitizeDoc (for rendering stored documents)', () => {
  it('drops what is not allowed and keeps the rest', () => {
    const clean = sanitizeDoc(
      doc(
        { type: 'iframe', attrs: { src: 'https://evil.example' } },
        p(
          text('kept'),
          link('javascript:alert(1)'),
          text('x', [{ type: 'evil' }, { type: 'bold' }]),
        ),
        { type: 'image', attrs: { src: 'javascript:alert(1)' } },
      ),
    );
    // Neighbouring text with the same marks is one text node, as ProseMirror writes it.
    expect(clean).toEqual(doc(p(text('kepthere'), text('x', [{ type: 'bold' }]))));
  });

  it('keeps the text of a block the schema refuses, and puts stray inline nodes in a paragraph', () => {
    const image = { type: 'image', attrs: { src: '/uploads/images/a.webp' } };
    expect(
      sanitizeDoc(
        doc(image, {
          type: 'bulletList',
          content: [{ type: 'listItem', content: [p(text('x'))] }, p(text('y'))],
        }),
      ),
    ).toEqual(doc(p(image), p(text('xy'))));
  });

  it('never fails, whatever it is given', () => {
    for (const input of [null, undefined, 'x', 42, [], { type: 'doc', content: [null, 1, 'x'] }]) {
      expect(sanitizeDoc(input).type).toBe('doc');
    }
  });
});
