import type { Settings } from '@/lib/validation/settings';

interface ChurchJsonLdProps {
  settings: Settings;
  url: string;
  description: string;
}

/** schema.org Church for search engines: name, address, telephone, url and social profiles. */
export function ChurchJsonLd({ settings, url, description }: ChurchJsonLdProps) {
  const { address, socialLinks } = settings;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Church',
    name: settings.title,
    description: settings.description || description,
    url,
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: [address.line1, address.line2].filter(Boolean).join(', '),
      addressLocality: address.city,
      addressRegion: address.provinceOrState,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
    ...(address.link ? { hasMap: address.link } : {}),
    sameAs: [socialLinks.facebook, socialLinks.instagram, socialLinks.youtube].filter(Boolean),
  };
  // `<` is escaped so no value can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
