// Which sections share a menu: no server-only import, so the dashboard's Pages tab groups and
// orders pages by the same rule as lib/pages/manage.ts and the header (lib/pages/menu.ts).

/**
 * The sections whose pages share one menu and one order: the header's About menu lists the
 * top-level pages and the pages under /about-us together, so they are one group (one name in the
 * header and the dashboard, one order staff set); every other section is a group of its own.
 */
export function menuGroupSections(section: string): string[] {
  return section === '' || section === 'about-us' ? ['', 'about-us'] : [section];
}
