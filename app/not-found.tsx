import Link from 'next/link';

// Paths outside any locale (rare: the proxy gives every page a locale) get a plain 404.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <h1>Oops! Page not found</h1>
        <Link href="/">Go Back Home</Link>
      </body>
    </html>
  );
}
