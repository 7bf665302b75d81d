'use client';

import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import {
  languageOf,
  languages,
  localizedPath,
  splitLanguagePath,
  type Language,
} from '@/lib/i18n/languages';

/** The specification's overlay time. */
export const TRANSLATING_MS = 1000;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

interface LanguageSwitcherProps {
  /** The page's language (next-intl locale). */
  locale: string;
  /** 'Translating...' in the page's language. */
  translating: string;
  /** The menu button's name when there are more than two languages ('Language'). */
  menuLabel: string;
}

/** The same page in another language: its path under that language's prefix. */
export function languageUrl(target: Pick<Language, 'tag'>, pathname: string): string {
  return localizedPath(target.tag, splitLanguagePath(pathname).path);
}

/**
 * Real links to the same page in the other languages, so crawlers and browsers without JavaScript
 * follow them. With JavaScript they keep the specification's behaviour: the choice is stored in
 * localStorage (and a cookie, which lets proxy.ts send a later visit to an unprefixed URL straight
 * to it) and a 'Translating...' overlay shows for a second before the page changes. Two languages
 * give the specified toggle; more give a menu.
 */
export function LanguageSwitcher({ locale, translating, menuLabel }: LanguageSwitcherProps) {
  const pathname = usePathname() ?? '/';
  const current = languageOf(locale);
  const others = languages.filter((language) => language.code !== current.code);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  const switchTo = (target: Language) => (event: MouseEvent | KeyboardEvent) => {
    if (event.type === 'keydown' && (event as KeyboardEvent).key !== ' ') return;
    // A new tab or window (modifier keys) is the browser's business.
    if ('metaKey' in event && (event.metaKey || event.ctrlKey || event.shiftKey)) return;
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      localStorage.setItem('language', target.code);
    } catch {
      // Storage can be disabled; the cookie still carries the choice.
    }
    document.cookie = `language=${target.code}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    const { pathname: here, search, hash } = window.location;
    const destination = `${languageUrl(target, here)}${search}${hash}`;
    // A full page load, as the specification's switch is: the other language's page is its own
    // cached document.
    window.setTimeout(() => {
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      window.location.assign(destination);
    }, TRANSLATING_MS);
  };

  const link = (target: Language, className?: string, role?: 'button') => (
    <a
      key={target.code}
      className={className}
      href={languageUrl(target, pathname)}
      hrefLang={target.tag}
      lang={target.tag}
      role={role}
      aria-disabled={busy || undefined}
      onClick={switchTo(target)}
      onKeyDown={role === 'button' ? switchTo(target) : undefined}
    >
      {className ? <GlobeIcon /> : null}
      {target.nativeName}
    </a>
  );

  return (
    <>
      {others.length === 1 ? (
        // The specified toggle: a button to people (it acts at once), a link to machines.
        link(others[0]!, 'language-switcher', 'button')
      ) : (
        <div className="language-menu" onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}>
          <button
            type="button"
            className="language-switcher"
            aria-expanded={open}
            aria-controls="language-menu-list"
            onClick={() => setOpen((value) => !value)}
          >
            <GlobeIcon />
            <span className="visually-hidden">{menuLabel}: </span>
            {current.nativeName}
          </button>
          <ul id="language-menu-list" className="language-menu__list" hidden={!open}>
            {others.map((target) => (
              <li key={target.code}>{link(target)}</li>
            ))}
          </ul>
        </div>
      )}
      <div className="translating-overlay" data-visible={busy ? 'true' : 'false'} role="status">
        {busy ? (
          <p className="translating-overlay__box">
            <span className="spinner" aria-hidden="true" />
            {translating}
          </p>
        ) : null}
      </div>
    </>
  );
}

function GlobeIcon() {
  return <i className="icon icon--globe" aria-hidden="true" />;
}
