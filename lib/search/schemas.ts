import { z } from 'zod';
import { routing, toContentLanguage } from '@/lib/i18n/routing';
import { MAX_QUERY_LENGTH } from '@/lib/search/terms';

// A language may be named as a locale (`uk`) or as its content key (`ua`); both mean the same.
const languageNames = new Map<string, string>();
for (const locale of routing.locales) {
  languageNames.set(locale, locale);
  languageNames.set(toContentLanguage(locale), locale);
}

/** GET /api/search and the results pages: the words, the visitor's language, the page (from 1). */
export const searchQuerySchema = z.object({
  q: z.string().trim().max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`).default(''),
  lang: z
    .string()
    .optional()
    .refine((name) => name === undefined || languageNames.has(name), 'Unknown language')
    .transform((name) => (name && languageNames.get(name)) ?? routing.defaultLocale),
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'Must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(1).max(1000))
    .default(1),
});

export type SearchQuery = z.infer<typeof searchQuerySchema>;
