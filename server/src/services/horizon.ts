/**
 * Keeps the occurrences of unbounded rules stored up to the horizon (plugin option
 * `recurrence.horizonMonths`, docs/api.md §12): once a day, on one instance only (services/lease.ts),
 * each such series is written again, which adds the occurrences that came within the horizon and
 * keeps every stored one (and its id).
 */
import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import { UID } from '../domain/records';
import { isUnbounded, pluginConfig, siteZone } from '../config';
import { getService } from '../utils/get-service';
import { createLease } from './lease';
import { createTicker } from './ticker';
import { table } from './tables';
import { retryingDeadlocks } from '../utils/deadlock';

/** Instances look hourly; the lease lets the first look of a day run the job. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** The first look waits for the server to settle. */
const FIRST_CHECK_MS = 5 * 1000;

const createHorizonService = ({ strapi }: { strapi: Core.Strapi }) => {
  async function extend(): Promise<void> {
    const series = await table(strapi, UID.event).findMany({
      select: ['id', 'recurrence'],
      where: { recurrence: { $notNull: true }, seriesId: { $null: true } },
    });
    const occurrences = getService(strapi, 'occurrences');
    // Only unbounded rules gain occurrences as days pass.
    // A series an import or an editor is writing at the same moment may make this the victim of
    // a deadlock (MySQL, PostgreSQL): that series is synced again rather than the day's job lost.
    for (const { id, recurrence } of series)
      if (recurrence?.rules && isUnbounded(recurrence))
        await retryingDeadlocks(() => occurrences.sync([id]));
  }

  const lease = createLease(strapi, {
    name: 'recurrence-horizon',
    ttlMs: 30 * 60 * 1000,
    today: () =>
      DateTime.now()
        .setZone(siteZone(pluginConfig(strapi)))
        .toISODate() as string,
    run: extend,
  });

  const check = () =>
    lease.tick().catch((error) => strapi.log.error(`[calendar] recurrence horizon: ${error}`));

  const ticker = createTicker(check, FIRST_CHECK_MS, CHECK_EVERY_MS);

  return {
    start: ticker.start,
    stop: ticker.stop,
    /** One look now (tests, operators): true when this instance ran the job. */
    tick: () => lease.tick(),
    state: () => lease.state(),
    extend,
  };
};

export type HorizonService = ReturnType<typeof createHorizonService>;
export default createHorizonService;
