/** What the server hands the navigation island: plain, already translated data. */
export interface NavLink {
  label: string;
  href: string;
  /** The label's language where it is not the page's (a name with no translation). */
  lang?: string;
}

export type NavItem =
  ({ kind: 'link' } & NavLink) | { kind: 'menu'; id: string; label: string; links: NavLink[] };
