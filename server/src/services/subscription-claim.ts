/**
 * One refresh of a subscription at a time, across every instance (docs/api.md §15.3): an instance
 * claims the subscription's row with a compare-and-set UPDATE before it reads the feed, keeps the
 * claim alive while the refresh runs, and releases it with the refresh's outcome.
 *
 * Why on the row and not one lease for the whole pass: two refreshes of one feed at once would
 * both find an event without its import link and both create it (a duplicate), and the settings
 * page's "Refresh now" runs outside any pass; a claim per feed covers both, and lets instances
 * share a long list of feeds. Why renewed: a large feed may take longer than any fixed lease, and
 * an expired claim would let a second instance start the same refresh.
 */
import type { Core } from '@strapi/strapi';
import { randomUUID } from 'crypto';
import { table } from './tables';

const UID = 'plugin::calendar.subscription';
/** How long a claim outlives its holder's last sign of life: another instance may then take over. */
export const CLAIM_TTL_MS = 5 * 60 * 1000;
const RENEW_EVERY_MS = 60 * 1000;

export interface ClaimedRow {
  id: number;
  refreshCount?: number | null;
}

export interface Claim {
  /** Ends the claim with what the refresh recorded (counted as one refresh more). */
  release(data: Record<string, unknown>): Promise<boolean>;
}

export function createClaims(strapi: Core.Strapi) {
  const me = randomUUID();
  const query = () => table(strapi, UID);
  const mine = (id: number) => ({ id, claimedBy: me });

  /**
   * Claims the row when no live claim holds it. `asRead` (scheduled refreshes) also requires that
   * nobody refreshed it since it was read as due: an instance that listed it before another's
   * refresh ended must not refresh it again.
   */
  async function claim(row: ClaimedRow, asRead: boolean): Promise<Claim | null> {
    const now = Date.now();
    const where: Record<string, unknown> = {
      id: row.id,
      $or: [{ claimedUntil: null }, { claimedUntil: { $lt: new Date(now) } }],
    };
    if (asRead) where.refreshCount = row.refreshCount ?? null;
    const until = () => new Date(Date.now() + CLAIM_TTL_MS);
    const { count } = await query().updateMany({
      where,
      data: { claimedBy: me, claimedUntil: until() },
    });
    if (Number(count) !== 1) return null;
    const renewal = setInterval(() => {
      query()
        .updateMany({ where: mine(row.id), data: { claimedUntil: until() } })
        .catch((error: unknown) => strapi.log.warn(`[calendar] subscription ${row.id}: ${error}`));
    }, RENEW_EVERY_MS);
    renewal.unref();
    return {
      async release(data) {
        clearInterval(renewal);
        const current = await query().findOne({ where: mine(row.id), select: ['refreshCount'] });
        // Lost meanwhile (the row deleted, or the claim expired and another instance took it).
        if (!current) return false;
        const { count: released } = await query().updateMany({
          where: mine(row.id),
          data: {
            ...data,
            claimedBy: null,
            claimedUntil: null,
            refreshCount: (current.refreshCount ?? 0) + 1,
          },
        });
        return Number(released) === 1;
      },
    };
  }

  return { claim };
}
