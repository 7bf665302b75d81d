'use client';

import { useState } from 'react';
import type { ContentLanguage } from '@/lib/i18n/routing';

/** The specification's overlay time. */
export const TRANSLATING_MS = 1000;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

interface LanguageSwitcherProps {
  /** The language this button switches to, as the specification names it. */
  target: ContentLanguage;
  /** The target language's own name ('Українська' / 'English'): visible text and accessible name. */
  label: string;
  translating: string;
}

/** The same page in the other language: /ua is the Ukrainian prefix, English has none. */
export function otherLanguageUrl(
  target: ContentLanguage,
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
) {
  const { pathname, search, hash } = location;
  const bare =
    pathname === '/ua' ? '/' : pathname.startsWith('/ua/') ? pathname.slice(3) : pathname;
  const path = target === 'ua' ? (bare === '/' ? '/ua' : `/ua${bare}`) : bare;
  return `${path}${search}${hash}`;
}

export function LanguageSwitcher({ target, label, translating }: LanguageSwitcherProps) {
  const [busy, setBusy] = useState(false);

  const switchLanguage = () => {
    if (busy) return;
    setBusy(true);
    // localStorage is the specification's record of the choice; the cookie lets the server (proxy.ts)
    // send a later visit to an unprefixed URL straight to the chosen language.
    try {
      localStorage.setItem('language', target);
    } catch {
      // Storage can be disabled; the cookie still carries the choice.
    }
    document.cookie = `language=${target}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
    window.setTimeout(
      () => window.location.assign(otherLanguageUrl(target, window.location)),
      TRANSLATING_MS,
    );
  };

  return (
    <>
      <button
        type="button"
        className="language-switcher"
        lang={target === 'ua' ? 'uk' : 'en'}
        onClick={switchLanguage}
        aria-disabled={busy}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm6.9 6h-3a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8zM12 4a13.8 13.8 0 0 1 1.9 4h-3.8A13.8 13.8 0 0 1 12 4zM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4zm.8 2h3a15.7 15.7 0 0 0 1.4 3.6A8 8 0 0 1 5.1 16zm3-8h-3a8 8 0 0 1 4.4-3.6A15.7 15.7 0 0 0 8.1 8zM12 20a13.8 13.8 0 0 1-1.9-4h3.8A13.8 13.8 0 0 1 12 20zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4zm.2 5.6a15.7 15.7 0 0 0 1.4-3.6h3a8 8 0 0 1-4.4 3.6zm1.8-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4z"
            fill="currentColor"
          />
        </svg>
        {label}
      </button>
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
