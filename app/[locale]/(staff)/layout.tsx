import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';

// Staff pages: no site header or footer (the specification), never indexed, and the client only
// receives the message namespaces its islands use.
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

interface StaffLayoutProps {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}

export default async function StaffLayout({ children, params }: StaffLayoutProps) {
  const { locale } = await params;
  setRequestLocale(routeLocale(locale));
  const messages = await getMessages();
  return (
    <NextIntlClientProvider
      messages={{
        Login: messages.Login,
        Dashboard: messages.Dashboard,
        BulletinForm: messages.BulletinForm,
        DashboardPages: messages.DashboardPages,
        AssetDeletion: messages.AssetDeletion,
        Accounts: messages.Accounts,
      }}
    >
      {children}
    </NextIntlClientProvider>
  );
}
