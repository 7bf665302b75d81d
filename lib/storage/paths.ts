import 'server-only';

// Stored files are `<folder>/<server-generated name>` in the store (lib/storage/store.ts). Each folder
// is served at /uploads/<folder>/<name> by app/uploads/[folder]/[name]/route.ts. Uploads in progress
// live elsewhere (lib/storage/temp-files.ts) and are never served.
// `pictures` holds the generated sizes of the hero image and logo (lib/storage/picture-variants.ts).
export const UPLOAD_FOLDERS = ['bulletins', 'images', 'thumbnails', 'pictures'] as const;
export type UploadFolder = (typeof UPLOAD_FOLDERS)[number];

/** Names we generate: lower-case letters, digits, dot, dash, underscore; no leading dot, no `..`. */
const STORED_NAME = /^[a-z0-9][a-z0-9._-]{0,199}$/;

export function isUploadFolder(value: string): value is UploadFolder {
  return (UPLOAD_FOLDERS as readonly string[]).includes(value);
}

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name) && !name.includes('..');
}

/** The store key of a stored file (validated: a name we could not have generated throws). */
export function objectKey(folder: UploadFolder, name: string): string {
  if (!isStoredName(name)) throw new Error(`Not a stored file name: ${name}`);
  return `${folder}/${name}`;
}

/** Keys are `<folder>/<name>` made of names we generate: no `..`, no leading dot, no backslash. */
const KEY = /^(?:[a-z0-9][a-z0-9._-]{0,199}\/){0,3}[a-z0-9][a-z0-9._-]{0,199}$/;

export function assertObjectKey(key: string): void {
  if (!KEY.test(key) || key.includes('..')) throw new Error(`Not an object key: ${key}`);
}

export function uploadUrl(folder: UploadFolder, name: string): string {
  return `/uploads/${folder}/${encodeURIComponent(name)}`;
}

/**
 * What is left of a client's file name for display and Content-Disposition: the last path
 * component only (browsers and old clients send `C:\fakepath\x.pdf` or `../../x.pdf`), without
 * control characters, at most 200 characters. Never used to build a path.
 */
export function displayName(clientName: string | undefined, fallback: string): string {
  const base = (clientName ?? '').split(/[/\\]/).pop() ?? '';
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200);
  return clean && clean !== '.' && clean !== '..' ? clean : fallback;
}
