/**
 * Jobs that run on one instance at a time across every instance sharing the database (docs/api.md
 * §12, §3): the instances race for a lease row in Strapi's core store with a compare-and-set UPDATE
 * (the row is changed only if it still holds what the instance read), which every database makes
 * atomic. A holder that dies leaves a lease that expires, so another instance takes over.
 *
 * Two shapes share the row and the compare-and-set:
 * - `createLease`, a daily job: the winner runs the job and records the day; the others see the
 *   day recorded, or the lease held, and do nothing.
 * - `createPassLease`, a job that runs again and again (scheduled publishing, every ~minute): an
 *   instance takes the lease for one pass and frees it after, so at most one pass runs at a time and
 *   every instance may run the next. Nothing is recorded that would skip a pass: the job itself
 *   finds what is left to do, so a pass after a restart or an outage catches up.
 */
import type { Core } from '@strapi/strapi';
import { randomUUID } from 'crypto';

export interface LeaseState {
  holder: string | null;
  /** Epoch ms after which another instance may take the lease. */
  expiresAt: number;
  /** The last day (site calendar) the job completed (daily jobs). */
  lastRunDay: string | null;
  /** How many times the job completed, over every instance (tests and operators read it). */
  runs: number;
  /** Epoch ms at which the last pass completed (pass jobs; operators read it). */
  lastRunAt?: number | null;
}

const TABLE = 'strapi_core_store_settings';
const FREE: LeaseState = { holder: null, expiresAt: 0, lastRunDay: null, runs: 0 };

export interface DailyJob {
  name: string;
  /** How long a run may take before another instance may assume the holder died. */
  ttlMs: number;
  /** Today's date in the site's calendar ('YYYY-MM-DD'). */
  today(): string;
  run(): Promise<void>;
}

export interface PassJob<T> {
  name: string;
  /** How long a pass may take before another instance may assume the holder died. */
  ttlMs: number;
  run(): Promise<T>;
}

/** What one look at a pass lease did: `ran` false when another instance holds it. */
export type PassOutcome<T> = { ran: true; result: T } | { ran: false };

interface Row {
  id: number;
  value: string;
}

/** The lease row of one job name, and the compare-and-set on it. */
function leaseRow(strapi: Core.Strapi, name: string) {
  const key = `plugin_calendar_lease_${name}`;
  const db = () => strapi.db.connection;

  /** The lease row (created on first use; if two instances create it at once, the lowest id wins). */
  async function row(): Promise<Row> {
    const rows = async () =>
      (await db()(TABLE).select('id', 'value').where({ key }).orderBy('id')) as Row[];
    let found = await rows();
    if (!found.length) {
      await db()(TABLE).insert({ key, value: JSON.stringify(FREE), type: 'object' });
      found = await rows();
      if (found.length > 1)
        await db()(TABLE)
          .whereIn(
            'id',
            found.slice(1).map((r) => r.id)
          )
          .delete();
    }
    return found[0];
  }

  /** Compare-and-set: true when this instance's write replaced exactly what it had read. */
  async function swap(current: Row, next: LeaseState): Promise<boolean> {
    const changed = await db()(TABLE)
      .where({ id: current.id, value: current.value })
      .update({ value: JSON.stringify(next) });
    return Number(changed) === 1;
  }

  const parse = (current: Row): LeaseState => ({
    ...FREE,
    ...(JSON.parse(current.value) as Partial<LeaseState>),
  });

  /**
   * Takes the lease for `ttlMs` when nobody live holds it: the row as this instance wrote it (what
   * its release must find), or null when another instance holds it or won the race.
   */
  async function take(
    me: string,
    ttlMs: number,
    now: number,
    refuse: (state: LeaseState) => boolean = () => false
  ): Promise<{ mine: Row; state: LeaseState } | null> {
    const current = await row();
    const state = parse(current);
    if (refuse(state)) return null;
    if (state.holder && state.expiresAt > now) return null;
    const held = { ...state, holder: me, expiresAt: now + ttlMs };
    if (!(await swap(current, held))) return null;
    return { mine: { id: current.id, value: JSON.stringify(held) }, state };
  }

  return { row, swap, parse, take };
}

export function createLease(strapi: Core.Strapi, job: DailyJob) {
  const me = randomUUID();
  const lease = leaseRow(strapi, job.name);

  return {
    /** Runs the job if today's run has not happened and no live instance holds the lease. */
    async tick(now = Date.now()): Promise<boolean> {
      const today = job.today();
      const taken = await lease.take(me, job.ttlMs, now, (s) => s.lastRunDay === today);
      if (!taken) return false;
      const { mine, state } = taken;
      try {
        await job.run();
      } catch (error) {
        await lease.swap(mine, { ...state, holder: null, expiresAt: 0 });
        throw error;
      }
      await lease.swap(mine, {
        holder: null,
        expiresAt: 0,
        lastRunDay: today,
        runs: state.runs + 1,
      });
      return true;
    },

    async state(): Promise<LeaseState> {
      return lease.parse(await lease.row());
    },
  };
}

/**
 * A job that any instance may run, one pass at a time. The lease is held only for the pass (and
 * expires after `ttlMs` should the holder die mid-pass), so a stopped instance never delays the
 * others by more than that. If a pass outlives its lease, its release finds the row changed and
 * leaves it alone (the compare-and-set), so it never frees a lease another instance took since.
 */
export function createPassLease<T>(strapi: Core.Strapi, job: PassJob<T>) {
  const me = randomUUID();
  const lease = leaseRow(strapi, job.name);

  return {
    /** One pass, unless another instance's pass is under way. */
    async tick(now = Date.now()): Promise<PassOutcome<T>> {
      const taken = await lease.take(me, job.ttlMs, now);
      if (!taken) return { ran: false };
      const { mine, state } = taken;
      let result: T;
      try {
        result = await job.run();
      } catch (error) {
        await lease.swap(mine, { ...state, holder: null, expiresAt: 0 });
        throw error;
      }
      const done = { ...state, holder: null, expiresAt: 0, runs: state.runs + 1 };
      await lease.swap(mine, { ...done, lastRunAt: Date.now() });
      return { ran: true, result };
    },

    async state(): Promise<LeaseState> {
      return lease.parse(await lease.row());
    },
  };
}
