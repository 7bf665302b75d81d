// The 21 pages the specification lists, as the start-up seed creates them (lib/pages/seed.ts).
// From then on pages are data: lib/pages/catalogue.ts lists, routes and names them.

/** An editable page as seeded: its slug and the URL segment of its section ('' = top level). */
export interface SpecifiedPage {
  slug: string;
  section: string;
}

const section = (name: string, slugs: string[]): SpecifiedPage[] =>
  slugs.map((slug) => ({ slug, section: name }));

// The specification's about sub-pages live at the top level (/parish-history); the header lists
// them under About.
const about = section('', ['parish-history', 'why-ukrainian-catholic', 'district-parishes']);

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

const ministries = section('ministries-and-groups', [
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

export const specifiedPages: readonly SpecifiedPage[] = [...about, ...liturgy, ...ministries];
