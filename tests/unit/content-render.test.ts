import { describe, expect, it } from 'vitest';
import { defaultDoc } from '@/lib/rich-text/default-doc';
import { renderDoc } from '@/lib/rich-text/render';

const doc = (...content: unknown[]) => ({ type: 'doc', content });
const p = (...content: unknown[]) => ({ type: 'paragraph', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});

/** Every tag name and attribute name in a piece of HTML. */
function tagsAndAttributes(html: string) {
  const tags = new Set<string>();
  const attrs = new Set<string>();
  for (const match of html.matchAll(/<([a-z0-9]+)([^>]*)>/gi)) {
    tags.add(match[1]!.toLowerCase());
    for (const attr of match[2]!.matchAll(/\s([a-z-]+)(?==|\s|$)/gi))
      attrs.add(attr[1]!.toLowerCase());
  }
  return { tags, attrs };
}

describe('renderDoc', () => {
  it('renders the default document', () => {
    expect(renderDoc(defaultDoc())).toBe('<p>Start typing here...</p>');
  });

  it('renders blocks with their allowed attributes', () => {
    const html = renderDoc(
      doc(
        { type: 'heading', attrs: { level: 2, textAlign: 'center' }, content: [text('Hours')] },
        {
          type: 'paragraph',
          attrs: { textAlign: 'justify' },
          content: [text('a'), { type: 'hardBreak' }, text('b')],
        },
        { type: 'bulletList', content: [{ type: 'listItem', content: [p(text('one'))] }] },
        {
          type: 'orderedList',
          attrs: { start: 4, type: 'a' },
          content: [{ type: 'listItem', content: [p(text('four'))] }],
        },
        { type: 'blockquote', content: [p(text('q'))] },
        { type: 'codeBlock', attrs: { language: 'ts' }, content: [text('a < b && c')] },
        { type: 'horizontalRule' },
      ),
    );
    expect(html).toBe(
      '<h2 style="text-align: center">Hours</h2>' +
        '<p style="text-align: justify">a<br/>b</p>' +
        '<ul><li><p>one</p></li></ul>' +
        '<ol start="4" type="a"><li><p>four</p></li></ol>' +
        '<blockquote><p>q</p></blockquote>' +
        '<pre><code class="language-ts">a &lt; b &amp;&amp; c</code></pre>' +
        '<hr/>',
    );
  });

  it('renders marks (each text node with its own, as Tiptap does)', () => {
    const href = {
      type: 'link',
      attrs: { href: 'https://example.com/?a=1&b=2', target: '_blank' },
    };
    const html = renderDoc(
      doc(
        p(
          text('Visit ', [href]),
          text('our', [href, { type: 'bold' }]),
          text(' site', [href]),
          text(' x', [{ type: 'textStyle', attrs: { color: '#ff0000', fontSize: '18px' } }]),
          text('y', [{ type: 'highlight', attrs: { color: '#ffff00' } }, { type: 'italic' }]),
          text('H', [{ type: 'subscript' }]),
          text('2', [{ type: 'superscript' }]),
          text('u', [{ type: 'underline' }, { type: 'strike' }]),
          text('c', [{ type: 'code' }]),
        ),
      ),
    );
    const a =
      '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/?a=1&amp;b=2">';
    expect(html).toBe(
      `<p>${a}Visit </a><strong>${a}our</a></strong>${a} site</a>` +
        '<span style="color: #ff0000; font-size: 18px"> x</span>' +
        '<mark><em>y</em></mark>' +
        '<sub>H</sub><sup>2</sup><u><s>u</s></u><code>c</code></p>',
    );
  });

  it('renders images, videos, task lists and tables', () => {
    const html = renderDoc(
      doc(
        p({ type: 'image', attrs: { src: '/uploads/images/a.webp', alt: 'Icon "A"', width: 200 } }),
        { type: 'youtube', attrs: { src: 'https://youtu.be/dQw4w9WgXcQ', start: 30 } },
        {
          type: 'taskList',
          content: [
            { type: 'taskItem', attrs: { checked: true }, content: [p(text('done'))] },
            { type: 'taskItem', attrs: { checked: false }, content: [p(text('todo'))] },
          ],
        },
        {
          type: 'table',
          content: [
            {
              type: 'tableRow',
              content: [
                { type: 'tableHeader', attrs: { colwidth: [100] }, content: [p(text('H'))] },
                { type: 'tableCell', attrs: { colspan: 2 }, content: [p(text('C'))] },
              ],
            },
          ],
        },
      ),
      { videoTitle: 'Відео YouTube', idPrefix: 'history' },
    );
    expect(html).toBe(
      '<p><img loading="lazy" decoding="async" src="/uploads/images/a.webp" alt="Icon &quot;A&quot;" width="200"/></p>' +
        '<div data-youtube-video=""><iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?controls=0&amp;start=30" title="Відео YouTube" width="640" height="480" loading="lazy" allowfullscreen="true" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin"></iframe></div>' +
        '<ul data-type="taskList">' +
        '<li data-type="taskItem" data-checked="true"><input type="checkbox" checked="checked" disabled="disabled" aria-labelledby="history-task-1"><div id="history-task-1"><p>done</p></div></li>' +
        '<li data-type="taskItem" data-checked="false"><input type="checkbox" disabled="disabled" aria-labelledby="history-task-2"><div id="history-task-2"><p>todo</p></div></li>' +
        '</ul>' +
        '<div class="tableWrapper"><table style="min-width: 150px"><colgroup><col style="width: 100px"/><col style="min-width: 25px"/><col style="min-width: 25px"/></colgroup>' +
        '<tbody><tr><th><p>H</p></th><td colspan="2"><p>C</p></td></tr></tbody></table></div>',
    );
  });

  it('escapes all text', () => {
    expect(renderDoc(doc(p(text('<script>alert("x")</script> & \'q\''))))).toBe(
      '<p>&lt;script&gt;alert("x")&lt;/script&gt; &amp; \'q\'</p>',
    );
  });

  describe('never emits anything outside the allowlist, even from a hostile stored document', () => {
    const hostile = doc(
      { type: 'iframe', attrs: { src: 'https://evil.example' } },
      { type: 'script', content: [text('alert(1)')] },
      { type: 'image', attrs: { src: 'x', onerror: 'alert(1)' } },
      {
        type: 'image',
        attrs: { src: 'https://example.com/a.png', onerror: 'alert(1)', style: 'x' },
      },
      {
        type: 'paragraph',
        attrs: {
          onclick: 'alert(1)',
          style: 'background:url(javascript:alert(1))',
          textAlign: 'center;x:y',
        },
        content: [
          text('a', [{ type: 'link', attrs: { href: 'JaVaScRiPt:alert(1)' } }]),
          text('b', [{ type: 'link', attrs: { href: '&#106;avascript:alert(1)' } }]),
          text('c', [
            { type: 'link', attrs: { href: 'data:text/html,<script>alert(1)</script>' } },
          ]),
          text('d', [
            {
              type: 'link',
              attrs: { href: 'https://ok.example', onmouseover: 'alert(1)', rel: 'opener' },
            },
          ]),
          text('e', [{ type: 'textStyle', attrs: { color: 'red;background:url(x)' } }]),
          text('f', [{ type: 'script' }]),
        ],
      },
      { type: 'youtube', attrs: { src: 'https://evil.example/embed/dQw4w9WgXcQ' } },
      { type: 'heading', attrs: { level: 7 }, content: [text('h7')] },
    );
    const html = renderDoc(hostile);

    it('keeps the harmless text, the good image (in a paragraph) and the one good link, dropping unknown marks but not their text', () => {
      expect(html).toBe(
        '<p><img loading="lazy" decoding="async" src="https://example.com/a.png"/></p>' +
          '<p>abc<a rel="noopener noreferrer nofollow" href="https://ok.example">d</a><span>e</span>f</p>',
      );
    });

    it('uses only allowlisted tags and attributes', () => {
      const { tags, attrs } = tagsAndAttributes(html);
      const allowedTags = ['p', 'a', 'img', 'span'];
      expect([...tags].every((tag) => allowedTags.includes(tag))).toBe(true);
      expect([...attrs].some((attr) => attr.startsWith('on'))).toBe(false);
      expect(html).not.toMatch(/javascript|data:text|iframe|script/i);
    });
  });
});
