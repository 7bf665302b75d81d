'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiRequestError, uploadForm } from '@/components/auth/api-client';
import type { AssetFile } from '@/lib/storage/images';
import styles from './site-pictures.module.css';
import dashboard from '../dashboard.module.css';

/** Every stored image has a lighter WebP copy beside it (lib/storage/images.ts): the grid shows that. */
export function thumbnailOf(url: string): string {
  return url.endsWith('.webp') ? url : url.replace(/\.[a-z]+$/, '.webp');
}

interface AssetChoiceProps {
  /** The field's name in the API (`heroImage`, `logo`). */
  name: string;
  legend: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  assets: AssetFile[];
  /** A new upload joins the list every chooser shows. */
  onUploaded: (asset: AssetFile) => void;
  error?: string;
}

/**
 * One picture of the site chosen from Assets: a radio per image (and "None"), or a new image uploaded
 * from the computer into Assets (POST /api/files) and chosen at once.
 */
export function AssetChoice(props: AssetChoiceProps) {
  const { name, legend, hint, value, onChange, assets, onUploaded, error } = props;
  const t = useTranslations('Dashboard.sitePictures');
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploadError(null);
    setUploading(true);
    try {
      const body = new FormData();
      body.append('file', file);
      const stored = await uploadForm<AssetFile>('/api/files?dir=images', body);
      onUploaded(stored);
      onChange(stored.url);
    } catch (caught) {
      setUploadError(
        caught instanceof ApiRequestError && caught.status === 415
          ? t('wrongType')
          : caught instanceof ApiRequestError && caught.status === 413
            ? t('tooLarge')
            : t('uploadFailed'),
      );
    } finally {
      setUploading(false);
    }
  }

  const message = error ?? uploadError;
  return (
    <fieldset
      className={dashboard.fieldset}
      aria-describedby={`${id}-hint${message ? ` ${id}-error` : ''}`}
    >
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className={dashboard.hint}>
        {hint}
      </p>
      <ul className={styles.choices}>
        <li>
          <label className={styles.choice}>
            <input
              type="radio"
              name={name}
              value=""
              checked={value === ''}
              onChange={() => onChange('')}
            />
            <span className={styles.none}>{t('none')}</span>
          </label>
        </li>
        {assets.map((asset) => (
          <li key={asset.url}>
            <label className={styles.choice}>
              <input
                type="radio"
                name={name}
                value={asset.url}
                checked={value === asset.url}
                onChange={() => onChange(asset.url)}
              />
              {/* eslint-disable-next-line @next/next/no-img-element -- a small preview of an upload */}
              <img src={thumbnailOf(asset.url)} alt="" loading="lazy" width={160} height={100} />
              <span className={styles.name}>{asset.name}</span>
            </label>
          </li>
        ))}
      </ul>
      <div className={dashboard.field}>
        <label htmlFor={`${id}-upload`}>{t('upload')}</label>
        <input
          id={`${id}-upload`}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          disabled={uploading}
          onChange={(event) => void upload(event)}
        />
        {uploading ? <p role="status">{t('uploading')}</p> : null}
      </div>
      {message ? (
        <p id={`${id}-error`} className={dashboard.fieldError} role="alert">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
