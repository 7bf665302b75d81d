'use client';

import { useId } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { languageName, languages } from '@/lib/i18n/languages';
import type { AssetFile } from '@/lib/storage/images';
import { HERO_ALT_MAX, type SitePicturesFields } from '@/lib/settings/site-picture-schemas';
import { AssetChoice } from './asset-choice.client';
import dashboard from '../dashboard.module.css';

interface SitePicturesFieldsetProps {
  values: SitePicturesFields;
  onChange: (values: SitePicturesFields) => void;
  assets: AssetFile[];
  onUploaded: (asset: AssetFile) => void;
  errors: Record<string, string>;
}

/**
 * The hero image, its description in every language, and the logo: a part of the Settings form,
 * saved by its one Save (through PUT /api/settings/pictures, before the other settings), so a
 * chosen picture is never left unsaved behind a second button.
 */
export function SitePicturesFieldset({
  values,
  onChange,
  assets,
  onUploaded,
  errors,
}: SitePicturesFieldsetProps) {
  const t = useTranslations('Dashboard.sitePictures');
  const locale = useLocale();
  const id = useId();
  const setValues = (change: (current: SitePicturesFields) => SitePicturesFields) =>
    onChange(change(values));
  const addAsset = onUploaded;

  return (
    <fieldset id="settings-pictures" className={dashboard.fieldset}>
      <legend>{t('heading')}</legend>
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
              {t('altLabel', { language: language.code, name: languageName(language, locale) })}
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
    </fieldset>
  );
}
