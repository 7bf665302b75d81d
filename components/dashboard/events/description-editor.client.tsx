'use client';

// An event's description in the pages' rich-text editor (same extensions, schema and limits:
// lib/rich-text), one language at a time. Loaded with next/dynamic by the event form, so the
// editor's code reaches only staff who open it. The documents travel in the form as hidden JSON
// fields `description.<code>`; the server checks them with the pages' schema.
import { useEffect, useRef, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { Editor } from '@tiptap/react';
import { RichTextEditor } from '@/components/editor/rich-text-editor.client';
import { ImageInsertion } from '@/components/editor/image-insertion.client';
import { useSessionEditor } from '@/components/editor/use-session-editor';
import { useSourceMode } from '@/components/editor/use-source-mode';
import { emptyDoc, type TiptapDoc } from '@/lib/rich-text/default-doc';
import {
  defaultLanguage,
  languageByCode,
  languageName,
  languages,
  type LanguageCode,
  type PerLanguage,
} from '@/lib/i18n/languages';
import styles from '../dashboard.module.css';

export interface DescriptionEditorProps {
  formId: string;
  /** Each language's stored document as JSON; '' where it has none. */
  initial: PerLanguage<string>;
}

const parse = (json: string): TiptapDoc | null => (json ? (JSON.parse(json) as TiptapDoc) : null);

export default function DescriptionEditor({ formId, initial }: DescriptionEditorProps) {
  const t = useTranslations('Dashboard.events');
  const locale = useLocale();
  const [language, setLanguage] = useState<LanguageCode>(defaultLanguage.code);
  const [docs, setDocs] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const label = (code: LanguageCode) =>
    t('descriptionIn', {
      language: code,
      name: languageName(languageByCode(code) ?? defaultLanguage, locale),
    });
  const shown = useRef({ language, editor: null as Editor | null });
  const { editor } = useSessionEditor(
    parse(initial[language]) ?? emptyDoc(),
    () => {
      const current = shown.current;
      if (!current.editor) return;
      const json = JSON.stringify(current.editor.getJSON());
      setDocs((before) => ({ ...before, [current.language]: json }));
    },
    label(language),
  );
  useEffect(() => {
    shown.current = { language, editor };
  });
  const sourceMode = useSourceMode(editor, setNotice);
  function choose(next: LanguageCode) {
    if (!editor || next === language || !sourceMode.apply()) return;
    editor.commands.setContent(parse(docs[next]) ?? emptyDoc(), { emitUpdate: false });
    setLanguage(next);
  }

  if (!editor) return null;
  return (
    <div className={styles.field}>
      <fieldset className={styles.fieldset}>
        <legend>{t('descriptionLanguage')}</legend>
        {languages.map((option) => (
          <label key={option.code} className={styles.checkbox}>
            <input
              type="radio"
              name={`${formId}-description-language`}
              checked={language === option.code}
              onChange={() => choose(option.code)}
            />{' '}
            {languageName(option, locale)}
          </label>
        ))}
      </fieldset>
      <div lang={languageByCode(language)?.tag}>
        <RichTextEditor
          editor={editor}
          sourceMode={sourceMode}
          onChooseImage={() => setPicking(true)}
          notice={notice}
          onNotice={setNotice}
        />
      </div>
      {languages.map((option) => (
        <input
          key={option.code}
          type="hidden"
          name={`description.${option.code}`}
          value={docs[option.code]}
        />
      ))}
      <ImageInsertion
        editor={editor}
        open={picking}
        onOpenChange={setPicking}
        onNotice={setNotice}
      />
    </div>
  );
}
