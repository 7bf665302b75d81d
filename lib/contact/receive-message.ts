import 'server-only';
import { ApiError } from '@/lib/api/errors';
import { createRateLimiter } from '@/lib/api/rate-limit';
import { storeContactMessage } from '@/lib/db/contact-messages';
import type { contactRequestSchema } from '@/lib/validation/contact';
import type { z } from 'zod';

// Enough for a visitor who writes again, too few for a script to fill the Messages tab.
export const CONTACT_MESSAGES_PER_ADDRESS = 5;
export const CONTACT_WINDOW_MS = 10 * 60 * 1000;

const perAddress = createRateLimiter({
  name: 'contact:address',
  limit: CONTACT_MESSAGES_PER_ADDRESS,
  windowMs: CONTACT_WINDOW_MS,
});

/**
 * Stores a visitor's message. Answers 429 with Retry-After beyond the per-address limit. A filled
 * honeypot is counted against the address like a message and then silently dropped: the bot sees
 * the same success as a person and learns nothing.
 */
export async function receiveContactMessage(
  request: z.output<typeof contactRequestSchema>,
  address: string,
): Promise<void> {
  const hit = perAddress.hit(address);
  if (!hit.allowed) {
    throw new ApiError(
      429,
      'too_many_requests',
      'Too many messages from this address. Try again later.',
      undefined,
      { 'Retry-After': String(hit.retryAfter) },
    );
  }
  const { website, ...message } = request;
  if (website?.trim()) return;
  try {
    await storeContactMessage(message);
  } catch (error) {
    // Not stored, so not counted: the visitor may simply try again.
    hit.release();
    throw error;
  }
}
