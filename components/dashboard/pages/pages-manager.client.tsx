'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest } from '@/components/auth/api-client';
import { pageCreateSchema } from '@/lib/pages/catalogue-schemas';
import {
  defaultLanguage,
  languageByCode,
  languageName,
  languageOf,
  localizedPath,
} from '@/lib/i18n/languages';
import type { SitePage } from '@/lib/pages/catalogue';
import type { HeadingRename } from '@/lib/pages/rename-headings';
import { StatusLine } from '../status-line';
import { apiErrorText } from '../api-error-text';
import { usePanelAction } from '../use-status';
import { PageForm, readPageFields, type PageFields, type PlaceOption } from './page-form.client';
import { pageRefusal } from './page-refusal';
import { RetiredPages } from './retired-pages';
import { PageRow } from './page-row';
import { menuGroups, pagesInGroup, sectionOptions, type GroupNames } from './page-groups';
import styles from '../dashboard.module.css';

const pathOf = (page: Pick<SitePage, 'slug' | 'section'>) =>
  page.section ? `/${page.section}/${page.slug}` : `/${page.slug}`;

/** A page's name in the dashboard's language, else the default language's, else its address. */
const nameIn = (page: SitePage, locale: string) =>
  page.title[languageOf(locale).code] || page.title[defaultLanguage.code] || page.slug;

interface PagesManagerProps {
  pages: SitePage[];
  /** Pages with a draft waiting, by slug: when it goes live (null: not scheduled). */
  drafts: Record<string, { publishAt: string | null }>;
  /** The header's names of the fixed menus (Site.nav): one name per group everywhere. */
  groupNames: GroupNames;
}

