import 'server-only';
import { NextResponse } from 'next/server';
import { readJson } from '@/lib/http/handler';
import { badRequest } from '@/lib/http/errors';
import {
  defaultLanguage,
  languageByCode,
  localizedPath,
  type Language,
} from '@/lib/i18n/languages';
import type { z } from 'zod';

// The subscription forms work without JavaScript: they post urlencoded to the same handlers as
// the JSON API and are answered with a 303 to a page, so a reload never posts again.

export const FORM_TYPE = 'application/x-www-form-urlencoded';
const MAX_FORM_BYTES = 16 * 1024;

export const isFormPost = (request: Request) =>
  (request.headers.get('content-type') ?? '').toLowerCase().startsWith(FORM_TYPE);

/** A urlencoded body as an object; `lists` (checkboxes) is always an array. */
export async function readForm(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.length > MAX_FORM_BYTES) throw badRequest('The form is too large');
  const params = new URLSearchParams(text);
  const form: Record<string, unknown> = Object.fromEntries(params);
  form.lists = params.getAll('lists');
  return form;
}

/** The body as JSON or as a form, checked by `schema`; `form` says which. */
export async function readBody<S extends z.ZodType>(
  request: Request,
  schema: S,
  pick: (form: Record<string, unknown>) => unknown,
): Promise<{ input: z.infer<S> | null; form: Record<string, unknown> | null }> {
  if (!isFormPost(request)) return { input: await readJson(request, schema), form: null };
  const form = await readForm(request);
  const parsed = schema.safeParse(pick(form));
  return { input: parsed.success ? parsed.data : null, form };
}

/** The language a form was posted from (its hidden `locale` field, a language code). */
export const formLanguage = (form: Record<string, unknown> | null): Language =>
  (typeof form?.locale === 'string' && languageByCode(form.locale)) || defaultLanguage;

/** 303 to a page of the site in `language`, with a query. */
export function redirectTo(language: Language, path: string, query: Record<string, string>) {
  const search = new URLSearchParams(query);
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: `${localizedPath(language.tag, path)}?${search}` },
  });
  response.headers.set('Cache-Control', 'no-store');
  return response;
}
