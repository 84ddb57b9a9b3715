/**
 * Scheduled publishing (docs/api.md §3): events, venues and organizers whose status is `future`
 * become `publish` once their publication date (`date`, the `postDate` attribute) has passed, as
 * WordPress's cron publishes scheduled posts.
 *
 * - Every instance looks every CHECK_EVERY_MS; a database lease (services/lease.ts) lets one pass
 *   run at a time across all of them, so a record is not published twice by two instances.
 * - A pass publishes every overdue `future` row, however late: nothing records "what was already
 *   looked at", so a restart, or an outage of every instance, is caught up by the next pass.
 * - Each language version is its own row with its own date and status, and is published on its own.
 * - The write is the API's: a Document Service update of `postStatus`, in a transaction, so the
 *   database lifecycles, Strapi's webhooks (`entry.update`) and the occurrence middleware (the
 *   occurrence rows of a recurring series take its status) run exactly as for an editor's update.
 *   It is not an editor's edit, though: an imported record's import links move with it
 *   (import-stamps.ts), so a later import still updates the record (docs/api.md §15.1).
 */
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { UID, type DocumentData } from '../domain/records';
import { pluginConfig } from '../config';
import { modelOf } from './read-path/models';
import { createTicker } from './ticker';
import { table } from './tables';
import { createPassLease } from './lease';
import { keepingImportsCurrent } from './import-stamps';

/** Kinds that carry a post status and a publication date. */
const KINDS = ['event', 'venue', 'organizer'] as const;
export type ScheduledKind = (typeof KINDS)[number];

/** Often enough that a record is published within a minute of its date, pass included. */
const CHECK_EVERY_MS = 30 * 1000;
/** The first look waits for the server to settle, then catches up with what passed while it was down. */
const FIRST_CHECK_MS = 5 * 1000;
/** A holder that died mid-pass blocks the others this long at most. */
const LEASE_TTL_MS = 5 * 60 * 1000;
/**
 * A pass stops taking new records well before its lease expires, so that no other instance starts
 * a pass beside it; what is left waits for the next pass (a large catch-up spreads over a few).
 */
const PASS_BUDGET_MS = LEASE_TTL_MS / 2;
/** Rows read per statement: a catch-up of thousands never loads them all at once. */
const BATCH = 100;

export interface PublishedRow {
  kind: ScheduledKind;
  id: number;
  documentId: string;
  locale: string;
}

interface DueRow {
  id: number;
  documentId: string;
  locale: string;
}

const createScheduledPublishingService = ({ strapi }: { strapi: Core.Strapi }) => {
  /**
   * The next overdue `future` rows of a kind, oldest date first, leaving out those that failed in
   * this pass. The date is the one the API shows (serializers/common.ts): the publication date, or
   * the creation time of a record made in the Content Manager without one.
   */
  async function overdue(kind: ScheduledKind, now: Date, failed: number[]): Promise<DueRow[]> {
    const where: Record<string, unknown> = {
      postStatus: 'future',
      $or: [{ postDate: { $lte: now } }, { postDate: { $null: true }, createdAt: { $lte: now } }],
    };
    if (failed.length) where.id = { $notIn: failed };
    // A record in a language the calendar does not serve cannot be saved (setup/languages.ts): it
    // waits, still `future`, until its language is served, instead of failing every pass.
    where.locale = { $in: pluginConfig(strapi).languages };
    return table(strapi, UID[kind]).findMany({
      select: ['id', 'documentId', 'locale'],
      where,
      orderBy: [{ postDate: 'asc' }, { id: 'asc' }],
      limit: BATCH,
    });
  }

  /**
   * Whether the row is still `future` and due, read under a row lock (PostgreSQL, MySQL; SQLite has
   * a single writer): an editor may have changed its status or moved its date since `overdue` read
   * it, and a pass that outlived its lease may be publishing it beside this one. The second
   * transaction waits for the first and then sees `publish`, so the row is written once.
   */
  async function stillDue(
    trx: Knex.Transaction,
    kind: ScheduledKind,
    id: number,
    now: Date
  ): Promise<boolean> {
    const m = modelOf(strapi, UID[kind]);
    const [row] = await trx(m.table)
      .select(m.column('postStatus'), m.column('postDate'), m.column('createdAt'))
      .where('id', id)
      .forUpdate();
    if (!row) return false;
    const { postStatus, postDate, createdAt } = m.record(row);
    const date = postDate ?? createdAt;
    return postStatus === 'future' && date !== null && new Date(String(date)) <= now;
  }

  /** Publishes one language version through the API's write path; false when it was no longer due. */
  const PUBLISHED: DocumentData = { postStatus: 'publish' };

  async function publishOne(kind: ScheduledKind, row: DueRow, now: Date): Promise<boolean> {
    return strapi.db.transaction(async ({ trx }) => {
      if (!(await stillDue(trx, kind, row.id, now))) return false;
      // The site's write, not an editor's: an imported record stays the import's (docs/api.md §15.1).
      await keepingImportsCurrent(strapi, kind, row.id, () =>
        strapi.documents(UID[kind]).update({
          documentId: row.documentId,
          locale: row.locale,
          data: PUBLISHED,
        })
      );
      return true;
    });
  }

  /**
   * Publishes the overdue rows of one kind until none is left or the pass's time is up. A row whose
   * write fails (a refused rule, say) is logged and skipped for the rest of the pass, not retried in
   * a loop; the next pass tries it again.
   */
  async function publishKind(
    kind: ScheduledKind,
    now: Date,
    deadline: number,
    published: PublishedRow[]
  ): Promise<void> {
    const failed: number[] = [];
    while (Date.now() < deadline) {
      const rows = await overdue(kind, now, failed);
      if (!rows.length) return;
      for (const row of rows) {
        if (Date.now() >= deadline) return;
        try {
          if (await publishOne(kind, row, now)) published.push({ kind, ...row });
        } catch (error) {
          failed.push(row.id);
          strapi.log.error(`[calendar] scheduled publishing of ${kind} ${row.id}: ${error}`);
        }
      }
    }
  }

  /** One pass over every kind (run under the lease). */
  async function publishDue(now = new Date()): Promise<PublishedRow[]> {
    const deadline = Date.now() + PASS_BUDGET_MS;
    const published: PublishedRow[] = [];
    for (const kind of KINDS) await publishKind(kind, now, deadline, published);
    return published;
  }

  const lease = createPassLease(strapi, {
    name: 'scheduled-publishing',
    ttlMs: LEASE_TTL_MS,
    run: () => publishDue(),
  });

  /** One pass under the lease: what this instance published, null when another instance's pass was under way. */
  async function tick(): Promise<PublishedRow[] | null> {
    const outcome = await lease.tick();
    return outcome.ran ? outcome.result : null;
  }

  const check = () =>
    tick().catch((error) => strapi.log.error(`[calendar] scheduled publishing: ${error}`));

  const ticker = createTicker(check, FIRST_CHECK_MS, CHECK_EVERY_MS);

  return {
    start: ticker.start,
    stop: ticker.stop,
    /** Whether this instance's timer runs (tests). */
    running: ticker.running,
    tick,
    state: () => lease.state(),
  };
};

export type ScheduledPublishingService = ReturnType<typeof createScheduledPublishingService>;
export default createScheduledPublishingService;
