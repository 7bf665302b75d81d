import { defaultLanguage, type Language } from '@/lib/i18n/languages';
import {
  translatableTextKeys,
  translatedLanguages,
  type Settings,
  type SettingsInput,
  type TranslatableText,
} from '@/lib/settings/schemas';

// The Settings form's fields as data: each field is its API path (as in the server's `fields`),
// so a server error lands beside its input and the form is flattened and rebuilt in one place.

export type FieldKind = 'text' | 'long' | 'url' | 'email' | 'phone' | 'timeZone';

export interface FieldSpec {
  /** The API's field path, e.g. `address.city` or `translations.ua.title`. */
  path: string;
  /** The messages key of its label (`Dashboard.settings.fields.<key>`). */
  labelKey: string;
  kind: FieldKind;
  max: number;
  /** Set for a per-language text: its label names the language. */
  language?: Language;
}

const field = (path: string, kind: FieldKind, max: number): FieldSpec => ({
  path,
  labelKey: path.replace('.', '_'),
  kind,
  max,
});

const textLimits: Record<TranslatableText, { kind: FieldKind; max: number }> = {
  title: { kind: 'text', max: 200 },
  description: { kind: 'long', max: 2000 },
  heroTagline: { kind: 'long', max: 300 },
  patronName: { kind: 'text', max: 120 },
  patronText: { kind: 'long', max: 1500 },
  officeHours: { kind: 'text', max: 300 },
};

/** One input per configured language: the default one at the top level, the others translated. */
export function perLanguageFields(key: TranslatableText): FieldSpec[] {
  const { kind, max } = textLimits[key];
  return [
    { path: key, labelKey: key, kind, max, language: defaultLanguage },
    ...translatedLanguages.map((language) => ({
      path: `translations.${language.code}.${key}`,
      labelKey: key,
      kind,
      max,
      language,
    })),
  ];
}

export const fieldGroups = {
  general: [
    ...perLanguageFields('title'),
    ...perLanguageFields('description'),
    field('timeZone', 'timeZone', 64),
  ],
  home: [
    ...perLanguageFields('heroTagline'),
    ...perLanguageFields('patronName'),
    ...perLanguageFields('patronText'),
  ],
  address: [
    field('address.line1', 'text', 200),
    field('address.line2', 'text', 200),
    field('address.city', 'text', 100),
    field('address.provinceOrState', 'text', 100),
    field('address.postalCode', 'text', 20),
    field('address.country', 'text', 100),
    field('address.link', 'url', 500),
  ],
  contact: [
    field('phone', 'phone', 40),
    field('email', 'email', 200),
    field('website', 'url', 500),
    ...perLanguageFields('officeHours'),
  ],
  social: [
    field('socialLinks.facebook', 'url', 500),
    field('socialLinks.instagram', 'url', 500),
    field('socialLinks.youtube', 'url', 500),
  ],
} satisfies Record<string, FieldSpec[]>;

export type FieldGroup = keyof typeof fieldGroups;
export const allFields: FieldSpec[] = Object.values(fieldGroups).flat();

export type Values = Record<string, string>;

function valueAt(settings: Settings, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      settings,
    );
  return typeof value === 'string' ? value : '';
}

/** The settings as the form's inputs hold them: one string per field path. */
export function flatten(settings: Settings): Values {
  return Object.fromEntries(allFields.map(({ path }) => [path, valueAt(settings, path)]));
}

/** The form's inputs as the PUT body (the figures are kept apart: they are a list). */
export function nest(values: Values, stats: Settings['stats']): SettingsInput {
  const get = (path: string) => values[path] ?? '';
  return {
    title: get('title'),
    description: get('description'),
    address: {
      line1: get('address.line1'),
      line2: get('address.line2'),
      city: get('address.city'),
      provinceOrState: get('address.provinceOrState'),
      postalCode: get('address.postalCode'),
      country: get('address.country'),
      link: get('address.link'),
    },
    phone: get('phone'),
    email: get('email'),
    website: get('website'),
    socialLinks: {
      facebook: get('socialLinks.facebook'),
      instagram: get('socialLinks.instagram'),
      youtube: get('socialLinks.youtube'),
    },
    timeZone: get('timeZone'),
    heroTagline: get('heroTagline'),
    patronName: get('patronName'),
    patronText: get('patronText'),
    officeHours: get('officeHours'),
    stats,
    translations: Object.fromEntries(
      translatedLanguages.map(({ code }) => [
        code,
        Object.fromEntries(
          translatableTextKeys.map((key) => [key, get(`translations.${code}.${key}`)]),
        ),
      ]),
    ),
  };
}
