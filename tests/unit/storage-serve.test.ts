import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse as parseContentDisposition } from 'content-disposition';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStore } from '@/lib/storage/local-store';
import { contentDisposition, serveObject } from '@/lib/storage/serve';
import { displayName, isStoredName } from '@/lib/storage/paths';
import { sniffDocument, sniffImage } from '@/lib/storage/sniff';
import { docx, zipOf } from '../support/uploads';

const dir = mkdtempSync(path.join(os.tmpdir(), 'storage-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function file(name: string, data: Buffer): string {
  const target = path.join(dir, name);
  writeFileSync(target, data);
  return target;
}

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name', () => {
    const header = contentDisposition('inline', 'Бюлетень "1".pdf');
    expect(header).toMatch(/^inline; filename="[\x20-\x7e]*"; /);
    expect(header).toContain(
      `filename*=UTF-8''%D0%91%D1%8E%D0%BB%D0%B5%D1%82%D0%B5%D0%BD%D1%8C%20%221%22.pdf`,
    );
    expect(parseContentDisposition(header).parameters.filename).toBe('Бюлетень "1".pdf');
    const ascii = contentDisposition('attachment', "it's (x).doc");
    expect(parseContentDisposition(ascii)).toEqual({
      type: 'attachment',
      parameters: { filename: "it's (x).doc" },
    });
  });
});

describe('stored and display names', () => {
  it.each(['a1.pdf', '0123abcd.webp', 'church-front-1a2b.jpg'])('accepts %s', (name) =>
    expect(isStoredName(name)).toBe(true),
  );
  it.each(['../x.pdf', '..', '.hidden', 'a/b.pdf', 'a\\b.pdf', 'A.PDF', 'x..pdf', '', 'a%2fb'])(
    'refuses %j',
    (name) => expect(isStoredName(name)).toBe(false),
  );
  it('keeps only the last path component of a client name, without control characters', () => {
    expect(displayName('../../etc/passwd', 'x')).toBe('passwd');
    expect(displayName('C:\\fakepath\\Bulletin.pdf', 'x')).toBe('Bulletin.pdf');
    expect(displayName('a\u0000b\nc.pdf', 'x')).toBe('abc.pdf');
    expect(displayName('..', 'fallback.pdf')).toBe('fallback.pdf');
    expect(displayName(undefined, 'fallback.pdf')).toBe('fallback.pdf');
  });
});

describe('sniffing by content', () => {
  it('recognises PDF, OLE2 and DOCX, and nothing else', async () => {
    const pdf = Buffer.from('%PDF-1.7\n');
    const ole = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(100)]);
    const word = docx();
    const zip = zipOf({ 'word/other.xml': 'x' });
    const html = Buffer.from('<html><body>%PDF-</body></html>');
    expect(await sniffDocument(file('a', pdf))).toBe('pdf');
    expect(await sniffDocument(file('b', ole))).toBe('doc');
    expect(await sniffDocument(file('c', word))).toBe('docx');
    expect(await sniffDocument(file('d', zip))).toBeNull();
    expect(await sniffDocument(file('e', html))).toBeNull();
  });

  it('finds a Word document in a ZIP, also behind a long archive comment, and not in a broken one', async () => {
    const withComment = Buffer.concat([docx(), Buffer.alloc(0)]);
    // Set a 1000-byte comment on the end record and append it.
    const commented = Buffer.concat([withComment, Buffer.alloc(1000, 0x20)]);
    commented.writeUInt16LE(1000, withComment.length - 2);
    expect(await sniffDocument(file('f', commented))).toBe('docx');
    expect(await sniffDocument(file('g', Buffer.from('PK\u0003\u0004 broken')))).toBeNull();
  });

  it('recognises PNG, JPEG, GIF and WebP images, and not SVG', async () => {
    const pixel = () => sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } });
    expect(await sniffImage(file('i.png', await pixel().png().toBuffer()))).toBe('png');
    expect(await sniffImage(file('i.jpg', await pixel().jpeg().toBuffer()))).toBe('jpeg');
    expect(await sniffImage(file('i.gif', await pixel().gif().toBuffer()))).toBe('gif');
    expect(await sniffImage(file('i.webp', await pixel().webp().toBuffer()))).toBe('webp');
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"></svg>';
    expect(await sniffImage(file('s.png', Buffer.from(svg)))).toBeNull();
    expect(await sniffImage(file('x.png', Buffer.from('<?xml version="1.0"?><svg/>')))).toBeNull();
    expect(await sniffImage(file('p.png', Buffer.from('%PDF-1.4\n')))).toBeNull();
  });
});

describe('serveFile', () => {
  const data = Buffer.from('0123456789');
  file('served.bin', data);
  const store = createLocalStore(dir);
  const serve = (headers: Record<string, string> = {}, method = 'GET') =>
    serveObject(new Request('http://x/f', { method, headers }), store, 'served.bin', {
      contentType: 'application/pdf',
      cacheControl: 'no-cache',
    });

  it('answers the file with validators, and null for a missing file', async () => {
    const response = (await serve())!;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe('10');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await response.text()).toBe('0123456789');
    expect(
      await serveObject(new Request('http://x/'), store, 'missing', {
        contentType: 'x',
        cacheControl: 'x',
      }),
    ).toBeNull();
  });

  it.each([
    ['bytes=2-4', 206, '234', 'bytes 2-4/10'],
    ['bytes=7-', 206, '789', 'bytes 7-9/10'],
    ['bytes=-2', 206, '89', 'bytes 8-9/10'],
    ['bytes=5-100', 206, '56789', 'bytes 5-9/10'],
    ['bytes=10-', 416, '', 'bytes */10'],
    ['bytes=4-2', 416, '', 'bytes */10'],
    ['bytes=0-1,4-5', 200, '0123456789', null],
    ['items=0-1', 200, '0123456789', null],
  ])('Range %s gives %i', async (range, status, body, contentRange) => {
    const response = (await serve({ range }))!;
    expect(response.status).toBe(status);
    expect(response.headers.get('content-range')).toBe(contentRange);
    expect(await response.text()).toBe(body);
  });

  it('answers 304 to a matching If-None-Match and ignores a Range whose If-Range is stale', async () => {
    const etag = (await serve())!.headers.get('etag')!;
    expect((await serve({ 'if-none-match': etag }))!.status).toBe(304);
    expect((await serve({ 'if-none-match': `W/${etag}, "x"` }))!.status).toBe(304);
    expect((await serve({ range: 'bytes=0-1', 'if-range': etag }))!.status).toBe(206);
    expect((await serve({ range: 'bytes=0-1', 'if-range': '"stale"' }))!.status).toBe(200);
    const lastModified = (await serve())!.headers.get('last-modified')!;
    expect((await serve({ 'if-modified-since': lastModified }))!.status).toBe(304);
    // fetch() sends Cache-Control: no-cache with a validator of its own: the origin still answers 304.
    expect((await serve({ 'if-none-match': etag, 'cache-control': 'no-cache' }))!.status).toBe(304);
    expect(
      (await serve({ 'if-none-match': '"other"', 'if-modified-since': lastModified }))!.status,
    ).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = (await serve({}, 'HEAD'))!;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
