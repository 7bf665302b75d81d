import { getTranslations } from 'next-intl/server';
import { getOwnAccount } from '@/lib/accounts/own-password';
import { toRole } from '@/lib/accounts/schemas';
import { AccountForms } from './account-forms.client';
import styles from '../dashboard.module.css';

/** My account: the signed-in person's own password and e-mail address. */
export async function AccountTab({ userId }: { userId: string }) {
  const [t, roles, account] = await Promise.all([
    getTranslations('Accounts.account'),
    getTranslations('Accounts.roles'),
    getOwnAccount(userId),
  ]);
  if (!account) return null;
  return (
    <>
      <h1 className={styles.title}>{t('heading')}</h1>
      <p className={styles.intro}>
        {t('intro', { username: account.username, role: roles(toRole(account.role)) })}
      </p>
      <AccountForms email={account.email ?? ''} />
    </>
  );
}
