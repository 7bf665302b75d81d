// A refused page save is told by what was refused (link, image, video, title, length), read from
// the server's real field paths against the record sent, never in the server's English words.
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/components/auth/api-client';
import type { PageRecord } from '@/components/editor/content-client';
import { refusalKinds } from '@/components/editor/save-session';
import { pageContentInputSchema } from '@/lib/pages/schemas';
import en from '@/messages/en.json';
import uk from '@/messages/uk.json';

const paragraph = (content: unknown[]) => ({ type: 'paragraph', content });
const doc = (...blocks: unknown[]) => ({ type: 'doc', content: blocks });
const plain = doc(paragraph([{ type: 'text', text: 'Текст' }]));

function record(ua: unknown, title = 'Сторінка'): PageRecord {
  return {
    slug: 'sunday-school',
    title: { en: 'Page', ua: title },
    content: { en: plain, ua },
    version: 1,
  } as unknown as PageRecord;
}

/** The server's own answer: the shared schema's field errors, as the API handler keys them. */
function refusal(sent: PageRecord): ApiRequestError {
  const parsed = pageContentInputSchema.safeParse({ title: sent.title, content: sent.content });
  expect(parsed.success).toBe(false);
  const fields: Record<string, string> = {};
  for (const issue of parsed.error!.issues) fields[issue.path.join('.')] ??= issue.message;
  return new ApiRequestError(400, 'validation_failed', 'The request is not valid', fields);
}

describe('a refused save, by kind', () => {
  it.each([
    [
      'a javascript: link',
      record(
        doc(
          paragraph([
            {
              type: 'text',
              text: 'x',
              marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
            },
          ]),
        ),
      ),
      'link',
    ],
    [
      'an image from another scheme',
      record(doc({ type: 'image', attrs: { src: 'ftp://example.com/a.png' } })),
      'image',
    ],
    [
      'a video from elsewhere',
      record(doc({ type: 'youtube', attrs: { src: 'https://vimeo.com/1' } })),
      'video',
    ],
    ['a long title', record(plain, 'Д'.repeat(250)), 'title'],
    ['an unknown block', record(doc({ type: 'marquee' })), 'other'],
  ] as const)('%s', (_name, sent, kind) => {
    expect(refusalKinds(refusal(sent), sent, false)).toEqual([kind]);
  });

  it('a text over the limit', () => {
    const long = record(doc(paragraph([{ type: 'text', text: 'а'.repeat(10_001) }])));
    expect(refusalKinds(refusal(long), long, true)).toEqual(['tooLong']);
  });

  it('every kind has its text in both languages, the Ukrainian one without English words', () => {
    for (const kind of ['link', 'image', 'video', 'title', 'tooLong', 'other'] as const) {
      expect(en.Editor.refused[kind]).toBeTruthy();
      expect(uk.Editor.refused[kind]).toBeTruthy();
    }
    expect(uk.Editor.saveRefused).not.toMatch(/refused|server/i);
  });
});
