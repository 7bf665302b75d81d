import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../support/files-under';
import { makeTestPdf } from '../support/make-pdf';
import { startOwnServer, waitForOutput, type OwnServer } from '../support/own-server';
import { startServer, type RunningServer } from '../support/server';
import { form, sqlOn } from '../support/uploads';

// A real kill -9 in the middle of uploads, then a restart on the same data: start-up must leave no
// partial file behind and give every PDF bulletin its preview.

let site: OwnServer;
let restarted: RunningServer | undefined;
afterAll(async () => {
  await restarted?.stop();
  await site?.server.stop();
  await site?.database.drop();
});

const RECOVERED = 'Storage recovery finished';
const parts = (dataDir: string) => filesUnder(dataDir).filter((name) => name.endsWith('.part'));

/** A bulletin upload that sends `bytes` of a PDF's body, then stalls (a slow client, mid-stream). */
function stalledUpload(url: string, token: string, bytes: number): Promise<unknown> {
  const boundary = `----crash-${Math.random().toString(16).slice(2)}`;
  const head =
    ['title', 'date', 'label']
      .map((name) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`)
      .map((part, index) => part + ['Interrupted', '2026-12-06', 'Weekly'][index] + '\r\n')
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
    'Content-Type: application/pdf\r\n\r\n%PDF-1.7\n';
  const chunk = Buffer.alloc(256 * 1024, 0x20);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start: (controller) => controller.enqueue(Buffer.from(head)),
    pull: (controller) =>
      sent < bytes
        ? void ((sent += chunk.length), controller.enqueue(chunk))
        : new Promise(() => undefined),
  });
  return fetch(`${url}/api/bulletins`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    body,
    duplex: 'half',
  } as RequestInit).catch(() => 'cut off');
}

async function uploadPdf(heading: string): Promise<{ id: string; thumbnailUrl: string | null }> {
  const body = form(
    { title: heading, date: '2026-12-06', label: 'Weekly' },
    { file: { data: makeTestPdf({ heading }), name: 'b.pdf', type: 'application/pdf' } },
  );
  const response = await fetch(`${site.server.url}/api/bulletins`, {
    method: 'POST',
    headers: { authorization: `Bearer ${site.adminToken}` },
    body,
  });
  expect(response.status).toBe(201);
  return response.json();
}

describe('after kill -9 during uploads', () => {
  beforeAll(async () => {
    site = await startOwnServer();
  });

  it('start-up removes every partial file and renders the previews that are missing', async () => {
    const dataDir = site.env.DATA_DIR!;
    const complete = await uploadPdf('Committed');
    expect(complete.thumbnailUrl).not.toBeNull();
    // A row as releases before this one could leave it: committed, crashed before its preview.
    const orphaned = await uploadPdf('Committed before the crash');
    await sqlOn(
      site.env.DATABASE_URL!,
      'UPDATE "Bulletin" SET "thumbnailPath" = NULL WHERE id = $1',
      [orphaned.id],
    );
    rmSync(path.join(dataDir, 'uploads', 'thumbnails', `${orphaned.id}.webp`));

    const uploads = Array.from({ length: 5 }, () =>
      stalledUpload(site.server.url, site.adminToken, 2 * 1024 * 1024),
    );
    // Wait until all five are mid-stream: each has a temp file with data in it.
    const deadline = Date.now() + 20_000;
    while (parts(dataDir).length < 5 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(parts(dataDir)).toHaveLength(5);

    const exited = new Promise((resolve) => site.server.process.once('exit', resolve));
    process.kill(site.server.pid, 'SIGKILL');
    await exited;
    expect(await Promise.all(uploads)).toEqual(Array(5).fill('cut off'));
    expect(parts(dataDir)).toHaveLength(5);

    restarted = await startServer(site.env);
    const output = await waitForOutput(restarted, RECOVERED);
    expect(output).toMatch(/5 abandoned temp file\(s\) removed, 1 missing thumbnail\(s\) rendered/);
    expect(parts(dataDir)).toEqual([]);

    const bulletins = (await (await fetch(`${restarted.url}/api/bulletins`)).json()) as {
      id: string;
      thumbnailUrl: string | null;
    }[];
    expect(bulletins.map((b) => b.id).sort()).toEqual([complete.id, orphaned.id].sort());
    for (const bulletin of bulletins) {
      expect(bulletin.thumbnailUrl).toBe(`/uploads/thumbnails/${bulletin.id}.webp`);
      const preview = await fetch(`${restarted.url}${bulletin.thumbnailUrl}`);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('content-type')).toBe('image/webp');
    }
    expect(existsSync(path.join(dataDir, 'uploads', 'tmp'))).toBe(true);
  });
});
