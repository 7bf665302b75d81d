import defaultMessages from '../../messages/en.json';
import type { Messages } from './messages';

/**
 * The default language's messages, bundled: for the few client parts that must speak before any
 * messages could be loaded (the root error page). Other languages load on demand.
 */
export const bundledMessages: Messages = defaultMessages;

/** A language's messages, fetched as a separate chunk when a client part needs them. */
export async function loadClientMessages(locale: string): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
