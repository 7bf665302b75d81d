'use client';

import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import { settingsSchema, type Settings, type Stat } from '@/lib/settings/schemas';
import { isSampleValue } from '@/lib/settings/sample';
import { apiErrorText } from '../api-error-text';
import {
  allFields,
  fieldGroups,
  flatten,
  nest,
  type FieldGroup,
  type FieldKind,
  type Values,
} from './settings-fields';
import { SettingsTextField } from './settings-text-field.client';
import { SettingsStats } from './settings-stats.client';
import styles from '../dashboard.module.css';

interface SettingsFormProps {
  initial: Settings;
  /** The stored settings are still the seeded samples (never saved by staff). */
  initialIsSample: boolean;
}

/** Fieldset ids double as the anchors the first-day checklist links to (`#settings-address`). */
const fieldsets: { group: FieldGroup; row: boolean }[] = [
  { group: 'general', row: false },
  { group: 'home', row: false },
  { group: 'address', row: true },
  { group: 'contact', row: true },
  { group: 'social', row: true },
];

export function SettingsForm({ initial, initialIsSample }: SettingsFormProps) {
  const t = useTranslations('Dashboard.settings');
  const common = useTranslations('Dashboard.common');
  const id = useId();
  const [values, setValues] = useState<Values>(() => flatten(initial));
  const [stats, setStats] = useState<Stat[]>(initial.stats);
  const [saved, setSaved] = useState<{ values: Values; isSample: boolean }>(() => ({
    values: flatten(initial),
    isSample: initialIsSample,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  /** The server's reason, in the visitor's language where we know the rule behind it. */
  function localise(path: string, kind: FieldKind | undefined, serverMessage: string): string {
    if (path === 'title' && !(values.title ?? '').trim()) return t('titleRequired');
    if (kind === 'url') return t('invalidUrl');
    if (kind === 'email') return t('invalidEmail');
    if (kind === 'phone') return t('invalidPhone');
    if (kind === 'timeZone') return t('invalidTimeZone');
    if (path.startsWith('stats.')) return t('stats.required');
    return serverMessage;
  }

  function focusFirst(fieldErrors: Record<string, string>) {
    const first = Object.keys(fieldErrors)[0];
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus(null);
    // The specification's one rule before sending, with the shared schema's own title check;
    // every other rule is the server's, and its answers land beside their fields.
    if (!settingsSchema.shape.title.safeParse(values.title ?? '').success) {
      setErrors({ title: t('titleRequired') });
      setStatus({ kind: 'error', text: t('fixErrors') });
      focusFirst({ title: '' });
      return;
    }
    setBusy(true);
    try {
      const answer = await apiRequest<Settings>('/api/settings', {
        method: 'PUT',
        json: nest(values, stats),
      });
      setValues(flatten(answer));
      setStats(answer.stats);
      setSaved({ values: flatten(answer), isSample: false });
      setErrors({});
      setStatus({ kind: 'success', text: t('saved') });
    } catch (caught) {
      const err = caught instanceof ApiRequestError ? caught : null;
      const fieldErrors: Record<string, string> = {};
      for (const [path, message] of Object.entries(err?.fields ?? {})) {
        const spec = allFields.find((field) => field.path === path);
        if (spec || path.startsWith('stats.'))
          fieldErrors[path] = localise(path, spec?.kind, message);
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
      focusFirst(fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  const setValue = (path: string, value: string) =>
    setValues((current) => ({ ...current, [path]: value }));

  function renderGroup(group: FieldGroup) {
    return fieldGroups[group].map((spec) => (
      <SettingsTextField
        key={spec.path}
        spec={spec}
        idPrefix={id}
        value={values[spec.path] ?? ''}
        error={errors[spec.path]}
        sample={saved.isSample && isSampleValue(spec.path, saved.values[spec.path] ?? '')}
        onChange={setValue}
      />
    ));
  }

  return (
    <form className={`${styles.form} ${styles.panel}`} onSubmit={submit} noValidate>
      {fieldsets.map(({ group, row }) => (
        <fieldset className={styles.fieldset} id={`settings-${group}`} key={group}>
          <legend>{t(`groups.${group}`)}</legend>
          {row ? <div className={styles.formRow}>{renderGroup(group)}</div> : renderGroup(group)}
          {group === 'home' && (
            <SettingsStats idPrefix={id} stats={stats} errors={errors} onChange={setStats} />
          )}
        </fieldset>
      ))}
      {/* The site's pictures (hero image, logo) get their own fieldset component here. */}
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
