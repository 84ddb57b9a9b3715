/**
 * "Refresh now" on a feed another refresh holds (a scheduled one, or another editor's, perhaps on
 * another instance) is answered 409: the server runs one refresh of a feed at a time
 * (docs/api.md §15.3). The editor asked to see what the feed brings, so the page waits for that
 * refresh to end — the subscription's `lastRefreshAt` moves — and shows its outcome, as if theirs.
 */
import { isFetchError } from '@strapi/strapi/admin';
import type { SubscriptionView } from '../../../../contracts/calendar';

const POLL_MS = 2000;

export const isBusy = (error: unknown): boolean =>
  isFetchError(error) && (error.status ?? error.response?.data?.error?.status) === 409;

/**
 * Reads the list every two seconds until `s` was refreshed since it was shown (or is gone, or
 * `stopped()` says the page left); resolves with the list then, null when stopped.
 */
export async function waitForRefresh(
  list: () => Promise<SubscriptionView[]>,
  s: SubscriptionView,
  stopped: () => boolean
): Promise<SubscriptionView[] | null> {
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    if (stopped()) return null;
    const all = await list();
    const now = all.find((x) => x.id === s.id);
    if (!now || now.lastRefreshAt !== s.lastRefreshAt) return all;
  }
}
