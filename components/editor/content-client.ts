// The editor's calls to the content API (GET/PUT /api/content/{page}, revisions, restore, the
// images list), through the site's one API client with its 10-second timeout and "a 401 sends the
// browser to /login".
import { ApiRequestError, apiRequest } from '@/components/auth/api-client';
import { defaultDoc, type TiptapDoc } from '@/lib/rich-text/default-doc';
import type { LanguageCode } from '@/lib/i18n/routing';
import type { PageContentRecord } from '@/lib/pages/page-records';
import type { PageRevisionSummary } from '@/lib/pages/page-revisions';
import { defaultLanguage, isLanguageCode, perLanguage } from '@/lib/i18n/languages';

/** The API's content record (lib/pages/page-records.ts) as the editor keeps it: `version` is null
 * when an answer had none. */
export type PageRecord = Omit<PageContentRecord, 'updatedAt' | 'version'> & {
  version: number | null;
};

/** A revision as GET …/revisions lists it (lib/pages/page-revisions.ts). */
export type Revision = PageRevisionSummary;

export interface ImageAsset {
  name: string;
  url: string;
}

/** The API's "no record yet": a save then conflicts if someone created the page meanwhile. */
export function emptyPageRecord(): PageRecord {
  return {
    title: perLanguage(() => ''),
    content: perLanguage(() => defaultDoc()),
    version: 0,
  };
}

function isDoc(value: unknown): value is TiptapDoc {
  return (
    typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'doc'
  );
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The API's record (or null) in the editor's shape: the specification's '' and default document for what is missing. */
export function toPageRecord(raw: unknown): PageRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as {
    title?: Partial<Record<LanguageCode, unknown>> | null;
    content?: Partial<Record<LanguageCode, unknown>> | null;
    version?: unknown;
  };
  const doc = (code: LanguageCode) => record.content?.[code];
  return {
    title: perLanguage((code) => text(record.title?.[code])),
    content: perLanguage((code) => {
      const value = doc(code);
      return isDoc(value) ? value : defaultDoc();
    }),
    version: typeof record.version === 'number' ? record.version : null,
  };
}

/** One API client for the whole site (components/auth/api-client.ts): timeout, 401, errors. */
function call(path: string, method: 'GET' | 'PUT' | 'POST' | 'DELETE' = 'GET', json?: unknown) {
  return apiRequest<unknown>(path, { method, json });
}

const contentPath = (slug: string) => `/api/content/${encodeURIComponent(slug)}`;

export async function fetchPage(slug: string): Promise<PageRecord | null> {
  return toPageRecord(await call(contentPath(slug)));
}

export interface SavePayload {
  title: Record<LanguageCode, string>;
  content: Record<LanguageCode, TiptapDoc>;
  version: number | null;
}

export type SaveResult =
  { kind: 'saved'; version: number | null } | { kind: 'conflict'; current: PageRecord | null };

/** PUT /api/content/{page}. A 409 (someone saved in between) is an answer, not an error. */
export async function savePage(slug: string, payload: SavePayload): Promise<SaveResult> {
  const body = {
    title: payload.title,
    content: payload.content,
    ...(payload.version === null ? {} : { version: payload.version }),
  };
  try {
    const answer = (await call(contentPath(slug), 'PUT', body)) as {
      ok?: unknown;
      version?: unknown;
    } | null;
    // The specification: a falsy answer is a failed save.
    if (!answer) throw new ApiRequestError(200, 'empty_answer', 'Empty answer');
    return { kind: 'saved', version: typeof answer.version === 'number' ? answer.version : null };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409) {
      return {
        kind: 'conflict',
        current: toPageRecord((error.body as { current?: unknown } | null)?.current),
      };
    }
    throw error;
  }
}

/** The page's draft as the editor keeps it (GET /api/content/{page}?draft=1). */
export interface ServerDraft {
  record: PageRecord;
  /** ISO time it goes live; null = waits for "Publish now". */
  publishAt: string | null;
}

export async function fetchServerDraft(slug: string): Promise<ServerDraft | null> {
  const raw = (await call(`${contentPath(slug)}?draft=1`)) as { publishAt?: unknown } | null;
  const record = toPageRecord(raw);
  if (!record || !raw) return null;
  return {
    record: { ...record, version: null },
    publishAt: typeof raw.publishAt === 'string' ? raw.publishAt : null,
  };
}

/** PUT with "status": "draft" (and `publishAt` to schedule it): kept for staff, not yet live. */
export async function saveServerDraft(
  slug: string,
  payload: Omit<SavePayload, 'version'>,
  publishAt: string | null,
): Promise<void> {
  await call(contentPath(slug), 'PUT', {
    title: payload.title,
    content: payload.content,
    status: 'draft',
    ...(publishAt ? { publishAt } : {}),
  });
}

export async function discardServerDraft(slug: string): Promise<void> {
  await call(`${contentPath(slug)}/draft`, 'DELETE');
}

function toRevision(raw: unknown): Revision | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const entry = raw as Record<string, unknown>;
  if (typeof entry.id !== 'string') return null;
  return {
    id: entry.id,
    language: isLanguageCode(entry.language) ? entry.language : defaultLanguage.code,
    title: text(entry.title),
    author: typeof entry.author === 'string' && entry.author ? entry.author : null,
    createdAt: text(entry.createdAt),
  };
}

export async function fetchRevisions(slug: string): Promise<Revision[]> {
  const body = await call(`${contentPath(slug)}/revisions`);
  const list = Array.isArray(body) ? body : (body as { revisions?: unknown } | null)?.revisions;
  return Array.isArray(list) ? list.map(toRevision).filter((entry) => entry !== null) : [];
}

/** One revision's document (for a preview before restoring it). */
export async function fetchRevisionDoc(slug: string, id: string): Promise<TiptapDoc | null> {
  const body = (await call(`${contentPath(slug)}/revisions/${encodeURIComponent(id)}`)) as {
    content?: unknown;
  } | null;
  return isDoc(body?.content) ? body.content : null;
}

export async function restoreRevision(slug: string, id: string): Promise<void> {
  await call(`${contentPath(slug)}/revisions/${encodeURIComponent(id)}/restore`, 'POST');
}

export async function fetchImages(): Promise<ImageAsset[]> {
  const body = await call('/api/files?dir=images');
  if (!Array.isArray(body)) return [];
  return body.filter(
    (entry): entry is ImageAsset =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.name === 'string' &&
      typeof entry.url === 'string',
  );
}
