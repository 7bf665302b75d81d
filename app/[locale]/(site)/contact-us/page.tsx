import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routeLocale } from '@/lib/i18n/route-locale';
import { headingPageMetadata } from '@/lib/seo/metadata';
import { getLocalizedSettings } from '@/lib/settings/data';
import { contactSubjects, type ContactSubject } from '@/lib/contact/schemas';
import { PageHero } from '@/components/site/page-hero';
import { ContactForm, type ContactFormLabels } from '@/components/contact/contact-form.client';
import { ContactDetails } from '@/components/contact/contact-details';

export const dynamic = 'force-static';
export const revalidate = 60;

interface PageProps {
  params: Promise<{ locale: string }>;
}

export const generateMetadata = headingPageMetadata('ContactPage', '/contact-us');

export default async function ContactPage({ params }: PageProps) {
  const locale = routeLocale((await params).locale);
  setRequestLocale(locale);
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: 'ContactPage.form' }),
    getLocalizedSettings(locale),
  ]);
  const page = await getTranslations({ locale, namespace: 'ContactPage' });
  const labels: ContactFormLabels = {
    name: t('name'),
    email: t('email'),
    phone: t('phone'),
    subject: t('subject'),
    subjectPlaceholder: t('subjectPlaceholder'),
    subjects: Object.fromEntries(contactSubjects.map((s) => [s, t(`subjects.${s}`)])) as Record<
      ContactSubject,
      string
    >,
    message: t('message'),
    required: t('required'),
    send: t('send'),
    sending: t('sending'),
    honeypot: t('honeypot'),
    missing: t('missing'),
    success: t('success'),
    invalid: t('invalid'),
    tooMany: t('tooMany'),
    failed: t('failed'),
  };
  return (
    <>
      <PageHero wide title={page('heading')} intro={page('intro')} />
      <div className="page-body page-body--wide contact-layout">
        <section aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('heading')}</h2>
          <ContactForm labels={labels} />
        </section>
        <ContactDetails locale={locale} settings={settings} />
      </div>
    </>
  );
}
