import 'server-only';
import { publishDueDrafts } from './drafts';

const INTERVAL_MS = 5_000;

/**
 * Publishes scheduled drafts in the background, so a page's search entries and the sitemap follow
 * at its time even if nobody visits it (its page itself is rendered again on the next visit).
 */
export function startDraftPublisher(): void {
  const state = globalThis as { parishDraftPublisher?: NodeJS.Timeout };
  if (state.parishDraftPublisher) return;
  state.parishDraftPublisher = setInterval(() => {
    publishDueDrafts(new Date(), { outsideRequest: true }).catch((error: unknown) =>
      console.warn(
        `Scheduled pages not published: ${error instanceof Error ? error.message : error}`,
      ),
    );
  }, INTERVAL_MS);
  state.parishDraftPublisher.unref();
}
