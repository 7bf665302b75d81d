'use client';

import { createContext, useContext, type ReactNode } from 'react';

// The few words the locale's error page (app/[locale]/error.tsx) needs on the client, already
// translated on the server. A plain context rather than NextIntlClientProvider: next-intl's client
// runtime (message formatting) would otherwise ship to every visitor for these four strings.

export interface ErrorMessages {
  title: string;
  unavailable: string;
  retry: string;
  home: string;
  /** The home page of the page's language. */
  homeHref: string;
}

const ErrorMessagesContext = createContext<ErrorMessages | null>(null);

export function ErrorMessagesProvider({
  messages,
  children,
}: {
  messages: ErrorMessages;
  children: ReactNode;
}) {
  return <ErrorMessagesContext value={messages}>{children}</ErrorMessagesContext>;
}

export function useErrorMessages(): ErrorMessages {
  const messages = useContext(ErrorMessagesContext);
  if (!messages) throw new Error('useErrorMessages outside ErrorMessagesProvider');
  return messages;
}
