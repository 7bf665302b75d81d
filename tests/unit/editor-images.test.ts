import { describe, expect, it } from 'vitest';
import { imageSrcFromInput, ownImagePath } from '@/lib/rich-text/editor-extensions';
import { IMAGE_ALT_MAX } from '@/lib/rich-text/attribute-rules';
import { validateDoc } from '@/lib/rich-text/validate';
import { renderDoc } from '@/lib/rich-text/render';

const image = (attrs: Record<string, unknown>) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'image', attrs }] }],
});

describe("the editor's image addresses", () => {
  it("takes Assets' full 'Copy URL' address of this site as its path, also over http", () => {
    const origin = 'http://parish.local:3000';
    const copied = `${origin}/uploads/images/church-0a1b2c3d4e5f.jpg`;
    // The cause of the refusal: an absolute http address is not https, so the allowlist says no.
    expect(imageSrcFromInput(copied)).toBeNull();
    expect(imageSrcFromInput(copied, origin)).toBe('/uploads/images/church-0a1b2c3d4e5f.jpg');
    expect(
      ownImagePath(`https://parish.example/uploads/images/a.webp`, 'https://parish.example'),
    ).toBe('/uploads/images/a.webp');
  });

  it('leaves other sites and other folders alone', () => {
    const origin = 'http://parish.local:3000';
    expect(ownImagePath('http://elsewhere.example/uploads/images/a.jpg', origin)).toBe(
      'http://elsewhere.example/uploads/images/a.jpg',
    );
    expect(imageSrcFromInput('http://elsewhere.example/uploads/images/a.jpg', origin)).toBeNull();
    expect(imageSrcFromInput(`${origin}/uploads/bulletins/a.pdf`, origin)).toBeNull();
    expect(imageSrcFromInput(`${origin}/uploads/images/../../parish.db`, origin)).toBeNull();
  });
});

describe('alt text on images', () => {
  it('is kept up to its limit, an empty one (decoration) included, and rendered', () => {
    for (const alt of ['The iconostasis', '', 'x'.repeat(IMAGE_ALT_MAX)]) {
      const result = validateDoc(
        image({ src: '/uploads/images/a.webp', alt, width: 800, height: 600 }),
      );
      expect(result.ok).toBe(true);
      const html = renderDoc(result.ok ? result.doc : null);
      expect(html).toContain(`alt="${alt}"`);
      expect(html).toContain('width="800"');
      expect(html).toContain('height="600"');
      expect(html).toContain('loading="lazy"');
    }
  });

  it('drops a description longer than the limit', () => {
    const result = validateDoc(
      image({ src: '/uploads/images/a.webp', alt: 'x'.repeat(IMAGE_ALT_MAX + 1) }),
    );
    expect(result.ok && result.doc.content?.[0]?.content?.[0]?.attrs?.alt).toBeFalsy();
  });
});
