import type { Settings } from '@/lib/settings/schemas';
import { locales } from '@/lib/i18n/languages';

/** The settings address as display lines, skipping empty parts. */
export function formatAddressLines(address: Settings['address']): string[] {
  const cityLine = [
    address.city,
    [address.provinceOrState, address.postalCode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return [address.line1, address.line2, cityLine, address.country].filter(Boolean);
}

export function formatAddress(address: Settings['address']): string {
  return formatAddressLines(address).join(', ');
}

/**
 * Where 'Find us' and the contact page's map link go: the link staff entered, or, left empty, a
 * map search for the address itself, so it follows every change of the address.
 */
export function mapLink(address: Settings['address']): string | null {
  if (address.link) return address.link;
  const text = formatAddress(address);
  return text ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(text)}` : null;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
let regionCodes: Map<string, string> | null = null;

/**
 * The ISO 3166 code of a country as staff typed it ('Canada', 'canada', 'Канада', 'CA'), by the
 * region names Intl knows in every configured language; null when none matches.
 */
export function countryCode(country: string): string | null {
  const name = country.trim().toLocaleLowerCase();
  if (!name) return null;
  if (/^[a-z]{2}$/.test(name)) return name.toUpperCase();
  if (!regionCodes) {
    regionCodes = new Map();
    for (const tag of locales) {
      const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'none' });
      for (const a of LETTERS) {
        for (const b of LETTERS) {
          const code = `${a}${b}`;
          const regionName = names.of(code);
          if (regionName) regionCodes.set(regionName.toLocaleLowerCase(), code);
        }
      }
    }
  }
  return regionCodes.get(name) ?? null;
}

/** A `tel:` link for a phone number as people write it ('+1 (555) 010-0100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}

/**
 * The parish's address as schema.org's PostalAddress, for every JSON-LD the site writes (the
 * church, its liturgies, its events): the country as the ISO 3166 code schema.org wants, left
 * out when Intl does not know the name.
 */
export function postalAddressLd(address: Settings['address']) {
  const country = countryCode(address.country);
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
    addressLocality: address.city,
    addressRegion: address.provinceOrState,
    postalCode: address.postalCode,
    ...(country ? { addressCountry: country } : {}),
  };
}
