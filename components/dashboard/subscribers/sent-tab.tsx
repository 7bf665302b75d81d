import { NextIntlClientProvider } from 'next-intl';
import { getFormatter, getMessages, getTranslations } from 'next-intl/server';
import { listMailings, mailingFailures } from '@/lib/mailings/data';
import { languages } from '@/lib/i18n/languages';
import { ComposeMailing } from './compose-mailing.client';
import styles from '../dashboard.module.css';

/** Each mailing: when, to how many, its progress ("412 of 1,000 sent, 3 failed") and failures. */
export async function SentTab() {
  const [t, names, format, mailings, messages] = await Promise.all([
    getTranslations('Dashboard.sent'),
    getTranslations('Subscribe'),
    getFormatter(),
    listMailings(),
    getMessages(),
  ]);
  const failures = new Map(
    await Promise.all(
      mailings
        .filter((mailing) => mailing.failed > 0)
        .map(async (mailing) => [mailing.id, await mailingFailures(mailing.id)] as const),
    ),
  );
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>{t('intro')}</p>
      {/* The form names the lists and languages (Subscribe) and embeds the pages' editor, whose
          toolbar needs its messages besides the dashboard's that the staff layout gives. */}
      <NextIntlClientProvider
        messages={{
          Dashboard: messages.Dashboard,
          Subscribe: messages.Subscribe,
          Editor: messages.Editor,
          EditorStart: messages.EditorStart,
        }}
      >
        <ComposeMailing
          languages={languages.map((language) => ({
            code: language.code,
            tag: language.tag,
            name: names('languageName', { language: language.code, name: language.nativeName }),
          }))}
        />
      </NextIntlClientProvider>
      {mailings.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.list}>
          {mailings.map((mailing) => (
            <li key={mailing.id} className={styles.item}>
              <div className={styles.itemHeader}>
                <h2 className={styles.itemTitle}>
                  {String(mailing.subject.en ?? '') ||
                    t(`kind.${mailing.kind === 'bulletin' ? 'bulletin' : 'announcement'}`)}
                </h2>
                <span className={styles.muted}>
                  {format.dateTime(new Date(mailing.sendAt), {
                    dateStyle: 'medium',
                    timeStyle: 'short',
                  })}
                </span>
              </div>
              <p>
                {t(`status.${mailing.status}`)} ·{' '}
                {t('progress', {
                  sent: mailing.sent,
                  total: mailing.total,
                  failed: mailing.failed,
                })}
                {mailing.test ? ` · ${t('test')}` : ''}
              </p>
              {failures.get(mailing.id)?.map((failure) => (
                <p key={failure.email} className={styles.muted}>
                  {failure.email}: {failure.lastError}
                </p>
              ))}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
