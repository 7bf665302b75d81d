'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { uploadForm } from '@/components/auth/api-client';
import { uploadRefusalText } from '../api-error-text';
import { StatusLine } from '../status-line';
import { copyText } from './copy-text';
import { DeleteImageButton } from './delete-image-button.client';
import { UploadForm } from '../upload-form';
import { useStatus } from '../use-status';
import type { AssetFile } from '@/lib/storage/images';
import styles from '../dashboard.module.css';

export type AssetItem = AssetFile & {
  /** A small version for the grid when the server has one; otherwise the image itself. */
  thumbnailUrl?: string;
};

interface AssetManagerProps {
  assets: AssetItem[];
  maxBytes: number;
}

export function AssetManager({ assets, maxBytes }: AssetManagerProps) {
  const t = useTranslations('Dashboard.assets');
  const tc = useTranslations('Dashboard.common');
  const router = useRouter();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useStatus();
  const copy = useStatus();
  const removal = useStatus();
  const [deleting, setDeleting] = useState(false);
  const tDelete = useTranslations('AssetDeletion');
  const maxMb = Math.round(maxBytes / (1024 * 1024));

  function refusal(caught: unknown): string {
    return uploadRefusalText(caught, tc, {
      tooLarge: () => t('tooLarge', { max: maxMb }),
      wrongType: () => t('wrongType'),
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    upload.clear();
    const files = new FormData(event.currentTarget)
      .getAll('file')
      .filter((file): file is File => file instanceof File && file.size > 0);
    if (files.length === 0) return upload.error(t('required'));
    if (files.some((file) => !file.type.startsWith('image/'))) return upload.error(t('wrongType'));
    if (files.some((file) => file.size > maxBytes))
      return upload.error(t('tooLarge', { max: maxMb }));
    // One request per image, so one bad file does not lose the others; the bar covers all bytes.
    const total = files.reduce((sum, file) => sum + file.size, 0);
    let sent = 0;
    let uploaded = 0;
    setProgress(0);
    try {
      for (const file of files) {
        const body = new FormData();
        body.append('file', file);
        await uploadForm('/api/files?dir=images', body, {
          onProgress: (fraction) => setProgress((sent + fraction * file.size) / total),
        });
        sent += file.size;
        uploaded += 1;
      }
      upload.success(t('uploaded', { count: uploaded }));
      formRef.current?.reset();
    } catch (caught) {
      upload.error(refusal(caught));
    } finally {
      setProgress(null);
      if (uploaded > 0) router.refresh();
    }
  }

  async function copyUrl(asset: AssetItem) {
    const url = new URL(asset.url, window.location.origin).toString();
    // When no way of copying works, the message shows the URL to copy by hand.
    if (await copyText(url)) copy.success(t('copied', { url }));
    else copy.error(t('copyFailed', { url }));
  }

  return (
    <>
      <UploadForm
        id={id}
        formRef={formRef}
        heading={t('uploadHeading')}
        onSubmit={submit}
        file={{
          label: t('file'),
          hint: t('fileHint', { max: maxMb }),
          accept: 'image/jpeg,image/png,image/webp,image/gif',
          multiple: true,
        }}
        progress={progress}
        status={upload.status}
      />
      <h2 className={styles.subtitle}>{t('listHeading')}</h2>
      <StatusLine status={copy.status} />
      <StatusLine status={removal.status} />
      {assets.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul className={styles.assetGrid}>
          {assets.map((asset) => (
            <li key={asset.name} className={styles.asset}>
              <a href={asset.url} target="_blank" rel="noopener noreferrer">
                {/* eslint-disable-next-line @next/next/no-img-element -- uploaded files, already resized by the server */}
                <img src={asset.thumbnailUrl ?? asset.url} alt="" loading="lazy" />
                <span className={styles.assetName}>{asset.name}</span>
              </a>
              <button
                type="button"
                className={styles.buttonSecondary}
                onClick={() => void copyUrl(asset)}
                aria-label={t('copyLabel', { name: asset.name })}
              >
                {t('copy')}
              </button>
              <DeleteImageButton
                name={asset.name}
                busy={deleting}
                onStart={() => {
                  removal.clear();
                  setDeleting(true);
                }}
                onDone={({ deleted, error }) => {
                  setDeleting(false);
                  if (deleted) {
                    removal.success(tDelete('deleted', { name: asset.name }));
                    router.refresh();
                  } else if (error) removal.error(error);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
