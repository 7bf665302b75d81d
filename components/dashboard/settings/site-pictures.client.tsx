'use client';

import { useId, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import { languageName, languages } from '@/lib/i18n/languages';
import type { AssetFile } from '@/lib/storage/images';
import { HERO_ALT_MAX, type SitePicturesFields } from '@/lib/settings/site-picture-schemas';
import { AssetChoice } from './asset-choice.client';
import dashboard from '../dashboard.module.css';

interface SitePicturesFormProps {
  initial: SitePicturesFields;
  assets: AssetFile[];
}

/**
 * The hero image, its description in every language, and the logo. Saved on their own through
 * PUT /api/settings/pictures, so this form never sends (or overwrites) the other settings.
 */
export function SitePicturesForm({ initial, assets: initialAssets }: SitePicturesFormProps) {
  const t = useTranslations('Dashboard.sitePictures');
  const locale = useLocale();
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState(initial);
  const [assets, setAssets] = useState(initialAssets);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const addAsset = (asset: AssetFile) =>
    setAssets((current) => [asset, ...current.filter((item) => item.url !== asset.url)]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setStatus(null);
    try {
      const saved = await apiRequest<SitePicturesFields>('/api/settings/pictures', {
        method: 'PUT',
        json: values,
        // Choosing a new picture makes its sizes (AVIF is slow to encode): seconds, not a hang.
        timeoutMs: 60_000,
      });
      setValues(saved);
      setErrors({});
      setStatus({ kind: 'success', text: t('saved') });
      router.refresh();
    } catch (caught) {
      const fields = caught instanceof ApiRequestError ? caught.fields : {};
      const fieldErrors: Record<string, string> = {};
      for (const name of Object.keys(fields))
        fieldErrors[name.split('.')[0] ?? name] = t('notAsset');
      setErrors(fieldErrors);
      setStatus({
        kind: 'error',
        text:
          caught instanceof ApiRequestError && caught.status > 0 ? t('saveFailed') : t('offline'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      id="settings-pictures"
      className={`${dashboard.form} ${dashboard.panel}`}
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
    >
      <h2 className={dashboard.subtitle} id={`${id}-heading`}>
        {t('heading')}
      </h2>
      <AssetChoice
        name="heroImage"
        legend={t('heroLegend')}
        hint={t('heroHint')}
        value={values.heroImage}
        onChange={(heroImage) => setValues((current) => ({ ...current, heroImage }))}
        assets={assets}
        onUploaded={addAsset}
        error={errors.heroImage}
      />
      <fieldset className={dashboard.fieldset}>
        <legend>{t('altLegend')}</legend>
        <p className={dashboard.hint}>{t('altHint')}</p>
        {languages.map((language) => (
          <div className={dashboard.field} key={language.code}>
            <label htmlFor={`${id}-alt-${language.code}`}>
              {t('altLabel', { language: languageName(language, locale) })}
            </label>
            <input
              id={`${id}-alt-${language.code}`}
              lang={language.tag}
              maxLength={HERO_ALT_MAX}
              value={values.heroImageAlt[language.code]}
              onChange={(event) => {
                const text = event.target.value;
                setValues((current) => ({
                  ...current,
                  heroImageAlt: { ...current.heroImageAlt, [language.code]: text },
                }));
              }}
            />
          </div>
        ))}
      </fieldset>
      <AssetChoice
        name="logo"
        legend={t('logoLegend')}
        hint={t('logoHint')}
        value={values.logo}
        onChange={(logo) => setValues((current) => ({ ...current, logo }))}
        assets={assets}
        onUploaded={addAsset}
        error={errors.logo}
      />
      <div className={dashboard.actions}>
        <button type="submit" className={dashboard.button} disabled={busy}>
          {busy ? t('saving') : t('save')}
        </button>
        <div role="status" className={dashboard.status}>
          {status ? (
            <p className={status.kind === 'success' ? dashboard.success : dashboard.error}>
              {status.text}
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}
