// The edit session's state (components/editor/edit-session-state.ts): where an edit starts, and
// how a save, a conflict and a replaced text move it, without a browser.
import { describe, expect, it } from 'vitest';
import type { PageRecord } from '@/components/editor/content-client';
import { editSessionReducer, initialEditSession } from '@/components/editor/edit-session-state';
import { defaultLanguage, languages } from '@/lib/i18n/languages';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';

const en = defaultLanguage.code;
const other = languages.find((language) => language.code !== en)!.code;
const text = (words: string): TiptapDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text: words }] }],
});
const empty: TiptapDoc = { type: 'doc', content: [{ type: 'paragraph' }] };

function record(version: number, titles: [string, string], docs: [TiptapDoc, TiptapDoc]) {
  return {
    title: { [en]: titles[0], [other]: titles[1] },
    content: { [en]: docs[0], [other]: docs[1] },
    version,
  } as PageRecord;
}

const published = record(3, ['Youth', ''], [text('Welcome'), empty]);
const start = { record: published, restoredDraft: null, serverDraft: null, pageName: 'Молодь' };

describe('where an edit starts', () => {
  it('a language without a title starts with the page name, beside the default text', () => {
    const state = initialEditSession({ ...start, language: other });
    expect(state.title).toBe('Молодь');
    expect(state.heading).toBe('Молодь');
    expect(state.version).toBe(3);
    expect(state.translateFrom).toEqual(text('Welcome'));
    expect(state.save.status).toBe('editing');
  });

  it('a restored tab draft keeps its title and version, and offers no text to translate', () => {
    const restoredDraft = { title: 'Draft', content: text('x'), baseVersion: 2, savedAt: 1 };
    const state = initialEditSession({ ...start, language: other, restoredDraft });
    expect(state.title).toBe('Draft');
    expect(state.version).toBe(2);
    expect(state.restoredNotice).toBe(true);
    expect(state.translateFrom).toBeNull();
  });

  it('a draft on the server is continued, with its publish time', () => {
    const draft = record(0, ['Youth (draft)', ''], [text('Soon'), empty]);
    const state = initialEditSession({
      ...start,
      language: en,
      serverDraft: { record: draft, publishAt: '2090-01-01T10:00:00.000Z' },
    });
    expect(state.title).toBe('Youth (draft)');
    expect(state.base.content[en]).toEqual(text('Soon'));
    expect(state.base.version).toBe(3);
    expect(state.pageDraft).toEqual({ publishAt: '2090-01-01T10:00:00.000Z' });
  });
});

describe('a save', () => {
  const editing = initialEditSession({ ...start, language: en });
  const mine = record(3, ['Youth!', ''], [text('Mine'), empty]);
  const theirs = record(4, ['Theirs', 'Їхня'], [text('Theirs'), text('Їхній')]);

  it('holds the edited record while saving, and no second save starts while closing', () => {
    const saving = editSessionReducer(editing, { type: 'saving', record: mine });
    expect(saving.base).toBe(mine);
    expect(saving.save.status).toBe('saving');
    const closing = editSessionReducer(editSessionReducer(saving, { type: 'saved', version: 4 }), {
      type: 'done',
    });
    expect(closing.version).toBe(4);
    expect(editSessionReducer(closing, { type: 'saving', record: mine }).save.status).toBe(
      'closing',
    );
  });

  it('a conflict overwritten goes on from their record and version', () => {
    const conflict = editSessionReducer(
      editSessionReducer(editing, { type: 'saving', record: mine }),
      {
        type: 'conflict',
        theirs,
      },
    );
    expect(conflict.save).toEqual({ status: 'conflict', theirs });
    const overwritten = editSessionReducer(conflict, { type: 'overwrite', theirs });
    expect(overwritten.base).toBe(theirs);
    expect(overwritten.version).toBe(4);
    expect(overwritten.save.status).toBe('editing');
  });

  it('their text loaded replaces the title and version in this language', () => {
    const replaced = editSessionReducer(editing, {
      type: 'replaced',
      record: theirs,
      language: en,
    });
    expect(replaced.title).toBe('Theirs');
    expect(replaced.version).toBe(4);
    expect(replaced.base).toBe(theirs);
  });
});
