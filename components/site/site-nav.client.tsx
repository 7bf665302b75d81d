'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { splitLanguagePath } from '@/lib/i18n/languages';
import type { NavItem, NavLink } from './nav-types';

/** The specification's threshold: the bar hides only once the page has scrolled past 50 px. */
export const HIDE_AFTER_PX = 50;

interface SiteNavProps {
  /** `lang`: the name's language where it is not the page's (an untranslated parish name). */
  brand: NavLink & { accessibleName: string; lang?: string };
  /** The parish's logo (server-rendered), shown instead of the cross when staff chose one. */
  logo?: ReactNode;
  items: NavItem[];
  labels: { nav: string; menu: string };
  /** The site search form, rendered on the server; inline on wide screens, in the menu below. */
  search?: ReactNode;
}

/** The link to the visitor's page; /home is the home page too, in every language. */
function isCurrent(pathname: string, href: string): boolean {
  if (pathname === href) return true;
  const here = splitLanguagePath(pathname);
  const target = splitLanguagePath(href);
  return here.language === target.language && target.path === '/' && here.path === '/home';
}

/**
 * The fixed navigation bar: hides on scroll down (past 50 px), returns on scroll up; dropdowns are
 * disclosure buttons (Enter/Space/ArrowDown open, arrows move, Escape closes); below 900 px the
 * whole menu collapses behind a Menu button.
 */
export function SiteNav({ brand, logo, items, labels, search }: SiteNavProps) {
  const pathname = usePathname();
  const [scrolledAway, setScrolledAway] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [openMenu, setOpenMenu] = useState<string | null>(null);
  const [shownPath, setShownPath] = useState(pathname);
  const menuRefs = useRef(new Map<string, HTMLUListElement>());
  const buttonRefs = useRef(new Map<string, HTMLButtonElement>());

  // A client-side navigation closes whatever was open (state adjusted during render, not in an effect).
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setMobileOpen(false);
    setOpenMenu(null);
  }

  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const y = window.scrollY;
        if (y > last && y > HIDE_AFTER_PX) setScrolledAway(true);
        else if (y < last || y <= HIDE_AFTER_PX) setScrolledAway(false);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  // Keyboard users and open menus keep the bar in view even while the page is scrolled down.
  const hidden = scrolledAway && !focusInside && !mobileOpen && openMenu === null;

  const focusLink = (id: string, index: number | 'last') => {
    const links = menuRefs.current.get(id)?.querySelectorAll<HTMLAnchorElement>('a');
    if (!links?.length) return;
    const target =
      index === 'last' ? links[links.length - 1] : links[(index + links.length) % links.length];
    target?.focus();
  };

  const openAndFocus = (id: string, index: number | 'last') => {
    setOpenMenu(id);
    // The list becomes visible on the next paint; focus it then.
    requestAnimationFrame(() => focusLink(id, index));
  };

  const onButtonKeyDown = (id: string) => (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(id, 0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(id, 'last');
    }
  };

  const onMenuKeyDown = (id: string) => (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(menuRefs.current.get(id)?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number | 'last'> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: 'last',
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      focusLink(id, move);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    if (openMenu) {
      buttonRefs.current.get(openMenu)?.focus();
      setOpenMenu(null);
    } else if (mobileOpen) {
      setMobileOpen(false);
    }
  };

  const onMenuBlur = (id: string) => (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      setOpenMenu((current) => (current === id ? null : current));
    }
  };

  return (
    <header
      className="site-header"
      data-hidden={hidden ? 'true' : 'false'}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null))
          setFocusInside(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div className="site-header__inner">
        <Link href={brand.href} className="site-brand" aria-label={brand.accessibleName}>
          {logo ?? <i className="icon icon--cross site-brand__mark" aria-hidden="true" />}
          <span lang={brand.lang}>{brand.label}</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={mobileOpen}
          aria-controls="site-menu"
          onClick={() => setMobileOpen((open) => !open)}
        >
          <span className="nav-toggle__bars" aria-hidden="true" />
          <span className="nav-toggle__label">{labels.menu}</span>
        </button>
        <nav
          id="site-menu"
          className="site-menu"
          aria-label={labels.nav}
          data-open={mobileOpen ? 'true' : 'false'}
        >
          <ul className="site-menu__list">
            {items.map((item) =>
              item.kind === 'link' ? (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    className="site-menu__link"
                    aria-current={isCurrent(pathname, item.href) ? 'page' : undefined}
                  >
                    {item.label}
                  </Link>
                </li>
              ) : (
                <li
                  key={item.id}
                  className="nav-dropdown"
                  data-open={openMenu === item.id ? 'true' : 'false'}
                  onBlur={onMenuBlur(item.id)}
                >
                  <button
                    type="button"
                    className="site-menu__link nav-dropdown__button"
                    aria-expanded={openMenu === item.id}
                    aria-controls={`submenu-${item.id}`}
                    ref={(node) => {
                      if (node) buttonRefs.current.set(item.id, node);
                    }}
                    onClick={() => setOpenMenu((current) => (current === item.id ? null : item.id))}
                    onKeyDown={onButtonKeyDown(item.id)}
                  >
                    {item.label}
                    <i className="icon icon--chevron nav-dropdown__chevron" aria-hidden="true" />
                  </button>
                  <ul
                    id={`submenu-${item.id}`}
                    className="nav-dropdown__menu"
                    ref={(node) => {
                      if (node) menuRefs.current.set(item.id, node);
                    }}
                    onKeyDown={onMenuKeyDown(item.id)}
                  >
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <Link
                          href={link.href}
                          prefetch={false}
                          lang={link.lang}
                          aria-current={pathname === link.href ? 'page' : undefined}
                        >
                          {link.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ),
            )}
          </ul>
          {search}
        </nav>
      </div>
    </header>
  );
}
