import type { LocalizedSettings } from '@/lib/settings/localized';
import { mapLink, postalAddressLd } from '@/lib/settings/address';

interface ChurchJsonLdProps {
  settings: LocalizedSettings;
  url: string;
  /** The page's own description, in its language: used when Settings has none in it. */
  description: string;
}

/**
 * schema.org Church for search engines: name, address, telephone, url and social profiles. No
 * e-mail: schema.org's Church (a Place) has no such property.
 */
export function ChurchJsonLd({ settings, url, description }: ChurchJsonLdProps) {
  const { address, socialLinks } = settings;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: settings.title,
    // In the page's language: the parish's own text in it, else the page's description.
    description:
      settings.description && !settings.fallbacks.includes('description')
        ? settings.description
        : description,
    url,
    ...(settings.phone ? { telephone: settings.phone } : {}),
    address: postalAddressLd(address),
    ...(mapLink(address) ? { hasMap: mapLink(address) } : {}),
    sameAs: [socialLinks.facebook, socialLinks.instagram, socialLinks.youtube].filter(Boolean),
  };
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
