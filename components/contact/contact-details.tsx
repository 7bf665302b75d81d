import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { settingsTextLang, type LocalizedSettings } from '@/lib/settings/localized';
import { formatAddress, formatAddressLines, mapLink } from '@/lib/settings/address';
import { MapFacade } from './map-facade.client';
import { PhoneEmailEntries } from '@/components/site/phone-email-entries';

interface ContactDetailsProps {
  locale: Locale;
  settings: LocalizedSettings;
}

/** Address, phone, email, office hours, social links and the map, from the settings. */
export async function ContactDetails({ locale, settings }: ContactDetailsProps) {
  const [t, site] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage' }),
    getTranslations({ locale, namespace: 'Site' }),
  ]);
  const lines = formatAddressLines(settings.address);
  const mapHref = mapLink(settings.address);
  const address = formatAddress(settings.address);
  const { facebook, youtube } = settings.socialLinks;
  return (
    <aside className="contact-details" aria-labelledby="contact-details-title">
      <h2 id="contact-details-title">{t('details.heading')}</h2>
      <dl>
        {lines.length ? (
          <div>
            <dt>{t('details.address')}</dt>
            <dd>
              <address>
                {lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
              {mapHref ? (
                <a href={mapHref} target="_blank" rel="noopener noreferrer">
                  {t('map.open')} <span className="visually-hidden">{site('opensNewTab')}</span>
                </a>
              ) : null}
            </dd>
          </div>
        ) : null}
        <PhoneEmailEntries
          phone={settings.phone}
          email={settings.email}
          labels={{ phone: t('details.phone'), email: t('details.email') }}
        />
        {settings.officeHours ? (
          <div>
            <dt>{t('details.officeHours')}</dt>
            <dd lang={settingsTextLang(settings, 'officeHours')}>{settings.officeHours}</dd>
          </div>
        ) : null}
      </dl>
      {facebook || youtube ? (
        <>
          <h3>{t('details.follow')}</h3>
          <ul className="social-links">
            {facebook ? (
              <li>
                <a href={facebook} target="_blank" rel="noopener noreferrer">
                  {t('details.facebook')}{' '}
                  <span className="visually-hidden">{site('opensNewTab')}</span>
                </a>
              </li>
            ) : null}
            {youtube ? (
              <li>
                <a href={youtube} target="_blank" rel="noopener noreferrer">
                  {t('details.youtube')}{' '}
                  <span className="visually-hidden">{site('opensNewTab')}</span>
                </a>
              </li>
            ) : null}
          </ul>
        </>
      ) : null}
      {address ? (
        <section aria-labelledby="contact-map-title">
          <h3 id="contact-map-title">{t('map.heading')}</h3>
          <MapFacade
            address={address}
            labels={{
              show: t('map.show'),
              note: t('map.note'),
              frameTitle: t('map.frameTitle', { address }),
            }}
          />
        </section>
      ) : null}
    </aside>
  );
}
