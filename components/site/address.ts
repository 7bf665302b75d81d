import type { Settings } from '@/lib/validation/settings';

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

/** A `tel:` link for a phone number as people write it ('+1 (555) 010-0100'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+0-9]/g, '')}`;
}
