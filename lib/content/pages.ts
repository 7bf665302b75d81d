// The catalogue of editable pages: the one place that knows which slugs exist and where they live.

export type PageSection = 'about' | 'liturgy' | 'ministries';

export interface EditablePage {
  slug: string;
  section: PageSection;
  title: { en: string; ua: string };
}

const about: EditablePage[] = [
  {
    slug: 'parish-history',
    section: 'about',
    title: { en: 'Parish History', ua: 'Історія парафії' },
  },
  {
    slug: 'why-ukrainian-catholic',
    section: 'about',
    title: { en: 'Why Ukrainian Catholic?', ua: 'Чому українська католицька?' },
  },
  {
    slug: 'district-parishes',
    section: 'about',
    title: { en: 'District Parishes', ua: 'Парафії округу' },
  },
];

const liturgy: EditablePage[] = [
  ['divine-liturgy', 'Divine Liturgy', 'Божественна Літургія'],
  ['vespers-and-matins', 'Vespers and Matins', 'Вечірня та Утреня'],
  ['akathists-and-molebens', 'Akathists and Molebens', 'Акафісти та молебні'],
  ['nativity-and-theophany', 'Nativity and Theophany', 'Різдво та Богоявлення'],
  ['lent-and-easter', 'Lent and Easter', 'Великий піст і Великдень'],
  ['blessings', 'Blessings', 'Освячення'],
  ['services-for-the-deceased', 'Services for the Deceased', 'Богослуження за померлих'],
  ['holy-sacraments', 'Holy Sacraments', 'Святі Тайни'],
  ['text-lyrics', 'Texts and Lyrics', 'Тексти та співи'],
].map(([slug, en, ua]) => ({ slug: slug!, section: 'liturgy', title: { en: en!, ua: ua! } }));

const ministries: EditablePage[] = [
  ['parish-council', 'Parish Council', 'Парафіяльна рада'],
  ['ucbc', 'Ukrainian Catholic Brotherhood (UCBC)', 'Братство українців-католиків (БУК)'],
  ['ucwlc', 'Ukrainian Catholic Women’s League (UCWLC)', 'Ліга українок-католичок (ЛУК)'],
  ['knights-of-columbus', 'Knights of Columbus', 'Лицарі Колумба'],
  ['parish-choir', 'Parish Choir', 'Парафіяльний хор'],
  ['sunday-school', 'Sunday School', 'Недільна школа'],
  ['youth-ministry', 'Youth Ministry', 'Молодіжне служіння'],
  ['adult-faith-ministry', 'Adult Faith Ministry', 'Катехизація дорослих'],
  ['catechism', 'Catechism', 'Катехизм'],
].map(([slug, en, ua]) => ({ slug: slug!, section: 'ministries', title: { en: en!, ua: ua! } }));

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
