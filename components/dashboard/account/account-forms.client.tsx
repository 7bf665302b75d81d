'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import { PASSWORD_MIN_LENGTH } from '@/lib/accounts/schemas';
import { apiErrorText } from '../api-error-text';
import { StatusLine } from '../status-line';
import { useStatus } from '../use-status';
import styles from '../dashboard.module.css';

const field = (form: HTMLFormElement, name: string) => String(new FormData(form).get(name) ?? '');

/** The owner's password change and e-mail address: each proven by the current password. */
export function AccountForms({ email }: { email: string }) {
  const t = useTranslations('Accounts.account');
  const common = useTranslations('Dashboard.common');
  const router = useRouter();
  const id = useId();
  const password = useStatus();
  const mail = useStatus();
  const [busy, setBusy] = useState(false);

  function describe(error: unknown): string {
    if (error instanceof ApiRequestError) {
      if (error.fields.currentPassword) return t('wrongPassword');
      if (error.fields.newPassword) return t('passwordRules', { min: PASSWORD_MIN_LENGTH });
      if (error.fields.email) return t('invalidEmail');
    }
    return apiErrorText(error, common);
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const currentPassword = field(form, 'currentPassword');
    const newPassword = field(form, 'newPassword');
    // The other form's old message is about an earlier action: it goes.
    mail.clear();
    if (!currentPassword || !newPassword) return password.error(t('required'));
    setBusy(true);
    password.clear();
    try {
      await apiRequest('/api/auth/password', {
        method: 'POST',
        json: { currentPassword, newPassword },
      });
      form.reset();
      password.success(t('passwordChanged'));
    } catch (error) {
      password.error(describe(error));
    } finally {
      setBusy(false);
    }
  }

  async function saveEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const currentPassword = field(form, 'currentPassword');
    const address = field(form, 'email').trim();
    password.clear();
    // An empty box is not a wrong password: ask for it.
    if (!currentPassword) return mail.error(t('currentPasswordRequired'));
    setBusy(true);
    mail.clear();
    try {
      await apiRequest('/api/auth/me', {
        method: 'PATCH',
        json: { currentPassword, email: address },
      });
      (form.elements.namedItem('currentPassword') as HTMLInputElement).value = '';
      mail.success(address ? t('emailSaved') : t('emailRemoved'));
      router.refresh();
    } catch (error) {
      mail.error(describe(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form
        className={`${styles.form} ${styles.panel}`}
        onSubmit={changePassword}
        noValidate
        aria-labelledby={`${id}-password-heading`}
      >
        <h2 className={styles.subtitle} id={`${id}-password-heading`}>
          {t('passwordHeading')}
        </h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-current`}>{t('currentPassword')}</label>
          <input
            id={`${id}-current`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
          />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-new`}>{t('newPassword')}</label>
          <input
            id={`${id}-new`}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            aria-describedby={`${id}-new-hint`}
          />
          <p className={styles.hint} id={`${id}-new-hint`}>
            {t('passwordRules', { min: PASSWORD_MIN_LENGTH })}
          </p>
        </div>
        <StatusLine status={password.status} />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy}>
            {t('changePassword')}
          </button>
        </div>
      </form>
      <form
        className={`${styles.form} ${styles.panel}`}
        onSubmit={saveEmail}
        noValidate
        aria-labelledby={`${id}-email-heading`}
      >
        <h2 className={styles.subtitle} id={`${id}-email-heading`}>
          {t('emailHeading')}
        </h2>
        <div className={styles.field}>
          <label htmlFor={`${id}-email`}>{t('email')}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            defaultValue={email}
            aria-describedby={`${id}-email-hint`}
          />
          <p className={styles.hint} id={`${id}-email-hint`}>
            {t('emailHint')}
          </p>
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-email-current`}>{t('currentPassword')}</label>
          <input
            id={`${id}-email-current`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            aria-describedby={`${id}-email-current-hint`}
          />
          <p className={styles.hint} id={`${id}-email-current-hint`}>
            {t('emailPasswordHint')}
          </p>
        </div>
        <StatusLine status={mail.status} />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} disabled={busy}>
            {t('saveEmail')}
          </button>
        </div>
      </form>
    </>
  );
}
