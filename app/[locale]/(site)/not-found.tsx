import { getLocale } from 'next-intl/server';
import { NotFoundView } from '@/components/site/not-found-page';

// Its <title> and noindex come from the route that called notFound() (lib/seo/metadata.ts).
export default async function NotFound() {
  return <NotFoundView locale={await getLocale()} />;
}
