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
import { InEveryLanguage } from '../in-every-language';
import { RowActions } from '../row-actions';
import { PageForm, readPageFields, type SectionOption } from './page-form.client';
import { pageRefusal } from './page-refusal';
import { RetiredPages } from './retired-pages';
import { DraftBadge } from './draft-badge';
import styles from '../dashboard.module.css';

const pathOf = (page: Pick<SitePage, 'slug' | 'section'>) =>
  page.section ? `/${page.section}/${page.slug}` : `/${page.slug}`;

/** A page's name in the default language: what staff recognise it by in labels. */
/** A page's name in the dashboard's language, else the default language's, else its address. */
const nameIn = (page: SitePage, locale: string) =>
  page.title[languageOf(locale).code] || page.title[defaultLanguage.code] || page.slug;

interface PagesManagerProps {
  pages: SitePage[];
  /** Pages with a draft waiting, by slug: when it goes live (null: not scheduled). */
  drafts: Record<string, { publishAt: string | null }>;
}

export function PagesManager({ pages, drafts }: PagesManagerProps) {
  const t = useTranslations('DashboardPages');
  const common = useTranslations('Dashboard.common');
  const locale = useLocale();
  const nameOf = (page: SitePage) => nameIn(page, locale);
  const [editing, setEditing] = useState<string | null>(null);
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
  const madeSections = live.filter(
    (page) => page.section === '' && live.some((other) => other.section === page.slug),
  );
  const fixed: SectionOption[] = [
    { value: 'about-us', label: t('sections.about-us') },
    { value: 'liturgy', label: t('sections.liturgy') },
    { value: 'ministries-and-groups', label: t('sections.ministries-and-groups') },
    { value: '', label: t('sections.top') },
  ];
  // Any live top-level page can head a section; the ones that already do are listed first.
  const sectionOptions: SectionOption[] = [
    ...fixed,
    ...live
      .filter((page) => page.section === '')
      .map((page) => ({ value: page.slug, label: t('sections.under', { name: nameOf(page) }) })),
  ];
  const groups = [
    ...fixed.map((option) => ({ key: option.value, label: option.label })),
    ...madeSections.map((page) => ({
      key: page.slug,
      label: t('sections.under', { name: nameOf(page) }),
    })),
  ];

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = readPageFields(new FormData(form));
    if (!pageCreateSchema.safeParse(fields).success) return error(t('required'));
    sent.current = fields;
    setOffer(null);
    const added = await run(
      () => apiRequest('/api/pages', { method: 'POST', json: fields }),
      t('added'),
    );
    if (added) form.reset();
  }

  async function save(page: SitePage, data: FormData) {
    const fields = readPageFields(data);
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
        level={2}
        heading={t('addHeading')}
        submitLabel={t('add')}
        busy={busy}
        sections={sectionOptions}
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
        const inGroup = live.filter((page) => page.section === group.key);
        if (inGroup.length === 0) return null;
        return (
          <section key={group.key || 'top'} aria-labelledby={`pages-group-${group.key || 'top'}`}>
            <h2 className={styles.subtitle} id={`pages-group-${group.key || 'top'}`}>
              {group.label}
            </h2>
            <ol className={styles.list}>
              {inGroup.map((page, index) =>
                editing === page.id ? (
                  <li key={page.id}>
                    <PageForm
                      level={3}
                      heading={t('editLabel', { name: nameOf(page) })}
                      submitLabel={t('save')}
                      busy={busy}
                      sections={sectionOptions}
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
                  </li>
                ) : (
                  <li key={page.id}>
                    <article className={styles.item} aria-labelledby={`page-${page.id}`}>
                      <div className={styles.itemHeader}>
                        <h3 className={styles.itemTitle} id={`page-${page.id}`}>
                          <InEveryLanguage texts={page.title} />
                        </h3>
                        {page.showInMenu ? null : (
                          <span className={`${styles.badge} ${styles.badgeMissing}`}>
                            {t('hiddenBadge')}
                          </span>
                        )}
                        <DraftBadge draft={drafts[page.slug]} />
                      </div>
                      <p className={styles.muted}>
                        <a href={href(page)}>{pathOf(page)}</a>
                      </p>
                      <RowActions
                        busy={busy}
                        actions={[
                          {
                            key: 'up',
                            text: t('moveUp'),
                            label: t('moveUpLabel', { name: nameOf(page) }),
                            disabled: index === 0,
                            onClick: () => patch(page, { order: index - 1 }, t('moved')),
                          },
                          {
                            key: 'down',
                            text: t('moveDown'),
                            label: t('moveDownLabel', { name: nameOf(page) }),
                            disabled: index === inGroup.length - 1,
                            onClick: () => patch(page, { order: index + 1 }, t('moved')),
                          },
                          {
                            key: 'menu',
                            text: page.showInMenu ? t('hide') : t('show'),
                            label: page.showInMenu
                              ? t('hideLabel', { name: nameOf(page) })
                              : t('showLabel', { name: nameOf(page) }),
                            onClick: () =>
                              patch(
                                page,
                                { showInMenu: !page.showInMenu },
                                page.showInMenu ? t('hidden') : t('shown'),
                              ),
                          },
                          {
                            key: 'edit',
                            text: t('edit'),
                            label: t('editLabel', { name: nameOf(page) }),
                            onClick: () => {
                              clear();
                              setEditing(page.id);
                            },
                          },
                          {
                            key: 'retire',
                            text: t('retire'),
                            label: t('retireLabel', { name: nameOf(page) }),
                            tone: 'danger',
                            onClick: () => retire(page),
                          },
                        ]}
                      />
                    </article>
                  </li>
                ),
              )}
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
