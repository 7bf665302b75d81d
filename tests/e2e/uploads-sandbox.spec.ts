import sharp from 'sharp';
import { expect, test } from './support/test';
import { bearerToken } from './support/staff';
import { makeTestPdf } from '../support/make-pdf';

// Served uploads are sandboxed documents (lib/storage/serve.ts): no script of theirs can act as
// our origin, and Chromium's PDF viewer still shows a bulletin inline.

test('an uploaded file opened on its own is a sandboxed document with an opaque origin', async ({
  page,
  request,
}) => {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: '#336699' },
  })
    .png()
    .toBuffer();
  const uploaded = await request.post('/api/files?dir=images', {
    headers: await bearerToken(request),
    multipart: { file: { name: 'sandbox.png', mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url } = (await uploaded.json()) as { url: string };
  const response = await page.goto(url);
  expect((await response!.allHeaders())['content-security-policy']).toMatch(/^sandbox;/);
  // Sandboxed without allow-same-origin: not our origin, so no access to our cookies or storage.
  expect(await page.evaluate(() => window.origin)).toBe('null');
});

test('a bulletin PDF still opens inline in Chromium’s viewer', async ({ page, request }) => {
  const headers = await bearerToken(request);
  const created = await request.post('/api/bulletins', {
    headers,
    multipart: {
      title: 'Sandbox check',
      description: '',
      date: '2026-02-01',
      label: 'Weekly',
      file: { name: 'sandbox.pdf', mimeType: 'application/pdf', buffer: makeTestPdf({}) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const bulletin = (await created.json()) as { id: string; fileUrl: string };
  try {
    const response = await page.goto(bulletin.fileUrl);
    expect(response?.status()).toBe(200);
    expect((await response!.allHeaders())['content-security-policy']).toMatch(/^sandbox;/);
    // Chromium's PDF viewer runs in its own extension frame inside the document.
    await expect
      .poll(() => page.frames().some((frame) => frame.url().startsWith('chrome-extension://')))
      .toBe(true);
    // NOTE: Chromium's viewer host page keeps our origin despite the sandbox; the PDF runs no
    // script of ours there (PDFium's own scripting stays inside the plugin).
  } finally {
    await request.delete(`/api/bulletins/${bulletin.id}`, { headers });
  }
});
