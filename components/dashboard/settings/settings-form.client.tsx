'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import { settingsSchema, type Settings } from '@/lib/validation/settings';
import { apiErrorText } from '../api-error-text';
import styles from '../dashboard.module.css';

type FieldKind = 'text' | 'long' | 'url' | 'email' | 'phone' | 'timeZone';

interface FieldSpec {
  /** The API's field path, as in the server's `fields` (e.g. `address.city`). */
  path: string;
  kind: FieldKind;
  max: number;
}

const general: FieldSpec[] = [
  { path: 'title', kind: 'text', max: 200 },
  { path: 'description', kind: 'long', max: 2000 },
  { path: 'timeZone', kind: 'timeZone', max: 64 },
];
const address: FieldSpec[] = [
  { path: 'address.line1', kind: 'text', max: 200 },
  { path: 'address.line2', kind: 'text', max: 200 },
  { path: 'address.city', kind: 'text', max: 100 },
  { path: 'address.provinceOrState', kind: 'text', max: 100 },
  { path: 'address.postalCode', kind: 'text', max: 20 },
  { path: 'address.country', kind: 'text', max: 100 },
  { path: 'address.link', kind: 'url', max: 500 },
];
const contact: FieldSpec[] = [
  { path: 'phone', kind: 'phone', max: 40 },
  { path: 'email', kind: 'email', max: 200 },
  { path: 'website', kind: 'url', max: 500 },
];
const social: FieldSpec[] = [
  { path: 'socialLinks.facebook', kind: 'url', max: 500 },
  { path: 'socialLinks.instagram', kind: 'url', max: 500 },
  { path: 'socialLinks.youtube', kind: 'url', max: 500 },
];
const allFields = [...general, ...address, ...contact, ...social];

type Values = Record<string, string>;

function flatten(settings: Settings): Values {
  const values: Values = {};
  for (const { path } of allFields) {
    const [group, key] = path.split('.') as [keyof Settings, string | undefined];
    const value = key ? (settings[group] as Record<string, string>)[key] : settings[group];
    values[path] = typeof value === 'string' ? value : '';
  }
  return values;
}

function nest(values: Values): Settings {
  const get = (path: string) => values[path] ?? '';
  return {
    title: get('title'),
    description: get('description'),
    address: {
      line1: get('address.line1'),
      line2: get('address.line2'),
      city: get('address.city'),
      provinceOrState: get('address.provinceOrState'),
      postalCode: get('address.postalCode'),
      country: get('address.country'),
      link: get('address.link'),
    },
    phone: get('phone'),
    email: get('email'),
    website: get('website'),
    socialLinks: {
      facebook: get('socialLinks.facebook'),
      instagram: get('socialLinks.instagram'),
      youtube: get('socialLinks.youtube'),
    },
    timeZone: get('timeZone'),
  };
}

export function SettingsForm({ initial }: { initial: Settings }) {
  const t = useTranslations('Dashboard.settings');
  const common = useTranslations('Dashboard.common');
  const id = useId();
  const [values, setValues] = useState<Values>(() => flatten(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  /** The server's reason, in the visitor's language where we know the rule behind it. */
  function localise(path: string, kind: FieldKind, serverMessage: string): string {
    if (path === 'title' && !(values.title ?? '').trim()) return t('titleRequired');
    if (kind === 'url') return t('invalidUrl');
    if (kind === 'email') return t('invalidEmail');
    if (kind === 'phone') return t('invalidPhone');
    if (kind === 'timeZone') return t('invalidTimeZone');
    return serverMessage;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    // The specification's one rule before sending, with the shared schema's own title check;
    // every other rule is the server's, and its answers land beside their fields.
    if (!settingsSchema.shape.title.safeParse(values.title ?? '').success) {
      setErrors({ title: t('titleRequired') });
      setStatus({ kind: 'error', text: t('fixErrors') });
      document.getElementById(`${id}-title`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const saved = await apiRequest<Settings>('/api/settings', {
        method: 'PUT',
        json: nest(values),
      });
      setValues(flatten(saved));
      setErrors({});
      setStatus({ kind: 'success', text: t('saved') });
    } catch (caught) {
      const err = caught instanceof ApiRequestError ? caught : null;
      const fieldErrors: Record<string, string> = {};
      for (const [path, message] of Object.entries(err?.fields ?? {})) {
        const spec = allFields.find((field) => field.path === path);
        if (spec) fieldErrors[path] = localise(path, spec.kind, message);
      }
      setErrors(fieldErrors);
      setStatus({
        kind: 'error',
        text: Object.keys(fieldErrors).length
          ? t('fixErrors')
          : err?.status === 0 || !err
            ? t('networkError')
            : apiErrorText(err, common),
      });
      const first = allFields.find((field) => fieldErrors[field.path]);
      if (first) document.getElementById(`${id}-${first.path}`)?.focus();
    } finally {
      setBusy(false);
    }
  }

  function renderField({ path, kind, max }: FieldSpec) {
    const inputId = `${id}-${path}`;
    const errorId = `${inputId}-error`;
    const error = errors[path];
    const common = {
      id: inputId,
      name: path,
      value: values[path] ?? '',
      maxLength: max,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
      onChange: (event: { target: { value: string } }) => {
        const value = event.target.value;
        setValues((current) => ({ ...current, [path]: value }));
      },
    };
    const label = t(`fields.${path.replace('.', '_')}` as Parameters<typeof t>[0]);
    return (
      <div
        className={
          kind === 'url' || kind === 'long' ? `${styles.field} ${styles.wide}` : styles.field
        }
        key={path}
      >
        <label htmlFor={inputId}>{label}</label>
        {kind === 'long' ? (
          <textarea rows={3} {...common} />
        ) : (
          <input
            type={
              kind === 'url'
                ? 'url'
                : kind === 'email'
                  ? 'email'
                  : kind === 'phone'
                    ? 'tel'
                    : 'text'
            }
            required={path === 'title'}
            placeholder={kind === 'url' ? 'https://' : undefined}
            {...common}
          />
        )}
        {error && (
          <p id={errorId} className={styles.fieldError}>
            {error}
          </p>
        )}
      </div>
    );
  }

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={submit} noValidate>
      <fieldset className={styles.fieldset}>
        <legend>{t('groups.general')}</legend>
        {general.map(renderField)}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('groups.address')}</legend>
        <div className={styles.formRow}>{address.map(renderField)}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('groups.contact')}</legend>
        <div className={styles.formRow}>{contact.map(renderField)}</div>
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend>{t('groups.social')}</legend>
        <div className={styles.formRow}>{social.map(renderField)}</div>
      </fieldset>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        <div role="status" className={styles.status}>
          {status && (
            <p className={status.kind === 'success' ? styles.success : styles.error}>
              {status.text}
            </p>
          )}
        </div>
      </div>
    </form>
  );
}
