import { routeLocale } from '@/lib/i18n/route-locale';
import { NotFoundPage } from '@/components/site/not-found-page';

// Rendered whole before it is sent, like the editable pages: the status is known only once the
// page has rendered (components/site/not-found-page.tsx). Next's page cache is bounded (LRU, or
// Redis with this expiry), so made-up paths cannot fill it.
export const dynamic = 'force-static';
export const revalidate = 300;

interface CatchAllProps {
  params: Promise<{ locale: string }>;
}

// Every path no other route claims ends here, so the 404 page keeps the site's header, footer and
// language (the root not-found has neither).
export default async function CatchAll({ params }: CatchAllProps) {
  return <NotFoundPage locale={routeLocale((await params).locale)} />;
}
