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

/** The server's reason for a 400: its field messages (paths inside the document) or its message. */
export function describeRefusal(error: ApiRequestError): string {
  const messages = Object.values(error.fields).filter(
    (value): value is string => typeof value === 'string',
  );
  return messages.length > 0 ? [...new Set(messages)].join('; ') : error.message;
}
