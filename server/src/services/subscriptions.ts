/**
 * iCalendar subscriptions (docs/api.md §15.3): feeds the site refreshes on a schedule. Every
 * instance looks each minute; each refresh runs under a claim on the subscription's row
 * (subscription-claim.ts), so across all instances each due feed is refreshed once, and never
 * twice at the same time (a scheduled refresh and "Refresh now"). A refresh is an import of the feed
 * (the importer's links make it idempotent) that also trashes the events gone from the feed, with
 * the subscription's categories and status for new events and its update authority.
 */
import type { Core } from '@strapi/strapi';
import type { SubscriptionInput, SubscriptionView } from '../../../contracts/calendar';
import { getService } from '../utils/get-service';
import { splitCredentials } from '../import/read-source';
import { createClaims } from './subscription-claim';
import { createTicker } from './ticker';
import { table, written } from './tables';
import type { SubscriptionRow } from './table-rows';
import { messageOf, stackOf } from '../utils/thrown';

const UID = 'plugin::calendar.subscription';
const CHECK_EVERY_MS = 60 * 1000;
const FIRST_CHECK_MS = 20 * 1000;

type Row = SubscriptionRow;

/** What a refresh came to: the subscription as recorded after it, null when it was deleted, 'busy' when another refresh holds it. */
export type RefreshOutcome = SubscriptionView | null | 'busy';

function viewOf(row: Row): SubscriptionView {
  return {
    id: row.id,
    url: String(row.url ?? ''),
    lang: String(row.lang ?? ''),
    categories: row.categories ?? [],
    status: row.eventStatus === 'draft' ? 'draft' : 'publish',
    refreshMinutes: Number(row.refreshMinutes ?? 60),
    sourceWins: row.sourceWins === true,
    enabled: row.enabled !== false,
    lastRefreshAt: row.lastRefreshAt ? new Date(row.lastRefreshAt).toISOString() : null,
    lastCounts: row.lastCounts ?? null,
    lastProblems: row.lastProblems ?? [],
  };
}

const dataOf = (input: SubscriptionInput) => ({
  url: input.url,
  lang: input.lang,
  categories: input.categories,
  eventStatus: input.status,
  refreshMinutes: input.refreshMinutes,
  sourceWins: input.sourceWins,
  enabled: input.enabled,
});

/** Due when never refreshed, or when its interval has passed since the last refresh. */
const isDue = (s: SubscriptionView, now: number) =>
  s.enabled &&
  (s.lastRefreshAt === null || now - Date.parse(s.lastRefreshAt) >= s.refreshMinutes * 60_000);

const createSubscriptionsService = ({ strapi }: { strapi: Core.Strapi }) => {
  const query = () => table(strapi, UID);
  /**
   * Aborted at shutdown: a refresh reading its feed stops at once (a feed that never answers must
   * not hold Strapi's shutdown for the fetch's timeouts), one writing after the record being written.
   */
  const stopping = new AbortController();
  /** Refreshes under way, scheduled or "Refresh now": a shutdown waits for them before the database closes. */
  const underWay = new Set<Promise<unknown>>();
  const findRow = (id: number) => query().findOne({ where: { id } });

  /** The subscription's categories that still exist: one deleted here must not fail every event. */
  async function existingCategories(ids: number[]): Promise<number[]> {
    if (!ids.length) return [];
    const rows = await table(strapi, 'plugin::calendar.category').findMany({
      where: { id: { $in: ids } },
      select: ['id'],
    });
    return rows.map((row) => row.id);
  }

  async function importFeed(s: SubscriptionView, signal: AbortSignal) {
    try {
      const eventDefaults = {
        categories: await existingCategories(s.categories),
        status: s.status,
      };
      // Listed under Recent imports like every run (import-runs.ts), named by the subscription.
      const source = splitCredentials(s.url).url;
      const start = { source, lang: s.lang, dryRun: false, sourceWins: s.sourceWins };
      const summary = await getService(strapi, 'importRuns').runHere(
        { ...start, via: 'subscription', by: `subscription ${s.id}: ${source}` },
        (options) =>
          getService(strapi, 'importer').importFrom(s.url, {
            ...options,
            lang: s.lang,
            sourceWins: s.sourceWins,
            eventDefaults,
            trashMissing: true,
          }),
        signal
      );
      return { lastCounts: summary.counts, lastProblems: summary.problems };
    } catch (error) {
      strapi.log.error(`[calendar] subscription ${s.id}: ${stackOf(error)}`);
      const message = messageOf(error);
      return { lastCounts: null, lastProblems: [{ source: splitCredentials(s.url).url, message }] };
    }
  }

  const claims = createClaims(strapi);

  /** A refresh, known to the shutdown until it ends. */
  function refreshOne(row: Row, asRead: boolean): Promise<RefreshOutcome> {
    const refresh = claimedRefresh(row, asRead);
    underWay.add(refresh);
    return refresh.finally(() => underWay.delete(refresh));
  }

  /** One refresh under the row's claim (`asRead`: only if nobody refreshed it since it was read). */
  async function claimedRefresh(row: Row, asRead: boolean): Promise<RefreshOutcome> {
    const claim = await claims.claim(row, asRead);
    if (!claim) return 'busy';
    const data = await importFeed(viewOf(row), stopping.signal);
    await claim.release({ ...data, lastRefreshAt: new Date() });
    const after = await findRow(row.id);
    return after ? viewOf(after) : null;
  }

  const rows = () => query().findMany({ orderBy: { id: 'asc' } });
  const list = async (): Promise<SubscriptionView[]> => (await rows()).map(viewOf);

  /** One look: every due subscription no other instance is refreshing, one after the other. */
  async function tick(now = Date.now()): Promise<number[]> {
    const refreshed: number[] = [];
    for (const row of (await rows()).filter((r) => isDue(viewOf(r), now))) {
      if (stopping.signal.aborted) break;
      // One feed's failure (its row deleted meanwhile, the database) never costs the others theirs.
      try {
        const outcome = await refreshOne(row, true);
        if (outcome && outcome !== 'busy') refreshed.push(row.id);
      } catch (error) {
        strapi.log.error(`[calendar] subscription ${row.id}: ${stackOf(error)}`);
      }
    }
    return refreshed;
  }

  const ticker = createTicker(
    () => tick().catch((error) => strapi.log.error(`[calendar] subscriptions: ${error}`)),
    FIRST_CHECK_MS,
    CHECK_EVERY_MS
  );

  return {
    list,
    async create(input: SubscriptionInput): Promise<SubscriptionView> {
      return viewOf(await query().create({ data: dataOf(input) }));
    },
    async update(id: number, input: SubscriptionInput): Promise<SubscriptionView | null> {
      if (!(await findRow(id))) return null;
      const row = await query().update({ where: { id }, data: dataOf(input) });
      return viewOf(written(row, `subscription ${id}`));
    },
    async remove(id: number): Promise<void> {
      await query().delete({ where: { id } });
    },
    /** Refresh now (the settings page's button), whether due or not; null when unknown. */
    async refresh(id: number): Promise<RefreshOutcome> {
      const row = await findRow(id);
      return row ? refreshOne(row, false) : null;
    },
    tick,
    start: ticker.start,
    /** Stops the timer (a look under way finishes): tests refresh by hand after it. */
    stop: ticker.stop,
    /** Shutdown: the timer stops, refreshes under way stop (docs/api.md §15.3) and are awaited. */
    async destroy() {
      stopping.abort();
      await ticker.stop();
      await Promise.allSettled([...underWay]);
    },
  };
};

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
export default createSubscriptionsService;
