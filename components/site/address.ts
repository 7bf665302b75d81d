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
