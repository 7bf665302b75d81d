import 'server-only';
import { tooManyRequests } from '@/lib/http/errors';
import { hit, limiter } from '@/lib/limits/limiter';
import { storeContactMessage, type ContactMessage } from '@/lib/contact/data';
import type { contactRequestSchema } from '@/lib/contact/schemas';
import type { z } from 'zod';

// Enough for a visitor who writes again, too few for a script to fill the Messages tab.
export const CONTACT_MESSAGES_PER_ADDRESS = 5;
export const CONTACT_WINDOW_SECONDS = 10 * 60;

const perAddress = () =>
  limiter({
    name: 'contact:address',
    points: CONTACT_MESSAGES_PER_ADDRESS,
    windowSeconds: CONTACT_WINDOW_SECONDS,
  });

/**
 * Stores a visitor's message. Answers 429 with Retry-After beyond the per-address limit. A filled
 * honeypot is counted against the address like a message and then silently dropped: the bot sees
 * the same success as a person and learns nothing. Answers the stored message, or null for spam.
 */
export async function receiveContactMessage(
  request: z.output<typeof contactRequestSchema>,
  address: string,
): Promise<ContactMessage | null> {
  const counted = await hit(perAddress(), address, (retryAfter) =>
    tooManyRequests('Too many messages from this address. Try again later.', retryAfter),
  );
  const { website, ...message } = request;
  if (website?.trim()) return null;
  try {
    return await storeContactMessage(message);
  } catch (error) {
    // Not stored, so not counted: the visitor may simply try again.
    await counted.release();
    throw error;
  }
}
