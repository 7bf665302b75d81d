'use client';

import { useEditorState, type Editor } from '@tiptap/react';
import { useTranslations } from 'next-intl';
import { PRESET_COLORS, toHexColor } from './colors';
import { whileAlive } from './alive-selector';
import styles from './editor.module.css';

/** Text colour: a free colour picker plus the specification's ten named swatches. */
export function ColorControls({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const t = useTranslations('Editor');
  const current = useEditorState({
    editor,
    selector: whileAlive(
      ({ editor: instance }) => toHexColor(instance.getAttributes('textStyle').color),
      null,
    ),
  });

  return (
    <div className={styles.group}>
      <input
        type="color"
        className={styles.colorInput}
        aria-label={t('textColor')}
        title={t('textColor')}
        value={current ?? '#000000'}
        disabled={disabled}
        // No focus(): moving focus to the editor would close the browser's colour popup mid-choice.
        onChange={(event) => editor.chain().setColor(event.target.value).run()}
      />
      <div className={styles.swatches} role="group" aria-label={t('colorSwatches')}>
        {PRESET_COLORS.map(({ key, value }) => {
          const active = current === value;
          return (
            <button
              key={key}
              type="button"
              className={styles.swatch}
              style={{ backgroundColor: value }}
              aria-label={t(`colors.${key}`)}
              title={t(`colors.${key}`)}
              aria-pressed={active}
              data-active={active || undefined}
              disabled={disabled}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() =>
                active
                  ? editor.chain().focus().unsetColor().run()
                  : editor.chain().focus().setColor(value).run()
              }
            />
          );
        })}
      </div>
    </div>
  );
}
