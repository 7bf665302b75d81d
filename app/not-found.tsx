import Link from 'next/link';
import { defaultLanguage } from '@/lib/i18n/languages';

// Paths outside any locale (rare: the proxy gives every page a locale) get a plain 404.
export default function GlobalNotFound() {
  return (
    <html lang={defaultLanguage.tag}>
      <body>
        <h1>Oops! Page not found</h1>
        <Link href="/">Go Back Home</Link>
      </body>
    </html>
  );
}
