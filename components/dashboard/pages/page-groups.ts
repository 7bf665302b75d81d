// The Pages tab's groups and section choices, named as the header names its menus (Site.nav) so
// each group has one name everywhere; a section staff made is named by its page, as in the header.
import type { SitePage } from '@/lib/pages/catalogue';
import { menuGroupSections } from '@/lib/pages/menu-groups';
import type { SectionOption } from './page-form.client';

export interface GroupNames {
  about: string;
  liturgy: string;
  ministries: string;
}

export interface MenuGroup {
  key: string;
  /** The sections whose pages it lists (the first names it). */
  sections: string[];
  label: string;
}

/** The live pages of a section's menu group, in their menu order. */
export function pagesInGroup(live: SitePage[], section: string): SitePage[] {
  const sections = menuGroupSections(section);
  return live
    .filter((page) => sections.includes(page.section))
    .toSorted((a, b) => a.order - b.order);
}

/** The groups the tab lists: About, Liturgy, Ministries, then the sections staff made. */
export function menuGroups(
  live: SitePage[],
  names: GroupNames,
  nameOf: (page: SitePage) => string,
): MenuGroup[] {
  const heads = live.filter(
    (page) => page.section === '' && live.some((other) => other.section === page.slug),
  );
  return [
    { key: 'about', sections: menuGroupSections('about-us'), label: names.about },
    { key: 'liturgy', sections: ['liturgy'], label: names.liturgy },
    { key: 'ministries', sections: ['ministries-and-groups'], label: names.ministries },
    ...heads.map((page) => ({
      key: `made-${page.slug}`,
      sections: [page.slug],
      label: nameOf(page),
    })),
  ];
}

/**
 * Where a page can live: each choice names its menu and the start of its address, e.g.
 * "About (/about-us/…)" and "About (/…)": the same menu, two kinds of address.
 */
export function sectionOptions(
  live: SitePage[],
  names: GroupNames,
  nameOf: (page: SitePage) => string,
  format: (group: string, path: string) => string,
): SectionOption[] {
  return [
    { value: 'about-us', label: format(names.about, '/about-us/…') },
    { value: '', label: format(names.about, '/…') },
    { value: 'liturgy', label: format(names.liturgy, '/liturgy/…') },
    { value: 'ministries-and-groups', label: format(names.ministries, '/ministries-and-groups/…') },
    // Any live top-level page can head a section of its own (its own menu in the header).
    ...live
      .filter((page) => page.section === '')
      .map((page) => ({ value: page.slug, label: format(nameOf(page), `/${page.slug}/…`) })),
  ];
}
