'use client';

// One edit of one page in one language: the session (use-edit-session.ts) rendered as the title,
// the rich text, the save and draft actions, and the image picker, history and conflict dialogs.
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { defaultLanguage, languageByCode, languageName } from '@/lib/i18n/languages';
import { PageDraftControls } from './page-draft-controls.client';
import {
  useEditSession,
  type EditSessionControls,
  type EditSessionProps,
} from './use-edit-session';
import { RichTextEditor } from './rich-text-editor.client';
import { ImageInsertion } from './image-insertion.client';
import { HistoryDialog } from './history-dialog.client';
import { ConflictDialog } from './conflict-dialog.client';
import { DraftRestoredNotice } from './draft-restored-notice.client';
import { TranslateFrom } from './translate-from.client';
import { SaveChoiceDialog, ScheduledChangeBanner } from './scheduled-change.client';
import styles from './editor.module.css';

export type { EditSessionProps } from './use-edit-session';

export function EditSession(props: EditSessionProps) {
  const { slug, locale, language } = props;
  const t = useTranslations('Editor');
  const session = useEditSession(props);
  const { state, dispatch, editor } = session;
  if (!editor) return null;

  return (
    <section className={styles.workspace} aria-label={t('editorRegion')}>
      {/* The hero's heading is replaced by the editor; the page keeps a level-one heading. */}
      <h1 className={styles.visuallyHidden}>
        {state.heading ? t('editorHeading', { title: state.heading }) : t('editorRegion')}
      </h1>
      <p className={styles.hint}>
        {t('editingLanguage', { language, name: languageName(languageByCode(language)!, locale) })}
      </p>
      {state.restoredNotice ? <DraftRestoredNotice onDiscard={session.discardRestored} /> : null}
      <EditForm session={session} slug={slug} locale={locale} />
      <ImageInsertion
        editor={editor}
        open={state.dialog === 'picker'}
        onOpenChange={(open) => dispatch({ type: 'dialog', dialog: open ? 'picker' : null })}
        onNotice={session.setNotice}
      />
      <HistoryDialog
        open={state.dialog === 'history'}
        slug={slug}
        language={language}
        locale={locale}
        onClose={() => dispatch({ type: 'dialog', dialog: null })}
        onRestored={session.afterRestore}
      />
      <SaveChoiceDialog
        publishAt={state.dialog === 'schedule' ? (state.pageDraft?.publishAt ?? null) : null}
        onUpdateScheduled={() => void session.updateScheduled()}
        onPublishNow={session.publishNow}
        onKeepEditing={() => dispatch({ type: 'dialog', dialog: null })}
      />
      <ConflictDialog
        theirs={session.conflict}
        language={language}
        onLoadTheirs={session.loadTheirs}
        onOverwrite={session.overwrite}
        onKeepEditing={() => dispatch({ type: 'resolved' })}
      />
    </section>
  );
}

interface EditFormProps {
  session: EditSessionControls;
  slug: string;
  locale: EditSessionProps['locale'];
}

/** The title, the editor (beside the text to translate from) and the save and draft actions. */
function EditForm({ session, slug, locale }: EditFormProps) {
  const t = useTranslations('Editor');
  const start = useTranslations('EditorStart');
  const { state, dispatch, editor, saving } = session;
  const titleInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    titleInput.current?.focus();
  }, []);
  if (!editor) return null;

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        session.requestSave();
      }}
    >
      {state.pageDraft?.publishAt ? (
        <ScheduledChangeBanner
          publishAt={state.pageDraft.publishAt}
          busy={saving || state.draftBusy}
          onPublishNow={session.publishNow}
          onChangeTime={() => document.getElementById(`${slug}-publish-at`)?.focus()}
          onCancelSchedule={session.cancelSchedule}
        />
      ) : null}
      <label className={styles.visuallyHidden} htmlFor={`${slug}-title`}>
        {t('titleLabel')}
      </label>
      <input
        ref={titleInput}
        id={`${slug}-title`}
        className={styles.titleInput}
        value={state.title}
        placeholder={t('titlePlaceholder')}
        maxLength={200}
        onChange={(event) => session.changeTitle(event.target.value)}
      />
      <div className={state.translateFrom ? styles.sideBySide : undefined}>
        <RichTextEditor
          editor={editor}
          sourceMode={session.sourceMode}
          onChooseImage={() => dispatch({ type: 'dialog', dialog: 'picker' })}
          notice={state.notice}
          onNotice={session.setNotice}
        />
        {state.translateFrom ? (
          <TranslateFrom
            doc={state.translateFrom}
            extensions={session.extensions}
            heading={start('translateFrom', {
              language: defaultLanguage.code,
              name: languageName(defaultLanguage, locale),
            })}
            useLabel={start('useAsStart')}
            onUse={session.startFromDefault}
          />
        ) : null}
      </div>
      {state.save.status === 'failed' ? (
        <div role="alert" className={styles.error}>
          <p>{t('saveFailed')}</p>
          {state.save.reason ? <p>{t('saveRefused', { reason: state.save.reason })}</p> : null}
        </div>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primaryButton} disabled={saving}>
          {saving ? t('saving') : t('save')}
        </button>
        <button
          type="button"
          className={styles.secondaryButton}
          onClick={() => dispatch({ type: 'dialog', dialog: 'history' })}
        >
          {t('history')}
        </button>
      </div>
      <PageDraftControls
        pageDraft={state.pageDraft}
        busy={saving || state.draftBusy}
        onSaveDraft={session.saveDraft}
        onPreview={session.preview}
        onDiscard={session.discardDraft}
        whenId={`${slug}-publish-at`}
      />
    </form>
  );
}
