import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { listActivity, type ActivityEntry } from '@/lib/activity/record';
import { activityQuerySchema } from '@/lib/activity/schemas';
import { titlesInLanguage } from '@/lib/activity/targets';
import { languageOf } from '@/lib/i18n/languages';
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
  const [t, dashboard, format, log, locale] = await Promise.all([
    getTranslations('Accounts.activity'),
    getTranslations('Dashboard'),
    getFormatter(),
    listActivity(page),
    getLocale(),
  ]);
  const titles = await titlesInLanguage(log.entries, languageOf(locale).code);
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
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
                  <td>
                    <time dateTime={entry.at}>
                      {format.dateTime(new Date(entry.at), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      })}
                    </time>
                  </td>
                  <td>{entry.actor ?? t('operator')}</td>
                  <td>{actionText(entry.action)}</td>
                  <td>{targetText(entry)}</td>
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
