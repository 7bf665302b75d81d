import type { ReactNode } from 'react';

interface PageHeroProps {
  title: string;
  /** The title's language where it is not the page's (an untranslated title). */
  titleLang?: string;
  intro?: ReactNode;
  /** Aligns with the wide content column (grids) instead of the reading column. */
  wide?: boolean;
}

/** The banner at the top of every inner page, holding its one h1. */
export function PageHero({ title, titleLang, intro, wide = false }: PageHeroProps) {
  return (
    <header className={wide ? 'page-hero page-hero--wide' : 'page-hero'}>
      <div className="page-hero__inner">
        <h1 lang={titleLang}>{title}</h1>
        {intro ? <p className="page-hero__intro">{intro}</p> : null}
      </div>
    </header>
  );
}
