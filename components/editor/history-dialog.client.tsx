'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { LanguageCode } from '@/lib/i18n/routing';
import type { TiptapDoc, TiptapNode } from '@/lib/rich-text/default-doc';
import { fetchRevisionDoc, fetchRevisions, restoreRevision, type Revision } from './content-client';
import { ModalDialog } from './modal-dialog.client';
import styles from './editor.module.css';

interface HistoryDialogProps {
  open: boolean;
  slug: string;
  language: LanguageCode;
  locale: string;
  onClose: () => void;
  /** After a restore: the restored version is now the page (and a new revision). */
  onRestored: () => void;
}

/** Every save is a revision; this lists the current language's, newest first, and restores one. */
export function HistoryDialog({ open, onClose, ...listProps }: HistoryDialogProps) {
  const t = useTranslations('Editor');
  // The list mounts with the dialog, so every opening starts from a fresh fetch.
  return (
    <ModalDialog
      open={open}
      title={t('historyTitle')}
      onClose={onClose}
      closeLabel={t('closeDialog')}
    >
      {open ? <RevisionList {...listProps} /> : null}
    </ModalDialog>
  );
}

function RevisionList({
  slug,
  language,
  locale,
  onRestored,
}: Omit<HistoryDialogProps, 'open' | 'onClose'>) {
  const t = useTranslations('Editor');
  const [revisions, setRevisions] = useState<Revision[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }),
    [locale],
  );
  const time = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : format.format(date);
  };

  useEffect(() => {
    let active = true;
    fetchRevisions(slug)
      .then((list) => {
        if (!active) return;
        const mine = list.filter((revision) => revision.language === language);
        setRevisions(mine.sort((a, b) => b.createdAt.localeCompare(a.createdAt)));
      })
      .catch(() => active && setFailed(t('historyFailed')));
    return () => {
      active = false;
    };
  }, [slug, language, t]);

  const restore = async (revision: Revision) => {
    if (!window.confirm(t('restoreConfirm'))) return;
    setBusy(revision.id);
    setFailed(null);
    try {
      await restoreRevision(slug, revision.id);
      onRestored();
    } catch {
      setFailed(t('restoreFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {failed ? <p role="alert">{failed}</p> : null}
      {revisions === null ? (
        failed ? null : (
          <p role="status">{t('loading')}</p>
        )
      ) : revisions.length === 0 ? (
        <p>{t('historyEmpty')}</p>
      ) : (
        <ol className={styles.revisions}>
          {revisions.map((revision) => (
            <li key={revision.id} className={styles.revision}>
              <div className={styles.revisionBody}>
                <strong>{revision.title || '—'}</strong>
                <div className={styles.revisionMeta}>
                  {t('revisionMeta', {
                    author: revision.author ?? t('unknownAuthor'),
                    time: time(revision.createdAt),
                  })}
                </div>
                <RevisionPreview slug={slug} id={revision.id} />
              </div>
              <button
                type="button"
                className={styles.secondaryButton}
                aria-label={t('restoreVersion', { time: time(revision.createdAt) })}
                disabled={busy !== null}
                onClick={() => void restore(revision)}
              >
                {busy === revision.id ? t('loading') : t('restore')}
              </button>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

const PREVIEW_CHARACTERS = 280;

function docText(doc: TiptapDoc): string {
  const parts: string[] = [];
  const walk = (nodes: TiptapNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (node.text) parts.push(node.text);
      walk(node.content);
      if (!node.text && node.content) parts.push(' ');
    }
  };
  walk(doc.content);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** The revision's text, fetched when the user opens the preview: enough to tell versions apart. */
function RevisionPreview({ slug, id }: { slug: string; id: string }) {
  const t = useTranslations('Editor');
  const [text, setText] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const load = (open: boolean) => {
    if (!open || text !== null) return;
    fetchRevisionDoc(slug, id)
      .then((doc) => {
        const full = doc ? docText(doc) : '';
        setText(full.length > PREVIEW_CHARACTERS ? `${full.slice(0, PREVIEW_CHARACTERS)}…` : full);
      })
      .catch(() => setFailed(true));
  };
  return (
    <details className={styles.preview} onToggle={(event) => load(event.currentTarget.open)}>
      <summary>{t('preview')}</summary>
      {failed ? <p role="alert">{t('previewFailed')}</p> : <p>{text ?? t('loading')}</p>}
    </details>
  );
}