export function PagesManager({ pages, drafts, groupNames }: PagesManagerProps) {
  const t = useTranslations('DashboardPages');
  const common = useTranslations('Dashboard.common');
  const locale = useLocale();
  const nameOf = (page: SitePage) => nameIn(page, locale);
  const [editing, setEditing] = useState<string | null>(null);
  // Bumped after a page is added: a fresh form (its section's list of places included).
  const [addForm, setAddForm] = useState(0);
  // What the last write sent, so a refusal can name the address and section it concerns.
  const sent = useRef<{ slug?: string; section?: string }>({});
  // A retired page holding the address staff asked for: offered back instead.
  const [offer, setOffer] = useState<SitePage | null>(null);
  // A renamed page whose heading has words of its own in some language: offered the new name too.
  const [headingOffer, setHeadingOffer] = useState<{
    page: SitePage;
    title: SitePage['title'];
    languages: string;
  } | null>(null);
  const languageList = (codes: string[]) =>
    codes
      .map((code) => languageByCode(code))
      .filter((language) => language !== undefined)
      .map((language) => languageName(language, locale))
      .join(', ');
  const { status, error, success, clear, busy, run } = usePanelAction((caught) => {
    const refusal = pageRefusal(caught, pages, sent.current, nameOf);
    setOffer(refusal?.retiredPage ?? null);
    return refusal ? t(`errors.${refusal.reason}`, refusal.values) : apiErrorText(caught, common);
  });

  const live = pages.filter((page) => page.retiredAt === null);
  const retired = pages.filter((page) => page.retiredAt !== null);
  const groups = menuGroups(live, groupNames, nameOf);
  const sections = sectionOptions(live, groupNames, nameOf, (group, path) =>
    t('sectionOption', { group, path }),
  );
  // Where a new page can go in the menu group of a section: the top, or after any of its pages.
  const placesIn = (section: string): PlaceOption[] => {
    const inGroup = pagesInGroup(live, section);
    if (inGroup.length === 0) return [];
    return [
      { order: 0, label: t('placeTop') },
      ...inGroup.slice(0, -1).map((page, index) => ({
        order: index + 1,
        label: t('placeAfter', { name: nameOf(page) }),
      })),
    ];
  };

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = readPageFields(new FormData(event.currentTarget));
    if (!pageCreateSchema.safeParse(fields).success) return error(t('required'));
    sent.current = fields;
    setOffer(null);
    const added = await run(
      () => apiRequest('/api/pages', { method: 'POST', json: fields }),
      t('added'),
    );
    if (added) setAddForm((count) => count + 1);
  }

  async function save(page: SitePage, data: FormData) {
    // The menu box is sent only when changed: a rename leaves a page waiting for its text waiting.
    const { showInMenu, ...rest } = readPageFields(data);
    const ticked = showInMenu === true;
    const fields: PageFields = ticked === page.showInMenu ? rest : { ...rest, showInMenu: ticked };
    if (!pageCreateSchema.safeParse(fields).success) return error(t('required'));
    sent.current = fields;
    setHeadingOffer(null);
    let headings: HeadingRename | undefined;
    const saved = await run(async () => {
      ({ headings } = await apiRequest<{ headings: HeadingRename }>(`/api/pages/${page.id}`, {
        method: 'PATCH',
        json: fields,
      }));
    }, t('saved'));
    if (!saved) return;
    setEditing(null);
    // A rename renames: say where the page's heading followed, and offer it where it did not.
    if (headings?.renamed.length) {
      success(t('savedHeadings', { languages: languageList(headings.renamed) }));
    }
    if (headings?.differing.length) {
      const languages = languageList(headings.differing);
      setHeadingOffer({ page, title: fields.title, languages });
    }
  }

  function renameHeadingsToo(offered: NonNullable<typeof headingOffer>) {
    setHeadingOffer(null);
    void run(
      () =>
        apiRequest(`/api/pages/${offered.page.id}`, {
          method: 'PATCH',
          json: { title: offered.title, renameHeadings: true },
        }),
      t('savedHeadings', { languages: offered.languages }),
    );
  }

  function patch(page: SitePage, json: Record<string, unknown>, done: string) {
    void run(() => apiRequest(`/api/pages/${page.id}`, { method: 'PATCH', json }), done);
  }

  function restore(page: SitePage) {
    sent.current = { slug: page.slug, section: page.section };
    setOffer(null);
    void run(() => apiRequest(`/api/pages/${page.id}/restore`, { method: 'POST' }), t('restored'));
  }

  function retire(page: SitePage) {
    if (!window.confirm(t('confirmRetire', { name: nameOf(page) }))) return;
    void run(() => apiRequest(`/api/pages/${page.id}`, { method: 'DELETE' }), t('retired'));
  }

  const href = (page: SitePage) => localizedPath(locale, pathOf(page));

  return (
    <>
      <PageForm
        key={addForm}
        level={2}
        heading={t('addHeading')}
        submitLabel={t('add')}
        busy={busy}
        sections={sections}
        placesIn={placesIn}
        onSubmit={add}
      />
      <StatusLine status={status} />
      {headingOffer ? (
        <p>
          {t('headingsDiffer', { languages: headingOffer.languages })}{' '}
          <button type="button" disabled={busy} onClick={() => renameHeadingsToo(headingOffer)}>
            {t('renameHeadings')}
          </button>
        </p>
      ) : null}
      {offer ? (
        <p>
          <button type="button" disabled={busy} onClick={() => restore(offer)}>
            {t('restoreInstead', { name: nameOf(offer) })}
          </button>
        </p>
      ) : null}
      {groups.map((group) => {
        const inGroup = pagesInGroup(live, group.sections[0]!);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.key} aria-labelledby={`pages-group-${group.key}`}>
            <h2 className={styles.subtitle} id={`pages-group-${group.key}`}>
              {group.label}
            </h2>
            <ol className={styles.list}>
              {inGroup.map((page, index) => (
                <li key={page.id}>
                  {editing === page.id ? (
                    <PageForm
                      level={3}
                      heading={t('editLabel', { name: nameOf(page) })}
                      submitLabel={t('save')}
                      busy={busy}
                      sections={sections}
                      initial={page}
                      onSubmit={(event) => {
                        event.preventDefault();
                        void save(page, new FormData(event.currentTarget));
                      }}
                      onCancel={() => {
                        setEditing(null);
                        clear();
                      }}
                    />
                  ) : (
                    <PageRow
                      page={page}
                      name={nameOf(page)}
                      path={pathOf(page)}
                      href={href(page)}
                      index={index}
                      count={inGroup.length}
                      draft={drafts[page.slug]}
                      busy={busy}
                      onPatch={(json, done) => patch(page, json, done)}
                      onEdit={() => {
                        clear();
                        setEditing(page.id);
                      }}
                      onRetire={() => retire(page)}
                    />
                  )}
                </li>
              ))}
            </ol>
          </section>
        );
      })}
      <RetiredPages
        pages={retired}
        busy={busy}
        nameOf={nameOf}
        pathOf={pathOf}
        onRestore={restore}
      />
    </>
  );
}
