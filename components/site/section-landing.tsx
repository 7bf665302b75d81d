import Link from 'next/link';
import { editablePagePath, pagesInSection } from '@/lib/pages/pages';
import type { Locale } from '@/lib/i18n/routing';
import { editablePageTitles } from '@/lib/pages/page-titles';
import { localizedPath } from '@/lib/seo/site-url';
import { PageHero } from './page-hero';
import './link-cards.css';

interface SectionLandingProps {
  locale: Locale;
  section: 'liturgy' | 'ministries';
  title: string;
  intro: string;
}

/** /liturgy and /ministries-and-groups: the section's pages as a grid of links. */
export async function SectionLanding({ locale, section, title, intro }: SectionLandingProps) {
  const pageTitle = await editablePageTitles(locale);
  return (
    <>
      <PageHero wide title={title} intro={intro} />
      <div className="page-body page-body--wide">
        <ul className="link-grid">
          {pagesInSection(section).map((page) => (
            <li key={page.slug}>
              <Link className="link-card" href={localizedPath(locale, editablePagePath(page))}>
                <span className="link-card__title">{pageTitle(page)}</span>
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
