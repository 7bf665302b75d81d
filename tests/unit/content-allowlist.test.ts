import { describe, expect, it } from 'vitest';
import {
  MAX_DATA_IMAGE_BYTES,
  checkImageSrc,
  decodeEntities,
  isAllowedHref,
  normalizeColor,
  normalizeFontSize,
  normalizeHref,
  parseYoutubeId,
  youtubeEmbedSrc,
} from '@/lib/rich-text/allowlist';

describe('link hrefs', () => {
  it.each([
    'https://example.com/page?a=1&b=2#top',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:office@parish.example',
    'tel:+1 555 010 0100',
    '/bulletins',
    '/ua/liturgy/divine-liturgy',
    '#schedule',
    '?page=2',
  ])('accepts %s', (href) => {
    expect(normalizeHref(href)).toBe(href);
  });

  it('trims surrounding space and drops control characters when storing', () => {
    expect(normalizeHref('  https://example.com/a\tb \n')).toBe('https://example.com/ab');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0001javascript:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#0000106&#0000097vascript:alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    '&amp;#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,x',
    'file:///etc/passwd',
    'ftp://example.com',
    'java&nbsp;script:alert(1)',
    'java&unknown;script:alert(1)',
    'example.com',
    'https://',
    '',
    '   ',
  ])('refuses %j', (href) => {
    expect(normalizeHref(href)).toBeNull();
    expect(isAllowedHref(href)).toBe(false);
  });

  it('refuses non-strings and absurdly long URLs', () => {
    expect(normalizeHref(null)).toBeNull();
    expect(normalizeHref(42)).toBeNull();
    expect(normalizeHref(`https://example.com/${'a'.repeat(2100)}`)).toBeNull();
  });

  it('decodes numeric and named character references, repeatedly', () => {
    expect(decodeEntities('&#106;&#x61;v&amp;#97;')).toBe('java');
    expect(decodeEntities('a&colon;b&Tab;c')).toBe('a:b\tc');
    expect(decodeEntities('&unknown;')).toBe('&unknown;');
  });
});

describe('image sources', () => {
  const png = (bytes: number) =>
    `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

  it.each([
    'https://example.com/a.jpg',
    '/uploads/images/abc123-photo.webp',
    'data:image/png;base64,iVBORw0KGgo=',
    'data:image/jpeg;base64,/9j/4AAQ',
    'data:image/gif;base64,R0lGODlh',
    'data:image/webp;base64,UklGRg==',
  ])('accepts %s', (src) => {
    expect(checkImageSrc(src)).toEqual({ src });
  });

  it.each([
    'http://example.com/a.jpg',
    'javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'data:image/png,notbase64',
    'data:image/png;base64,@@@',
    '/uploads/bulletins/x.pdf',
    '/uploads/images/../../etc/passwd',
    '/etc/passwd',
    '//evil.example/a.png',
    'https://user:pass@example.com/a.png',
    '&#104;ttp://example.com/a.png',
    'a.png',
  ])('refuses %s', (src) => {
    expect(checkImageSrc(src)).toEqual({ problem: 'scheme' });
  });

  it('caps the decoded size of inline data images', () => {
    expect(checkImageSrc(png(MAX_DATA_IMAGE_BYTES))).toHaveProperty('src');
    expect(checkImageSrc(png(MAX_DATA_IMAGE_BYTES + 1))).toEqual({ problem: 'too_large' });
  });
});

describe('YouTube addresses', () => {
  const id = 'dQw4w9WgXcQ';
  it.each([
    `https://www.youtube.com/watch?v=${id}`,
    `https://youtube.com/watch?v=${id}&t=42s`,
    `https://m.youtube.com/watch?v=${id}`,
    `https://youtu.be/${id}`,
    `https://youtu.be/${id}?si=abc`,
    `https://www.youtube.com/embed/${id}`,
    `https://www.youtube.com/shorts/${id}`,
    `https://www.youtube.com/live/${id}`,
    `https://www.youtube-nocookie.com/embed/${id}?controls=0`,
    `www.youtube.com/watch?v=${id}`,
    `http://youtu.be/${id}`,
  ])('finds the id in %s', (url) => {
    expect(parseYoutubeId(url)).toBe(id);
  });

  it.each([
    `https://evil.example/watch?v=${id}`,
    `https://www.youtube.com.evil.example/watch?v=${id}`,
    `https://www.youtube.com/watch?v=short`,
    `https://www.youtube.com/watch?v=${id}x`,
    `https://www.youtube.com/embed/${id}"onload="alert(1)`,
    `javascript:alert('${id}')`,
    'https://www.youtube.com/',
    `https://user@www.youtube.com/watch?v=${id}`,
  ])('refuses %s', (url) => {
    expect(parseYoutubeId(url)).toBeNull();
  });

  it('stores only the id, as a no-cookie embed', () => {
    expect(youtubeEmbedSrc(id)).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
  });
});

describe('colours and sizes', () => {
  it.each([
    '#000',
    '#0b4f8a',
    '#0B4F8AFF',
    'rgb(255, 0, 0)',
    'rgba(0,0,0,0.5)',
    'rgb(10% 20% 30% / 50%)',
  ])('accepts the colour %s', (color) => expect(normalizeColor(color)).toBe(color));
  it.each([
    'red',
    'url(javascript:alert(1))',
    '#12345',
    'rgb(0,0,0);background:url(x)',
    'expression(alert(1))',
    'var(--x)',
  ])('refuses the colour %s', (color) => expect(normalizeColor(color)).toBeNull());
  it.each(['12px', '1.2em', '1rem', '14pt', '120%'])('accepts the size %s', (size) => {
    expect(normalizeFontSize(size)).toBe(size);
  });
  it.each(['12', '0px', 'calc(1px + 1em)', '12px;color:red', 'large', '1e3px'])(
    'refuses the size %s',
    (size) => {
      expect(normalizeFontSize(size)).toBeNull();
    },
  );
});
