'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { ApiRequestError, uploadForm } from '@/components/auth/api-client';
import { IMAGE_ALT_MAX } from '@/lib/rich-text/attribute-rules';
import { fetchImages, type ImageAsset } from './content-client';
import { ModalDialog } from './modal-dialog.client';
import styles from './editor.module.css';

/** What the editor inserts: an image of ours, its description ('' = decoration) and its size. */
export interface ChosenImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

interface ImagePickerProps {
  open: boolean;
  /** A picture dropped or pasted onto the text: uploaded as soon as the dialog opens. */
  file: File | null;
  onClose: () => void;
  onInsert: (image: ChosenImage) => void;
}

/**
 * Inserting a picture: upload one from the computer into Assets (POST /api/files, the same store the
 * dashboard's Assets tab shows) or pick one already there, then describe it (or say it is only
 * decoration). Nothing is inserted without that choice.
 */
export function ImagePicker({ open, file, onClose, onInsert }: ImagePickerProps) {
  const t = useTranslations('Editor.imageDialog');
  const editor = useTranslations('Editor');
  // The body mounts with the dialog, so every opening starts afresh and lists the current uploads.
  return (
    <ModalDialog
      open={open}
      title={t('title')}
      onClose={onClose}
      closeLabel={editor('closeDialog')}
    >
      {open ? <InsertImageForm file={file} onInsert={onInsert} /> : null}
    </ModalDialog>
  );
}

/** The picture's own size, so the page reserves its box (no layout shift); unknown if it fails. */
function naturalSize(src: string): Promise<{ width?: number; height?: number }> {
  return new Promise((resolve) => {
    const image = new window.Image();
    const done = () =>
      resolve(
        image.naturalWidth > 0 ? { width: image.naturalWidth, height: image.naturalHeight } : {},
      );
    image.onload = done;
    image.onerror = () => resolve({});
    window.setTimeout(done, 3000);
    image.src = src;
  });
}

/** Uploads a picture into Assets, as the dashboard's Assets tab does. */
function sendImage(picture: File): Promise<ImageAsset> {
  const body = new FormData();
  body.append('file', picture);
  return uploadForm<ImageAsset>('/api/files?dir=images', body);
}

function InsertImageForm({ file, onInsert }: Pick<ImagePickerProps, 'file' | 'onInsert'>) {
  const t = useTranslations('Editor.imageDialog');
  const id = useId();
  const altInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<ImageAsset | null>(null);
  const [uploaded, setUploaded] = useState<ImageAsset | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  // A dropped or pasted picture is on its way from the first render.
  const [uploading, setUploading] = useState(file !== null);
  const [error, setError] = useState<string | null>(null);

  function received(stored: ImageAsset) {
    setUploaded(stored);
    setChosen(stored);
    setUploading(false);
    altInput.current?.focus();
  }

  function failed(caught: unknown) {
    const status = caught instanceof ApiRequestError ? caught.status : 0;
    setUploading(false);
    setError(t(status === 415 ? 'wrongType' : status === 413 ? 'tooLarge' : 'uploadFailed'));
  }

  function upload(picture: File) {
    setError(null);
    setUploading(true);
    sendImage(picture).then(received, failed);
  }

  useEffect(() => {
    if (file) sendImage(file).then(received, failed);
    // Only the file the dialog was opened with; later uploads come from the file button.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [file]);

  async function insert() {
    if (!chosen) return setError(t('chooseFirst'));
    if (!decorative && !alt.trim()) {
      setError(t('altRequired'));
      return altInput.current?.focus();
    }
    const size = await naturalSize(chosen.url);
    onInsert({ src: chosen.url, alt: decorative ? '' : alt.trim(), ...size });
  }

  return (
    <div className={styles.imageForm}>
      <div className={styles.imageField}>
        <label htmlFor={`${id}-file`}>{t('uploadLabel')}</label>
        <input
          id={`${id}-file`}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          aria-describedby={`${id}-drop`}
          disabled={uploading}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            event.target.value = '';
            if (picked) upload(picked);
          }}
        />
        <p id={`${id}-drop`} className={styles.imageHint}>
          {t('dropHint')}
        </p>
      </div>
      <p role="status" className={styles.imageHint}>
        {uploading
          ? t('uploading')
          : chosen
            ? t(chosen === uploaded ? 'uploaded' : 'chosen', { name: chosen.name })
            : ''}
      </p>
      <div className={styles.imageField}>
        <label htmlFor={`${id}-alt`}>{t('altLabel')}</label>
        <input
          ref={altInput}
          id={`${id}-alt`}
          value={alt}
          maxLength={IMAGE_ALT_MAX}
          disabled={decorative}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => setAlt(event.target.value)}
        />
        <p id={`${id}-alt-hint`} className={styles.imageHint}>
          {t('altHint')}
        </p>
        <label className={styles.imageCheckbox}>
          <input
            type="checkbox"
            checked={decorative}
            onChange={(event) => setDecorative(event.target.checked)}
          />
          {t('decorative')}
        </label>
      </div>
      {error ? (
        <p role="alert" className={styles.notice}>
          {error}
        </p>
      ) : null}
      <button
        type="button"
        className={styles.primaryButton}
        disabled={uploading}
        onClick={() => void insert()}
      >
        {t('insert')}
      </button>
      <h3 className={styles.imageSubheading}>{t('assetsHeading')}</h3>
      <ImageList chosenUrl={chosen?.url ?? null} onPick={setChosen} />
    </div>
  );
}

function ImageList({
  chosenUrl,
  onPick,
}: {
  chosenUrl: string | null;
  onPick: (image: ImageAsset) => void;
}) {
  const t = useTranslations('Editor');
  const dialog = useTranslations('Editor.imageDialog');
  const [images, setImages] = useState<ImageAsset[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let active = true;
    fetchImages()
      .then((list) => active && setImages(list))
      .catch(() => active && setFailed(true));
    return () => {
      active = false;
    };
  }, []);

  return failed ? (
    <p role="alert">{t('assetsFailed')}</p>
  ) : images === null ? (
    <p role="status">{t('loading')}</p>
  ) : images.length === 0 ? (
    <p>{t('assetsEmpty')}</p>
  ) : (
    <ul className={styles.assetGrid}>
      {images.map((image) => (
        <li key={image.url}>
          <button
            type="button"
            className={styles.assetButton}
            aria-pressed={image.url === chosenUrl}
            aria-label={dialog('pick', { name: image.name })}
            onClick={() => onPick(image)}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- uploaded files, sized by the grid */}
            <img src={image.url} alt="" loading="lazy" />
            <span aria-hidden="true">{image.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
