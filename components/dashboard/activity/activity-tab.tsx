import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import { listActivity } from '@/lib/activity/record';
import { activityQuerySchema } from '@/lib/activity/schemas';
import { Pagination } from '@/components/site/pagination';
import { dashboardPager } from '../dashboard-pager';
import styles from '../dashboard.module.css';

/** The activity log for administrators: who changed what, newest first, a page at a time. */
export async function ActivityTab({ page: rawPage }: { page: string | string[] | undefined }) {
  const parsed = activityQuerySchema.safeParse({
    page: Array.isArray(rawPage) ? rawPage[0] : rawPage,
  });
  const page = parsed.success ? parsed.data.page : 1;
  const [t, format, locale, log] = await Promise.all([
    getTranslations('Accounts.activity'),
    getFormatter(),
    getLocale(),
    listActivity(page),
  ]);
  const pages = Math.max(1, Math.ceil(log.total / log.pageSize));
  const pager = dashboardPager('activity', locale, t);
  // Message keys cannot hold dots: 'user.role.admin' is 'user_role_admin'. An action recorded by
  // a newer version than this one's messages shows its code.
  const actionText = (action: string) => {
    const key = `actions.${action.replace(/[.-]/g, '_')}` as Parameters<typeof t>[0];
    return t.has(key) ? t(key) : action;
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
                  <td>{entry.target}</td>
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
