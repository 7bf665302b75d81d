import type { Messages } from './messages';

export type ErrorTexts = Messages['Errors'];

/**
 * A language's messages, fetched as a separate chunk when a client part needs them (the editor,
 * the root error page): bundled statically, whole message files would ship with every page.
 */
export async function loadClientMessages(locale: string): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
