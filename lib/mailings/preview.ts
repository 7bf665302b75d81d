import 'server-only';
import { readSettings } from '@/lib/settings/data';
import { siteOrigin } from '@/lib/seo/site-url';
import { composeMessage } from './compose';
import type { MailingPreviewRequest } from './schemas';
import { fromAddress } from './sender';

// The preview staff see before sending: the very message composeMessage writes for a subscriber
// in the chosen language (subject, HTML and text parts), so what is previewed is what is sent.

/** Stands in for a subscriber's id in the preview's manage and unsubscribe links. */
const PREVIEW_SUBSCRIBER = 'preview';

export interface MailingPreview {
  subject: string;
  html: string;
  text: string;
}

export async function previewAnnouncement(input: MailingPreviewRequest): Promise<MailingPreview> {
  const settings = await readSettings();
  const origin = siteOrigin(settings);
  const message = await composeMessage(
    {
      id: 'preview',
      kind: 'announcement',
      subject: input.subject,
      body: input.body,
      bulletinId: null,
      attachPdf: false,
    },
    {
      id: 'preview',
      email: 'preview@example.invalid',
      language: input.language,
      subscriberId: PREVIEW_SUBSCRIBER,
      messageId: 'preview',
    },
    { settings, origin, from: fromAddress(settings.email, origin) },
  );
  // An announcement always composes (only a deleted bulletin or a broken confirmation do not).
  return {
    subject: String(message?.subject ?? ''),
    html: String(message?.html ?? ''),
    text: String(message?.text ?? ''),
  };
}
