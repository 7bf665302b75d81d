import { getTranslations } from 'next-intl/server';
import { defaultLanguage, type Language } from '@/lib/i18n/languages';
import type { ParishEvent } from '@/lib/events/columns';
import { renderDoc } from '@/lib/rich-text/render';
import { hasOwnText } from '@/lib/rich-text/default-doc';
import { ruleSentence } from '@/lib/events/sentence';
import { formatAddress } from '@/lib/settings/address';
import type { LocalizedSettings } from '@/lib/settings/localized';

// What the event's page and each date's page share: the facts, the picture and the description.

export function placeOf(
  event: ParishEvent,
  settings: LocalizedSettings,
  override?: { name: string; address: string } | null,
) {
  const own = override ?? event.place;
  if (own.name || own.address) return [own.name, own.address].filter(Boolean).join(', ');
  return [settings.title, formatAddress(settings.address)].filter(Boolean).join(', ');
}

/** The description in the reader's language, else the default's (marked with its lang). */
export function descriptionOf(event: ParishEvent, language: Language) {
  const own = event.description[language.code];
  if (hasOwnText(own)) return { doc: own, lang: undefined };
  const fallback = event.description[defaultLanguage.code];
  return hasOwnText(fallback) ? { doc: fallback, lang: defaultLanguage.tag } : null;
}

export async function RuleText({
  event,
  language,
  feastStyle,
}: {
  event: ParishEvent;
  language: Language;
  feastStyle: 'new' | 'old';
}) {
  const t = await getTranslations({ locale: language.tag, namespace: 'EventRule' });
  return ruleSentence(
    { repeat: event.repeat, start: event.start, feastStyle },
    { t: (key, values) => t(key, values), locale: language.tag, dateFormat: language.dateFormat },
  );
}

export function EventPicture({ src }: { src: string | null }) {
  if (!src) return null;
  return (
    // Decorative beside the title and text, which say what the event is (alt="").
    // eslint-disable-next-line @next/next/no-img-element
    <img className="event-picture" src={src} alt="" width={960} height={540} decoding="async" />
  );
}

export function EventDescription({ event, language }: { event: ParishEvent; language: Language }) {
  const description = descriptionOf(event, language);
  if (!description) return null;
  return (
    <div
      className="rich-text"
      lang={description.lang}
      // renderDoc sanitizes through the content allowlist and escapes every value.
      dangerouslySetInnerHTML={{ __html: renderDoc(description.doc, { idPrefix: event.slug }) }}
    />
  );
}
