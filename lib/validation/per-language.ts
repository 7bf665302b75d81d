import { z } from 'zod';
import { defaultLanguage, languageCodes, type LanguageCode } from '@/lib/i18n/languages';

/**
 * A `{en: …, ua: …}` map with one key per configured language (lib/i18n/languages.ts) and no
 * other: `forDefault` checks the default language's value, `forOthers` every other language's.
 */
export function perLanguageSchema<D extends z.ZodType, O extends z.ZodType>(
  forDefault: D,
  forOthers: O,
) {
  const shape = Object.fromEntries(
    languageCodes.map((code) => [code, code === defaultLanguage.code ? forDefault : forOthers]),
  ) as Record<LanguageCode, D | O>;
  return z.strictObject(shape);
}
