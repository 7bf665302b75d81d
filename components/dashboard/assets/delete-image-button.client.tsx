'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import type { ImageUse } from '@/lib/assets/delete-image';
import type { SitePage } from '@/lib/pages/catalogue';
import { languageByCode, languageCodes, languageName, languageOf } from '@/lib/i18n/languages';
import { apiErrorText } from '../api-error-text';
import styles from '../dashboard.module.css';

interface DeleteImageButtonProps {
  name: string;
  busy: boolean;
  onStart: () => void;
  onDone: (outcome: { deleted: boolean; error?: string }) => void;
}

type Step = { kind: 'closed' } | { kind: 'confirm' } | { kind: 'inUse'; places: string[] };

/**
 * Deletes an image through one dialog of the site's own (a modal <dialog>: focus moves into it,
 * stays there, Escape closes it, and focus returns to the button). It asks first; when the server
 * answers that the image is still used, the same dialog names each place in the reader's
 * language and says what visitors will see instead, with "Delete it anyway" set apart from
 * "Keep the image" (?force=1 only then).
 */
export function DeleteImageButton({ name, busy, onStart, onDone }: DeleteImageButtonProps) {
  const t = useTranslations('AssetDeletion');
  const tc = useTranslations('Dashboard.common');
  const locale = useLocale();
  const reader = languageOf(locale).code;
  const [step, setStep] = useState<Step>({ kind: 'closed' });
  const [working, setWorking] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (step.kind !== 'closed' && !element.open) element.showModal();
    if (step.kind === 'closed' && element.open) element.close();
  }, [step.kind]);

  function close(outcome?: { deleted: boolean; error?: string }) {
    setStep({ kind: 'closed' });
    setWorking(false);
    if (outcome) onDone(outcome);
    // The button is gone after a deletion; otherwise focus goes back where it came from.
    if (!outcome?.deleted) button.current?.focus();
  }

  /** Each place by the name staff know it by, in the reader's language. */
  async function describe(uses: ImageUse[]): Promise<string[]> {
    const pages = await apiRequest<SitePage[]>('/api/pages?all=1').catch(() => [] as SitePage[]);
    const pageName = (slug: string, fallback: string) => {
      const page = pages.find((each) => each.slug === slug);
      return page?.title[reader] || fallback || page?.title.en || slug;
    };
    const places: string[] = [];
    const bySlug = new Map<string, Extract<ImageUse, { kind: 'page' }>[]>();
    for (const use of uses) {
      if (use.kind === 'page') bySlug.set(use.slug, [...(bySlug.get(use.slug) ?? []), use]);
      else if (use.kind === 'announcement')
        places.push(t('usedInAnnouncement', { title: use.title }));
      else places.push(use.picture === 'heroImage' ? t('usedAsHeroImage') : t('usedAsLogo'));
    }
    const pagePlaces = [...bySlug].flatMap(([slug, texts]) => {
      const title = pageName(slug, texts.find((text) => text.language === reader)?.title ?? '');
      // Shown in every language's text: the page alone; otherwise which text shows it.
      if (languageCodes.every((code) => texts.some((text) => text.language === code)))
        return [t('usedOnPageEverywhere', { title })];
      return texts.map((text) => {
        const language = languageByCode(text.language);
        return t('usedOnPageIn', {
          title,
          language: text.language,
          name: language ? languageName(language, locale) : text.language,
        });
      });
    });
    return [...pagePlaces, ...places];
  }

  async function remove(force: boolean) {
    setWorking(true);
    onStart();
    try {
      const path = `/api/files/images/${encodeURIComponent(name)}${force ? '?force=1' : ''}`;
      await apiRequest(path, { method: 'DELETE' });
      close({ deleted: true });
    } catch (caught) {
      const uses = (caught as ApiRequestError).body as { usedBy?: ImageUse[] } | null;
      if (!force && caught instanceof ApiRequestError && caught.status === 409 && uses?.usedBy) {
        const places = await describe(uses.usedBy);
        setWorking(false);
        setStep({ kind: 'inUse', places });
        return;
      }
      close({ deleted: false, error: apiErrorText(caught, tc) });
    }
  }

  const inUse = step.kind === 'inUse' ? step : null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.buttonDanger}
        disabled={busy}
        onClick={() => setStep({ kind: 'confirm' })}
        aria-label={t('label', { name })}
      >
        {t('delete')}
      </button>
      <dialog
        ref={dialog}
        className={styles.dialog}
        aria-labelledby={titleId}
        // Not while the deletion runs; otherwise Escape is "Keep the image".
        onCancel={(event) => {
          if (working) event.preventDefault();
        }}
        onClose={() => {
          // Closed by the platform (Escape), not by close(): keep the state in step.
          if (step.kind !== 'closed') close(inUse ? { deleted: false } : undefined);
        }}
      >
        {step.kind !== 'closed' && (
          <>
            <h2 id={titleId} className={styles.subtitle}>
              {inUse ? t('inUseTitle', { name }) : t('dialogTitle', { name })}
            </h2>
            {inUse ? (
              <>
                <p>{t('inUseIntro')}</p>
                <ul>
                  {inUse.places.map((place) => (
                    <li key={place}>{place}</li>
                  ))}
                </ul>
                <p>{t('inUseInstead')}</p>
              </>
            ) : (
              <p>{t('dialogIntro')}</p>
            )}
            <div className={styles.dialogActions}>
              <button
                type="button"
                className={styles.button}
                // The safe choice is where focus lands.
                autoFocus
                disabled={working}
                onClick={() => close(inUse ? { deleted: false } : undefined)}
              >
                {t('cancel')}
              </button>
              <button
                type="button"
                className={`${styles.buttonDanger} ${styles.dialogDestructive}`}
                disabled={working}
                onClick={() => void remove(Boolean(inUse))}
              >
                {inUse ? t('deleteAnyway') : t('confirmDelete')}
              </button>
            </div>
          </>
        )}
      </dialog>
    </>
  );
}
