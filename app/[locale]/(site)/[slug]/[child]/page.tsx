import { editableRoute, type EditableRouteParams } from '@/components/pages/editable-route';

// A page in a section staff made: /{section}/{page}, the section being a top-level page's slug.
// Static: rendered on first request, then served from the page cache until content changes.
export const dynamic = 'force-static';
export const revalidate = 60;

interface SectionPageParams {
  params: Promise<{ locale: string; slug: string; child: string }>;
}

const route = editableRoute();

async function childParams({ params }: SectionPageParams): Promise<EditableRouteParams> {
  const { locale, slug, child } = await params;
  return { params: Promise.resolve({ locale, slug: child, section: slug }) };
}

export async function generateMetadata(props: SectionPageParams) {
  return route.generateMetadata(await childParams(props));
}

export default async function SectionChildPage(props: SectionPageParams) {
  return route.Page(await childParams(props));
}
