import { defaultLanguage } from '@/lib/i18n/languages';
import { translatedLanguages, type BulletinText } from '@/lib/bulletins/translations';

// The bulletin forms' fields (components/dashboard/bulletins/bulletin-text-fields.client.tsx) in
// the API's shape: the default language in title/description/label, the others in translations.

const field = (data: FormData, name: string) => String(data.get(name) ?? '').trim();

function textOf(data: FormData, code: string): BulletinText {
  return {
    title: field(data, `title.${code}`),
    description: field(data, `description.${code}`),
    label: field(data, `label.${code}`),
  };
}

/** What the API takes, from the form's per-language fields, date and publish time. */
export function readBulletinForm(data: FormData) {
  const own = textOf(data, defaultLanguage.code);
  return {
    ...own,
    date: field(data, 'date'),
    translations: Object.fromEntries(
      translatedLanguages.map(({ code }) => [code, textOf(data, code)]),
    ),
    publishAt: fromLocalInput(field(data, 'publishAt')),
  };
}

/** The same as multipart form data (an upload, or an edit that replaces the file). */
export function toMultipart(fields: ReturnType<typeof readBulletinForm>, file: File | null) {
  const body = new FormData();
  for (const name of ['title', 'description', 'date', 'label'] as const) {
    body.append(name, fields[name]);
  }
  body.append('translations', JSON.stringify(fields.translations));
  body.append('publishAt', fields.publishAt ?? '');
  if (file) body.append('file', file);
  return body;
}

/** The upload form's "attach the PDF to the e-mail" choice, added to its multipart body. */
export function withMailChoice(body: FormData, data: FormData): FormData {
  if (data.get('mailPdf') === '1') body.append('mailPdf', '1');
  return body;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** An ISO instant as a datetime-local input shows it: the staff member's own clock. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the staff member's clock) as an ISO instant; null when empty. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
