'use client';

// A scheduled change is never dropped without a choice (issue 38): while one waits, the editor
// says so at its top with its own actions, and Save asks whether the edit updates the scheduled
// change (the default: the page keeps its published text until the time) or is published now.
import { useLocale, useTranslations } from 'next-intl';
import { ModalDialog } from './modal-dialog.client';
import styles from './editor.module.css';

const useTime = () => {
  const locale = useLocale();
  return (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(
      new Date(iso),
    );
};

interface ScheduledChangeBannerProps {
  publishAt: string;
  busy: boolean;
  onPublishNow: () => void;
  /** Moves focus to the publish time field of the draft controls. */
  onChangeTime: () => void;
  onCancelSchedule: () => void;
}

export function ScheduledChangeBanner(props: ScheduledChangeBannerProps) {
  const t = useTranslations('ScheduledChange');
  const time = useTime();
  return (
    <div className={styles.scheduledBanner} role="region" aria-label={t('region')}>
      <p>{t('banner', { time: time(props.publishAt) })}</p>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={props.busy}
          onClick={props.onPublishNow}
        >
          {t('publishNow')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={props.onChangeTime}>
          {t('changeTime')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          disabled={props.busy}
          onClick={props.onCancelSchedule}
        >
          {t('cancelSchedule')}
        </button>
      </div>
    </div>
  );
}

interface SaveChoiceDialogProps {
  /** The scheduled time when the choice is asked; null = closed. */
  publishAt: string | null;
  onUpdateScheduled: () => void;
  onPublishNow: () => void;
  onKeepEditing: () => void;
}

export function SaveChoiceDialog(props: SaveChoiceDialogProps) {
  const t = useTranslations('ScheduledChange');
  const time = useTime();
  return (
    <ModalDialog
      open={props.publishAt !== null}
      title={t('choiceTitle')}
      onClose={props.onKeepEditing}
    >
      <p>{props.publishAt ? t('choiceText', { time: time(props.publishAt) }) : null}</p>
      <div className={styles.dialogActions}>
        {/* First and focused: the default keeps the schedule. */}
        <button
          type="button"
          className={styles.primaryButton}
          autoFocus
          onClick={props.onUpdateScheduled}
        >
          {t('updateScheduled')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={props.onPublishNow}>
          {t('publishNowInstead')}
        </button>
        <button type="button" className={styles.secondaryButton} onClick={props.onKeepEditing}>
          {t('keepEditing')}
        </button>
      </div>
    </ModalDialog>
  );
}
