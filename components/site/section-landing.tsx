import Link from 'next/link';
import { livePagesIn, pageTitleIn, sitePagePath } from '@/lib/pages/catalogue';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/languages';
import { PageHero } from './page-hero';

interface SectionLandingProps {
  locale: Locale;
  section: 'liturgy' | 'ministries-and-groups';
  title: string;
  intro: string;
}

/** /liturgy and /ministries-and-groups: the section's pages as a grid of links. */
export async function SectionLanding({ locale, section, title, intro }: SectionLandingProps) {
  const pages = await livePagesIn(section);
  return (
    <>
      <PageHero wide title={title} intro={intro} />
      <div className="page-body page-body--wide">
        <ul className="link-grid">
          {pages.map((page) => (
            <li key={page.slug}>
              <Link className="link-card" href={localizedPath(locale, sitePagePath(page))}>
                <span className="link-card__title" lang={pageTitleIn(page, locale).lang}>
                  {pageTitleIn(page, locale).text}
                </span>
                <span className="link-card__arrow" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
