import { notFound } from 'next/navigation';

// Every path no other route claims ends here, so the 404 page keeps the site's header, footer and
// language (the root not-found has neither).
export default function CatchAll() {
  notFound();
}
