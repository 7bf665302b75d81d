'use client';

// The preview's way back (issue 38): to the page's editor, and "Publish now", which publishes the
// draft as it is (the server then ends the draft and any schedule) and shows the live page.
import { useState } from 'react';
import { fetchServerDraft, savePage } from '@/components/editor/content-client';

interface PreviewActionsProps {
  slug: string;
  /** The page's address in this language. */
  pageHref: string;
  hasDraft: boolean;
  texts: { edit: string; publish: string; publishing: string; failed: string };
}

export function PreviewActions({ slug, pageHref, hasDraft, texts }: PreviewActionsProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  async function publish() {
    setBusy(true);
    setFailed(false);
    try {
      const draft = await fetchServerDraft(slug);
      if (!draft) throw new Error('no draft');
      const result = await savePage(slug, {
        title: draft.record.title,
        content: draft.record.content,
        version: null,
      });
      if (result.kind !== 'saved') throw new Error('not saved');
      window.location.href = pageHref;
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="button-row">
      <a className="button button--ghost" href={`${pageHref}?edit`}>
        {texts.edit}
      </a>
      {hasDraft ? (
        <button type="button" className="button button--primary" disabled={busy} onClick={publish}>
          {busy ? texts.publishing : texts.publish}
        </button>
      ) : null}
      {failed ? (
        <p role="alert" className="notice notice--error">
          {texts.failed}
        </p>
      ) : null}
    </div>
  );
}
