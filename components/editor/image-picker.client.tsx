'use client';

import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { fetchImages, type ImageAsset } from './content-client';
import { ModalDialog } from './modal-dialog.client';
import styles from './editor.module.css';

interface ImagePickerProps {
  open: boolean;
  onClose: () => void;
  onPick: (image: ImageAsset) => void;
}

/** The images uploaded in the dashboard's Assets tab (GET /api/files?dir=images), one click to insert. */
export function ImagePicker({ open, onClose, onPick }: ImagePickerProps) {
  const t = useTranslations('Editor');
  // The list mounts with the dialog, so every opening shows the current uploads.
  return (
    <ModalDialog
      open={open}
      title={t('assetsTitle')}
      onClose={onClose}
      closeLabel={t('closeDialog')}
    >
      {open ? <ImageList onPick={onPick} /> : null}
    </ModalDialog>
  );
}

function ImageList({ onPick }: Pick<ImagePickerProps, 'onPick'>) {
  const t = useTranslations('Editor');
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
          <button type="button" className={styles.assetButton} onClick={() => onPick(image)}>
            {/* eslint-disable-next-line @next/next/no-img-element -- uploaded files, sized by the grid */}
            <img src={image.url} alt="" loading="lazy" />
            <span>{image.name}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
