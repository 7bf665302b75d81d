import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';

// Shared data for the public site's browser tests (tests/e2e/site-*.spec.ts).

export interface Language {
  /** The URL prefix: '' for English, '/ua' for Ukrainian. */
  prefix: '' | '/ua';
  /** <html lang>. */
  lang: 'en' | 'uk';
  /** The content key and the stored preference. */
  key: 'en' | 'ua';
}

export const english: Language = { prefix: '', lang: 'en', key: 'en' };
export const ukrainian: Language = { prefix: '/ua', lang: 'uk', key: 'ua' };
export const languages = [english, ukrainian];

/** `path` ('/', '/bulletins') in a language. */
export function at(language: Language, path: string): string {
  if (path === '/') return language.prefix || '/';
  return `${language.prefix}${path}`;
}

/** A made-up client address per test, so per-address limits of other tests never interfere. */
export function fakeClientAddress(): string {
  const bytes = randomBytes(3);
  return `10.${bytes[0]}.${bytes[1]}.${bytes[2]}`;
}

export interface SiteSettings {
  title: string;
  phone: string;
  translations?: Record<string, { title?: string } | undefined>;
}

export async function siteSettings(request: APIRequestContext): Promise<SiteSettings> {
  return (await (await request.get('/api/settings')).json()) as SiteSettings;
}

/** The title a visitor sees on an editable page: the stored one, or the English while untranslated. */
export async function pageTitle(
  request: APIRequestContext,
  slug: string,
  language: Language,
): Promise<string> {
  const record = (await (await request.get(`/api/content/${slug}`)).json()) as {
    title: { en: string; ua: string };
  } | null;
  // A page nobody has written has no record: it is headed by its name from the messages.
  if (!record) return pageNames(language.lang)[slug] ?? slug;
  return record.title[language.key] || record.title.en;
}

/** The editable pages' names in a language's messages file (`en`, `uk`). */
export function pageNames(tag: string): Record<string, string> {
  const file = path.join(process.cwd(), 'messages', `${tag}.json`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { EditablePages: Record<string, string> })
    .EditablePages;
}
