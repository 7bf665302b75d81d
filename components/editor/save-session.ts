// The save session of one edit as a reducer: editing, saving, a refused or failed save, a
// conflict with someone else's save, and closing once the saved page has arrived.
import type { ApiRequestError } from '@/components/auth/api-client';
import type { PageRecord } from './content-client';

export type SaveSession =
  | { status: 'editing' }
  | { status: 'saving' }
  | { status: 'failed'; reason: string | null }
  | { status: 'conflict'; theirs: PageRecord }
  | { status: 'closing' };

export type SaveEvent =
  | { type: 'save' }
  | { type: 'failed'; reason: string | null }
  | { type: 'conflict'; theirs: PageRecord }
  | { type: 'resolved' }
  | { type: 'done' };

export const initialSaveSession: SaveSession = { status: 'editing' };

export function saveSessionReducer(session: SaveSession, event: SaveEvent): SaveSession {
  switch (event.type) {
    case 'save':
      // One save at a time; nothing starts while the page is closing.
      return session.status === 'saving' || session.status === 'closing'
        ? session
        : { status: 'saving' };
    case 'failed':
      return { status: 'failed', reason: event.reason };
    case 'conflict':
      return { status: 'conflict', theirs: event.theirs };
    case 'resolved':
      return session.status === 'conflict' ? { status: 'editing' } : session;
    case 'done':
      return { status: 'closing' };
  }
}

/** What kind of thing the server refused in a save, to be told in the staff member's language. */
export type RefusalKind = 'link' | 'image' | 'video' | 'title' | 'tooLong' | 'other';

/** The node a field path points into (`content.<language>.content.2.marks.0.attrs.src`), if any. */
function nodeTypeAt(record: PageRecord, segments: string[]): string | null {
  let node: unknown = record;
  let type: string | null = null;
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<string, unknown>)[segment];
    const own = (node as { type?: unknown } | null)?.type;
    if (segment !== 'marks' && typeof own === 'string') type = own;
  }
  return type;
}

/**
 * The server's 400 for a save, as kinds of problem: its field paths read against the record that
 * was sent. The server's per-field reasons are English, so they are never shown (as elsewhere in
 * the dashboard, codes and paths become text in the reader's language).
 */
export function refusalKinds(
  error: ApiRequestError,
  sent: PageRecord,
  overLimit: boolean,
): RefusalKind[] {
  const kinds = Object.keys(error.fields).map((path): RefusalKind => {
    const segments = path.split('.');
    const last = segments.at(-1);
    if (segments[0] === 'title') return 'title';
    if (segments[0] === 'content' && segments.length <= 2) return overLimit ? 'tooLong' : 'other';
    if (last === 'href') return 'link';
    if (last === 'src') return nodeTypeAt(sent, segments) === 'youtube' ? 'video' : 'image';
    return 'other';
  });
  return [...new Set(kinds.length > 0 ? kinds : (['other'] as const))];
}
