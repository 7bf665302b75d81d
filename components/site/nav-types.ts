/** What the server hands the navigation island: plain, already translated data. */
export interface NavLink {
  label: string;
  href: string;
}

export type NavItem =
  ({ kind: 'link' } & NavLink) | { kind: 'menu'; id: string; label: string; links: NavLink[] };
