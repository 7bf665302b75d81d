'use client';

import { useId, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { apiRequest, ApiRequestError } from '@/components/auth/api-client';
import type { Category } from '@/lib/events/columns';
import {
  defaultLanguage,
  languageCodes,
  languageName,
  languageOf,
  perLanguage,
} from '@/lib/i18n/languages';
import { apiErrorText } from '../api-error-text';
import { PanelForm } from '../panel-form';
import { PerLanguageFields } from '../per-language-fields.client';
import { RowActions } from '../row-actions';
import { StatusLine } from '../status-line';
import { usePanelAction } from '../use-status';
import styles from '../dashboard.module.css';

const NAME_MAX = 80;

const namesOf = (form: HTMLFormElement) => {
  const data = new FormData(form);
  return perLanguage((code) => String(data.get(`name.${code}`) ?? '').trim());
};

/** The categories of events: add one, rename one in every language, delete one no event uses. */
export function CategoriesManager({ categories }: { categories: Category[] }) {
  const t = useTranslations('Dashboard.events.categories');
  const common = useTranslations('Dashboard.common');
  const locale = useLocale();
  const code = languageOf(locale).code;
  const required = () =>
    action.error(
      t('nameRequired', {
        language: defaultLanguage.code,
        name: languageName(defaultLanguage, locale),
      }),
    );
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [addForm, setAddForm] = useState(0);
  // A refused delete or a taken address in the panel's own words; anything else by its code.
  const action = usePanelAction((caught) => {
    const reason =
      caught instanceof ApiRequestError
        ? (caught.body as { error?: { reason?: unknown } } | null)?.error?.reason
        : null;
    if (reason === 'category_in_use') return t('inUse');
    if (reason === 'category_exists') return t('exists');
    return apiErrorText(caught, common);
  });
  const nameOf = (category: Category) => category.name[code] || category.name[defaultLanguage.code];

  async function add(form: HTMLFormElement) {
    const name = namesOf(form);
    if (!name[defaultLanguage.code]) return required();
    const json = { name };
    if (
      await action.run(
        () => apiRequest('/api/events/categories', { method: 'POST', json }),
        t('added'),
      )
    ) {
      setAddForm((count) => count + 1);
    }
  }

  async function rename(category: Category, form: HTMLFormElement) {
    const names = namesOf(form);
    if (!names[defaultLanguage.code]) return required();
    // Only the languages changed are sent: the others keep theirs.
    const name = Object.fromEntries(
      languageCodes.flatMap((language) =>
        names[language] === category.name[language] ? [] : [[language, names[language]]],
      ),
    );
    const saved = await action.run(
      () =>
        apiRequest(`/api/events/categories/${category.slug}`, { method: 'PATCH', json: { name } }),
      t('saved'),
    );
    if (saved) setEditing(null);
  }

  function remove(category: Category) {
    if (!window.confirm(t('confirmDelete', { name: nameOf(category) }))) return;
    void action.run(
      () => apiRequest(`/api/events/categories/${category.slug}`, { method: 'DELETE' }),
      t('deleted'),
    );
  }

  return (
    <section className={styles.panel} aria-labelledby={`${id}-heading`}>
      <h2 className={styles.subtitle} id={`${id}-heading`}>
        {t('heading')}
      </h2>
      <p className={styles.hint}>{t('intro')}</p>
      <StatusLine status={action.status} />
      <ul className={styles.list}>
        {categories.map((category) => (
          <li key={category.slug}>
            {editing === category.slug ? (
              <PanelForm
                id={`${id}-${category.slug}`}
                level={3}
                heading={t('editHeading', { name: nameOf(category) })}
                submitLabel={t('save')}
                cancelLabel={t('cancel')}
                busy={action.busy}
                onSubmit={(event) => {
                  event.preventDefault();
                  void rename(category, event.currentTarget);
                }}
                onCancel={() => {
                  setEditing(null);
                  action.clear();
                }}
              >
                <PerLanguageFields
                  formId={`${id}-${category.slug}`}
                  fields={[{ name: 'name', maxLength: NAME_MAX }]}
                  labels={t}
                  initial={{ name: category.name }}
                />
              </PanelForm>
            ) : (
              <>
                <p>
                  <strong>{nameOf(category)}</strong> <code>{category.slug}</code>
                </p>
                <RowActions
                  busy={action.busy}
                  actions={[
                    {
                      key: 'rename',
                      text: t('rename'),
                      label: t('renameLabel', { name: nameOf(category) }),
                      onClick: () => {
                        action.clear();
                        setEditing(category.slug);
                      },
                    },
                    {
                      key: 'delete',
                      text: t('delete'),
                      label: t('deleteLabel', { name: nameOf(category) }),
                      tone: 'danger',
                      onClick: () => remove(category),
                    },
                  ]}
                />
              </>
            )}
          </li>
        ))}
      </ul>
      <PanelForm
        key={addForm}
        id={`${id}-add`}
        level={3}
        heading={t('addHeading')}
        submitLabel={t('add')}
        cancelLabel={t('cancel')}
        busy={action.busy}
        onSubmit={(event) => {
          event.preventDefault();
          void add(event.currentTarget);
        }}
      >
        <PerLanguageFields
          formId={`${id}-add`}
          fields={[{ name: 'name', maxLength: NAME_MAX }]}
          labels={t}
        />
      </PanelForm>
    </section>
  );
}
