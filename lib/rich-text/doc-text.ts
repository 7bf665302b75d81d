import type { TiptapDoc, TiptapNode } from '@/lib/rich-text/default-doc';

/** The first words of a document as plain text, for a meta description. */
export function docSummary(doc: TiptapDoc | null | undefined, maxLength = 160): string {
  const parts: string[] = [];
  let length = 0;
  const visit = (node: TiptapNode) => {
    if (length >= maxLength) return;
    if (node.type === 'text' && node.text) {
      parts.push(node.text);
      length += node.text.length;
    }
    node.content?.forEach(visit);
    // Block boundaries become spaces so words of adjacent paragraphs do not run together.
    if (node.type !== 'text') {
      parts.push(' ');
    }
  };
  doc?.content?.forEach(visit);
  const text = parts.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2))}…`;
}
