import 'server-only';
import { getLivePages, type SitePage } from './catalogue';

/** A section staff made: a top-level page and the pages under it. */
export interface MadeSection {
  page: SitePage;
  pages: SitePage[];
}

export interface PageGroups {
  /** Under About: the top-level pages that head no section and the pages in /about-us, in one order. */
  about: SitePage[];
  liturgy: SitePage[];
  ministries: SitePage[];
  /** Sections staff made, in the order of their top-level pages. */
  sections: MadeSection[];
}

/**
 * The live pages grouped as the header, the footer and the About page show them. With
 * `menuOnly`, pages hidden from the menu are left out (a hidden section page hides its section).
 */
export async function getPageGroups({ menuOnly }: { menuOnly: boolean }): Promise<PageGroups> {
  const live = await getLivePages();
  const shown = menuOnly ? live.filter((page) => page.showInMenu) : live;
  const inSection = (section: string) => shown.filter((page) => page.section === section);
  const heads = new Set(live.filter((page) => page.section !== '').map((page) => page.section));
  const topLevel = inSection('');
  // One order for the About group (lib/pages/menu-groups.ts); on a tie, as the
  // catalogue lists them (top level first).
  const about = [...topLevel.filter((page) => !heads.has(page.slug)), ...inSection('about-us')];
  return {
    about: about.toSorted((a, b) => a.order - b.order),
    liturgy: inSection('liturgy'),
    ministries: inSection('ministries-and-groups'),
    sections: topLevel
      .filter((page) => heads.has(page.slug))
      .map((page) => ({ page, pages: inSection(page.slug) })),
  };
}
