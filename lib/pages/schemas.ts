import '@/lib/validation/zod-jitless';
import { z } from 'zod';
import { validateDoc } from '@/lib/rich-text/validate';
import type { TiptapDoc } from '@/lib/rich-text/default-doc';
import { perLanguageSchema } from '@/lib/validation/per-language';

/**
 * A page document checked against the rich-text allowlist (lib/rich-text/validate.ts). Each problem
 * becomes a field error at its path, e.g. `content.<language>.content.2.marks.0.attrs.href`; the parsed
 * value is the cleaned document.
 */
export const pageDocSchema = z.unknown().transform((value, ctx): TiptapDoc => {
  if (value === undefined) {
    ctx.addIssue({ code: 'custom', message: 'A document is required' });
    return z.NEVER;
  }
  const result = validateDoc(value);
  if (result.ok) return result.doc;
  for (const [path, message] of Object.entries(result.errors)) {
    const segments =
      path === 'doc'
        ? []
        : path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    ctx.addIssue({ code: 'custom', message, path: segments });
  }
  return z.NEVER;
});

const pageTitle = z.string().trim().max(200, 'A title is at most 200 characters');

/** PUT /api/content/{page}: every configured language, and the version the editor started from. */
export const pageContentInputSchema = z.strictObject({
  title: perLanguageSchema(pageTitle, pageTitle),
  content: perLanguageSchema(pageDocSchema, pageDocSchema),
  /** The `version` of the record the editor loaded (0 when there was none); omitted: no check. */
  version: z.number().int().min(0).optional(),
  /** 'draft': kept as the page's draft (staff only); omitted or 'published': live at once. */
  status: z.enum(['draft', 'published']).optional(),
  /** With it, the text is a draft that goes live at this time (ISO date-time); null = none. */
  publishAt: z.iso
    .datetime({ offset: true, message: 'A date and time (ISO 8601) is required' })
    .nullable()
    .optional(),
});

export type PageContentInput = z.infer<typeof pageContentInputSchema>;
