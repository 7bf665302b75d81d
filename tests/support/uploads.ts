import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import Database from 'better-sqlite3';
import pg from 'pg';
import { inject } from 'vitest';

// Helpers for upload and content tests: real files, the server's upload folder, and SQL straight
// against the test database (for setting up states the API cannot make, like a page without record).

/** The server's upload folder (UPLOAD_DIR defaults to <DATA_DIR>/uploads). */
export function uploadFolder(folder: string): string {
  return path.join(inject('dataDir'), 'uploads', folder);
}

/** Files in one upload folder (an absent folder is empty). */
export function filesIn(folder: string): string[] {
  const dir = uploadFolder(folder);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** A minimal but well-formed PDF (what matters to the server is the `%PDF-` signature). */
export function tinyPdf(text = 'Bulletin'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );
}

/** An OLE2 compound file header, as a .doc starts. */
export function oleDoc(): Buffer {
  return Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024, 0)]);
}

/** A ZIP archive (stored, uncompressed) holding the given entries. */
export function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const nameBytes = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A .docx as far as the server can tell: a ZIP with word/document.xml. */
export function docx(): Buffer {
  return zipOf({
    // What Word writes: the package names its main part's type (file-type reads it).
    '[Content_Types].xml':
      '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    'word/document.xml': '<?xml version="1.0"?><w:document/>',
  });
}

/** multipart/form-data for the given fields and files, built with the platform's FormData. */
export function form(
  fields: Record<string, string>,
  files: Record<string, { data: Buffer; name: string; type?: string }> = {},
) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  for (const [key, file] of Object.entries(files)) {
    body.append(
      key,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  return body;
}

/**
 * A multipart body of about `fileBytes` bytes sent as a stream (chunked, no Content-Length), so
 * the server cannot refuse it by its declared size and must stop reading it itself.
 */
export function streamedMultipart(fileBytes: number, fields: Record<string, string>) {
  const boundary = `----parish-test-${Date.now()}`;
  let head = '';
  for (const [key, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`;
  }
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
  const chunk = Buffer.alloc(256 * 1024, 0x41);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(Buffer.from(head));
    },
    pull(controller) {
      if (sent >= fileBytes) {
        controller.enqueue(Buffer.from(`\r\n--${boundary}--\r\n`));
        controller.close();
        return;
      }
      controller.enqueue(chunk);
      sent += chunk.length;
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}`, sent: () => sent };
}

/** The resident memory of a process in kB (Linux /proc). */
export function residentKb(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)\s+kB/);
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]);
}

/** Runs one SQL statement against the test database (SQLite or PostgreSQL), bypassing the app. */
export async function sql(statement: string, params: unknown[] = []): Promise<void> {
  await sqlOn(inject('databaseUrl'), statement, params);
}

/** Runs one SQL statement against the database at `url` (SQLite or PostgreSQL). */
export async function sqlOn(url: string, statement: string, params: unknown[] = []): Promise<void> {
  if (url.startsWith('file:')) {
    const db = new Database(url.slice('file:'.length));
    try {
      db.prepare(statement.replace(/\$\d+/g, '?')).run(...params);
    } finally {
      db.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}
