import type en from '../../messages/en.json';

/** The shape every messages file has (the default language's file is the reference). */
export type Messages = typeof en;

/** A language's messages file, `messages/<tag>.json`, by its next-intl locale (BCP 47 tag). */
export async function loadMessages(locale: string): Promise<Messages> {
  return (await import(`../../messages/${locale}.json`)).default as Messages;
}
