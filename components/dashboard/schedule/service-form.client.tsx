'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { SERVICE_LIMITS } from '@/lib/schedule/schemas';
import type { Service as ServiceItem } from '@/lib/schedule/data';
import { ScheduleFields } from './schedule-fields.client';
import { CheckboxField, PanelForm, type RecordFormProps } from '../panel-form';
import { PerLanguageFields, type PerLanguageField } from '../per-language-fields.client';

const TEXT_FIELDS: readonly PerLanguageField<'title' | 'dayTime' | 'note'>[] = [
  { name: 'title', maxLength: SERVICE_LIMITS.title },
  { name: 'dayTime', maxLength: SERVICE_LIMITS.dayTime },
  { name: 'note', maxLength: SERVICE_LIMITS.note },
];

/** Every language side by side: the default one is required, the others fall back to it when empty. */
export function ServiceForm({ initial, ...form }: RecordFormProps<ServiceItem>) {
  const t = useTranslations('Dashboard.schedule');
  const id = useId();
  return (
    <PanelForm id={id} cancelLabel={t('cancel')} {...form}>
      <PerLanguageFields formId={id} fields={TEXT_FIELDS} labels={t} initial={initial} />
      <ScheduleFields initial={initial?.schedule} />
      <CheckboxField
        formId={id}
        name="livestreamed"
        label={t('livestreamed')}
        defaultChecked={initial?.livestreamed ?? false}
      />
    </PanelForm>
  );
}
