'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
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
import { SettingsDigest, type DigestSchedule } from './settings-digest.client';
import type { AssetFile } from '@/lib/storage/images';
import type { SitePicturesFields } from '@/lib/settings/site-picture-schemas';
import { SitePicturesFieldset } from './site-pictures.client';
import styles from '../dashboard.module.css';

interface SettingsFormProps {
  initial: Settings;
  /** The stored settings are still the seeded samples (never saved by staff). */
  initialIsSample: boolean;
  /** The site's pictures (hero image, logo), saved by the same Save. */
  pictures: SitePicturesFields;
  assets: AssetFile[];
}

const samePictures = (a: SitePicturesFields, b: SitePicturesFields) =>
  JSON.stringify(a) === JSON.stringify(b);

/** Fieldset ids double as the anchors the first-day checklist links to (`#settings-address`). */
const fieldsets: { group: FieldGroup; row: boolean }[] = [
  { group: 'general', row: false },
  { group: 'home', row: false },
  { group: 'address', row: true },
  { group: 'contact', row: true },
  { group: 'social', row: true },
];

export function SettingsForm({ initial, initialIsSample, pictures, assets }: SettingsFormProps) {
  const t = useTranslations('Dashboard.settings');
  const picturesText = useTranslations('Dashboard.sitePictures');
  const router = useRouter();
  const [pictureValues, setPictureValues] = useState(pictures);
  const [savedPictures, setSavedPictures] = useState(pictures);
  const [assetList, setAssetList] = useState(assets);
  const [pictureErrors, setPictureErrors] = useState<Record<string, string>>({});
  const common = useTranslations('Dashboard.common');
  const id = useId();
  const [values, setValues] = useState<Values>(() => flatten(initial));
  const [stats, setStats] = useState<Stat[]>(initial.stats);
  const [digest, setDigest] = useState<DigestSchedule>({
    day: initial.digestDay,
    hour: initial.digestHour,
  });
  const [saved, setSaved] = useState<{ values: Values; isSample: boolean }>(() => ({
    values: flatten(initial),
    isSample: initialIsSample,
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  /** The server's refusal of a field, in the staff member's language. */
  function localise(path: string, kind: FieldKind | undefined): string {
    if (path === 'title' && !(values.title ?? '').trim()) return t('titleRequired');
    if (kind === 'url') return t('invalidUrl');
    if (kind === 'email') return t('invalidEmail');
    if (kind === 'phone') return t('invalidPhone');
    if (kind === 'timeZone') return t('invalidTimeZone');
    if (path.startsWith('stats.')) return t('stats.required');
    // The server's own reason is English: a Ukrainian screen says it by code instead.
    return common('errors.validation_failed');
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
    // The pictures first: a refused picture (not an Asset) stops the save before anything changed.
    const picturesChanged = !samePictures(pictureValues, savedPictures);
    if (picturesChanged) {
      try {
        const stored = await apiRequest<SitePicturesFields>('/api/settings/pictures', {
          method: 'PUT',
          json: pictureValues,
          // Choosing a new picture makes its sizes (AVIF is slow to encode): seconds, not a hang.
          timeoutMs: 60_000,
        });
        setPictureValues(stored);
        setSavedPictures(stored);
        setPictureErrors({});
      } catch (caught) {
        const err = caught instanceof ApiRequestError ? caught : null;
        const fieldErrors: Record<string, string> = {};
        for (const name of Object.keys(err?.fields ?? {}))
          fieldErrors[name.split('.')[0] ?? name] = picturesText('notAsset');
        setPictureErrors(fieldErrors);
        setStatus({
          kind: 'error',
          text: err && err.status > 0 ? picturesText('saveFailed') : t('networkError'),
        });
        setBusy(false);
        return;
      }
    }
    try {
      const answer = await apiRequest<Settings>('/api/settings', {
        method: 'PUT',
        json: { ...nest(values, stats), digestDay: digest.day, digestHour: digest.hour },
      });
      setValues(flatten(answer));
      setStats(answer.stats);
      setDigest({ day: answer.digestDay, hour: answer.digestHour });
      setSaved({ values: flatten(answer), isSample: false });
      setErrors({});
      setStatus({ kind: 'success', text: t('saved') });
      // The header's logo and the home page's hero follow at once.
      if (picturesChanged) router.refresh();
    } catch (caught) {
      const err = caught instanceof ApiRequestError ? caught : null;
      const fieldErrors: Record<string, string> = {};
      for (const path of Object.keys(err?.fields ?? {})) {
        const spec = allFields.find((field) => field.path === path);
        if (spec || path.startsWith('stats.')) fieldErrors[path] = localise(path, spec?.kind);
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
      <SettingsDigest idPrefix={id} value={digest} onChange={setDigest} />
      <SitePicturesFieldset
        values={pictureValues}
        onChange={setPictureValues}
        assets={assetList}
        onUploaded={(asset) =>
          setAssetList((current) => [asset, ...current.filter((item) => item.url !== asset.url)])
        }
        errors={pictureErrors}
      />
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
