import { describe, expect, it } from 'vitest';
import { renderDoc } from '@/lib/rich-text/render';
import { absoluteLinks } from '@/lib/mailings/absolute-links';

describe('absoluteLinks: an announcement e-mail links the site by full address', () => {
  it('makes the pictures and links of a rendered document absolute, and leaves the rest', () => {
    const html = renderDoc({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            {
              type: 'text',
              text: 'the picnic',
              marks: [{ type: 'link', attrs: { href: '/ua/events' } }],
            },
            {
              type: 'text',
              text: ' and elsewhere',
              marks: [{ type: 'link', attrs: { href: 'https://example.org/x' } }],
            },
          ],
        },
        { type: 'image', attrs: { src: '/uploads/images/picnic.jpg', alt: 'The picnic' } },
      ],
    });
    expect(html).toContain('href="/ua/events"');
    const mail = absoluteLinks(html, 'https://parish.example/');
    expect(mail).toContain('href="https://parish.example/ua/events"');
    expect(mail).toContain('src="https://parish.example/uploads/images/picnic.jpg"');
    expect(mail).toContain('href="https://example.org/x"');
    expect(mail).not.toMatch(/(src|href)="\/(?!\/)/);
  });

  it('leaves protocol-relative addresses alone', () => {
    expect(absoluteLinks('<img src="//cdn.example/a.png">', 'https://p.example')).toBe(
      '<img src="//cdn.example/a.png">',
    );
  });
});
