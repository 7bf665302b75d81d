import { sampleSettings as sample, sampleTranslations } from '@/lib/db/seed-data';

/** The seeded sample values by the API's field path: what staff are asked to replace. */
const sampleValues: Readonly<Record<string, string>> = {
  title: sample.title,
  description: sample.description,
  'address.line1': sample.addressLine1,
  'address.line2': sample.addressLine2,
  'address.city': sample.addressCity,
  'address.provinceOrState': sample.addressProvinceOrState,
  'address.postalCode': sample.addressPostalCode,
  'address.country': sample.addressCountry,
  phone: sample.phone,
  email: sample.email,
  'socialLinks.facebook': sample.facebook,
  'socialLinks.instagram': sample.instagram,
  'socialLinks.youtube': sample.youtube,
  ...Object.fromEntries(
    Object.entries(sampleTranslations).flatMap(([code, texts]) =>
      texts
        ? [
            [`translations.${code}.title`, texts.title],
            [`translations.${code}.description`, texts.description],
          ]
        : [],
    ),
  ),
};

/** True when a field still holds its seeded sample value (never for an empty one). */
export function isSampleValue(path: string, value: string): boolean {
  const seeded = sampleValues[path];
  return Boolean(seeded) && value === seeded;
}

/**
 * True when a shown text is the seeded sample of `field` in any language: a page in another
 * language shows that language's sample (`translations.<code>.<field>`), not the default one.
 */
export function isSampleText(field: 'title' | 'description', value: string): boolean {
  return (
    isSampleValue(field, value) ||
    Object.keys(sampleTranslations).some((code) =>
      isSampleValue(`translations.${code}.${field}`, value),
    )
  );
}
