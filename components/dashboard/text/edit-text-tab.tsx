import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import {
  getTranslationStatuses,
  type LanguageStatus,
  type PageTranslationStatus,
} from '@/lib/pages/translation-status';
import { toContentLanguage } from '@/lib/i18n/routing';
import { languageName, languages, type Language } from '@/lib/i18n/languages';
import styles from '../dashboard.module.css';

const sections = ['about', 'liturgy', 'ministries'] as const;
/** The table a page is listed in: its section's, or About for the top level and staff sections. */
const tableOf = (section: string): (typeof sections)[number] =>
  section === 'liturgy' ? 'liturgy' : section === 'ministries-and-groups' ? 'ministries' : 'about';
const badgeClass = {
  missing: styles.badgeMissing,
  present: styles.badgePresent,
  outdated: styles.badgeOutdated,
} as const;

/**
 * Every editable page with its state per language, replacing the specification's 'Text Editor
 * Unavailable'. The links open the public page with the in-place editor (`?edit=1`).
 */
export async function EditTextTab() {
  const [t, nav, format, locale, pages] = await Promise.all([
    getTranslations('Dashboard.text'),
    // The header's names of the menus: one name per group, in the header and the dashboard.
    getTranslations('Site.nav'),
    getFormatter(),
    getLocale(),
    getTranslationStatuses(),
  ]);
  const shown = toContentLanguage(locale);

  function cell(page: PageTranslationStatus, language: Language) {
    const status: LanguageStatus = page.languages[language.code];
    const name = languageName(language, locale);
    return (
      <td key={language.code}>
        <span className={`${styles.badge} ${badgeClass[status.state]}`}>
          {t(`states.${status.state}`)}
        </span>
        <br />
        <span className={styles.muted}>
          {status.updatedAt
            ? t('lastEdit', {
                name: status.updatedBy ?? t('unknownEditor'),
                time: format.dateTime(new Date(status.updatedAt), {
                  dateStyle: 'medium',
                  timeStyle: 'short',
                }),
              })
            : t('neverEdited')}
        </span>
        <br />
        <a
          href={status.editHref}
          aria-label={t('editLabel', { page: page.title[shown], language: language.code, name })}
        >
          {t('edit', { language: language.code, name })}
        </a>
      </td>
    );
  }

  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {sections.map((section) => (
        <div className={styles.tableWrap} key={section}>
          <table className={`${styles.table} ${styles.statusTable}`}>
            <caption>{nav(section)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('page')}</th>
                {languages.map((language) => (
                  <th scope="col" key={language.code}>
                    {languageName(language, locale)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {pages
                .filter((page) => tableOf(page.section) === section)
                .map((page) => (
                  <tr key={page.slug} data-slug={page.slug}>
                    <th scope="row">{page.title[shown]}</th>
                    {languages.map((language) => cell(page, language))}
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      ))}
    </>
  );
}
