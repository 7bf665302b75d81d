import { describe, expect, it } from 'vitest';
import { defaultDoc, emptyDoc, hasOwnText } from '@/lib/rich-text/default-doc';

describe('hasOwnText', () => {
  it("counts the specification's default document as empty, as the editor shows it", () => {
    expect(hasOwnText(defaultDoc())).toBe(false);
    expect(hasOwnText(null)).toBe(false);
    expect(hasOwnText(undefined)).toBe(false);
    expect(hasOwnText({ type: 'doc', content: [] })).toBe(false);
    // What the editor saves when nothing was typed.
    expect(hasOwnText(emptyDoc())).toBe(false);
  });

  it('keeps any other document, the default words with more beside them included', () => {
    const doc = defaultDoc();
    doc.content.push({ type: 'paragraph', content: [{ type: 'text', text: 'More.' }] });
    expect(hasOwnText(doc)).toBe(true);
    expect(hasOwnText({ type: 'doc', content: [{ type: 'horizontalRule' }] })).toBe(true);
  });
});
