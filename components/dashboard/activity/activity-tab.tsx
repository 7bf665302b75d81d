import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { listActivity, type ActivityEntry } from '@/lib/activity/record';
import { activityQuerySchema } from '@/lib/activity/schemas';
import { titlesInLanguage } from '@/lib/activity/targets';
import { languageName, languageOf } from '@/lib/i18n/languages';
import { getSitePages, pageTitleIn } from '@/lib/pages/catalogue';
import { Pagination } from '@/components/site/pagination';
import { dashboardPager } from '../dashboard-pager';
import styles from '../dashboard.module.css';

/**
 * A settings entry records the fields it saved by their API names; each is shown by the label the
 * Settings tab gives it (a `Dashboard` message). `translations` has no field of its own there.
 */
const SETTINGS_LABELS = {
  title: 'settings.fields.title',
  description: 'settings.fields.description',
  address: 'settings.groups.address',
  phone: 'settings.fields.phone',
  email: 'settings.fields.email',
  website: 'settings.fields.website',
  socialLinks: 'settings.groups.social',
  timeZone: 'settings.fields.timeZone',
  heroTagline: 'settings.fields.heroTagline',
  patronName: 'settings.fields.patronName',
  patronText: 'settings.fields.patronText',
  officeHours: 'settings.fields.officeHours',
  stats: 'settings.stats.legend',
  heroImage: 'sitePictures.heroLegend',
  logo: 'sitePictures.logoLegend',
  heroImageAlt: 'sitePictures.altLegend',
} as const;

/** The activity log for administrators: who changed what, newest first, a page at a time. */
export async function ActivityTab({ page: rawPage }: { page: string | string[] | undefined }) {
  const parsed = activityQuerySchema.safeParse({
    page: Array.isArray(rawPage) ? rawPage[0] : rawPage,
  });
  const page = parsed.success ? parsed.data.page : 1;
  const [t, dashboard, format, log, locale, sitePages] = await Promise.all([
    getTranslations('Accounts.activity'),
    getTranslations('Dashboard'),
    getFormatter(),
    listActivity(page),
    getLocale(),
    getSitePages(),
  ]);
  const titles = await titlesInLanguage(log.entries, languageOf(locale).code);
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  // A page's entries keep its slug (stable across renames); the log names the page as the reader
  // knows it, in their language, or in the default one (marked and named) where it has none.
  const bySlug = new Map(sitePages.map((sitePage) => [sitePage.slug, sitePage]));
  const pageTarget = (slug: string) => {
    const sitePage = bySlug.get(slug);
    if (!sitePage) return slug;
    const title = pageTitleIn(sitePage, locale);
    if (!title.lang) return t('pageTarget', { title: title.text });
    return (
      <span lang={title.lang}>
        {t('pageTargetIn', {
          title: title.text,
          language: languageOf(title.lang).code,
          name: languageName(languageOf(title.lang), locale),
        })}
      </span>
    );
  };
  // The site's own work on someone's behalf: a scheduled publish names who scheduled it.
  const actorOf = (entry: ActivityEntry) =>
    entry.actor === null
      ? t('operator')
      : entry.action === 'page.publish-scheduled'
        ? t('scheduledBy', { name: entry.actor })
        : entry.actor;
  const pager = dashboardPager('activity', locale, t);
  // Message keys cannot hold dots: 'user.role.admin' is 'user_role_admin'. An action recorded by
  // a newer version than this one's messages shows its code.
  const actionText = (action: string) => {
    const key = `actions.${action.replace(/[.-]/g, '_')}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : action;
  };
  // What an entry is about, in words in the reader's language: settings fields by their labels, a
  // service or announcement by its title in this language. Anything else is a name as recorded.
  const targetText = ({ action, target }: ActivityEntry) => {
    if (action === 'settings.save' || action === 'settings.pictures') {
      return target
        .split(', ')
        .filter(Boolean)
        .map((field) =>
          field === 'translations'
            ? t('translations')
            : field in SETTINGS_LABELS
              ? dashboard(SETTINGS_LABELS[field as keyof typeof SETTINGS_LABELS])
              : field,
        )
        .join(', ');
    }
    if (action.startsWith('page.')) return pageTarget(target);
    return titles.get(`${action.split('.')[0]}:${target}`) ?? target;
  };
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {log.entries.length === 0 ? (
        <p className={styles.notice}>{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.visuallyHidden}>{t('caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('account')}</th>
                <th scope="col">{t('action')}</th>
                <th scope="col">{t('target')}</th>
              </tr>
            </thead>
            <tbody>
              {log.entries.map((entry) => (
                <tr key={entry.id}>
                  {/* data-label: the column's name, shown beside each cell on a phone. */}
                  <td data-label={t('time')}>
                    <time dateTime={entry.at}>
                      {format.dateTime(new Date(entry.at), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </time>
                  </td>
                  <td data-label={t('account')}>{actorOf(entry)}</td>
                  <td data-label={t('action')}>{actionText(entry.action)}</td>
                  <td data-label={t('target')}>{targetText(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination
        page={page}
        pageCount={pages}
        href={pager.href}
        labels={{ ...pager.steps, position: t('page', { page, pages }) }}
      />
    </>
  );
}
