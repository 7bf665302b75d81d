// The catalogue of editable pages: the one place that knows which slugs exist and where they live.

export type PageSection = 'about' | 'liturgy' | 'ministries';

/** An editable page; its title in each language is `EditablePages.<slug>` in the messages. */
export interface EditablePage {
  slug: string;
  section: PageSection;
}

const section = (name: PageSection, slugs: string[]): EditablePage[] =>
  slugs.map((slug) => ({ slug, section: name }));

const about = section('about', ['parish-history', 'why-ukrainian-catholic', 'district-parishes']);

const liturgy = section('liturgy', [
  'divine-liturgy',
  'vespers-and-matins',
  'akathists-and-molebens',
  'nativity-and-theophany',
  'lent-and-easter',
  'blessings',
  'services-for-the-deceased',
  'holy-sacraments',
  'text-lyrics',
]);

const ministries = section('ministries', [
  'parish-council',
  'ucbc',
  'ucwlc',
  'knights-of-columbus',
  'parish-choir',
  'sunday-school',
  'youth-ministry',
  'adult-faith-ministry',
  'catechism',
]);

export const editablePages: readonly EditablePage[] = [...about, ...liturgy, ...ministries];

const bySlug = new Map(editablePages.map((page) => [page.slug, page]));

export function findEditablePage(slug: string): EditablePage | undefined {
  return bySlug.get(slug);
}

/** The public path of an editable page, without the language prefix. */
export function editablePagePath(page: EditablePage): string {
  if (page.section === 'liturgy') return `/liturgy/${page.slug}`;
  if (page.section === 'ministries') return `/ministries-and-groups/${page.slug}`;
  return `/${page.slug}`;
}

export function pagesInSection(section: PageSection): EditablePage[] {
  return editablePages.filter((page) => page.section === section);
}
