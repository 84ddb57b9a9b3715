/**
 * A daily job that runs once across every instance sharing the database (docs/api.md §12): the
 * instances race for a lease row in Strapi's core store with a compare-and-set UPDATE (the row is
 * changed only if it still holds what the instance read), which every database makes atomic. The
 * winner runs the job and records the day; the others see the day recorded, or the lease held,
 * and do nothing. A holder that dies leaves a lease that expires, so another instance takes over.
 */
import type { Core } from '@strapi/strapi';
import { randomUUID } from 'crypto';

export interface LeaseState {
  holder: string | null;
  /** Epoch ms after which another instance may take the lease. */
  expiresAt: number;
  /** The last day (site calendar) the job completed. */
  lastRunDay: string | null;
  /** How many times the job completed, over every instance (tests and operators read it). */
  runs: number;
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

export function createLease(strapi: Core.Strapi, job: DailyJob) {
  const me = randomUUID();
  const key = `plugin_calendar_lease_${job.name}`;
  const db = () => strapi.db.connection;

  /** The lease row (created on first use; if two instances create it at once, the lowest id wins). */
  async function row(): Promise<{ id: number; value: string }> {
    const rows = async () =>
      (await db()(TABLE).select('id', 'value').where({ key }).orderBy('id')) as Array<{
        id: number;
        value: string;
      }>;
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
  async function swap(current: { id: number; value: string }, next: LeaseState): Promise<boolean> {
    const changed = await db()(TABLE)
      .where({ id: current.id, value: current.value })
      .update({ value: JSON.stringify(next) });
    return Number(changed) === 1;
  }

  return {
    /** Runs the job if today's run has not happened and no live instance holds the lease. */
    async tick(now = Date.now()): Promise<boolean> {
      const current = await row();
      const state = { ...FREE, ...(JSON.parse(current.value) as Partial<LeaseState>) };
      const today = job.today();
      if (state.lastRunDay === today) return false;
      if (state.holder && state.expiresAt > now) return false;
      const held = { ...state, holder: me, expiresAt: now + job.ttlMs };
      if (!(await swap(current, held))) return false;
      const mine = { id: current.id, value: JSON.stringify(held) };
      try {
        await job.run();
      } catch (error) {
        await swap(mine, { ...state, holder: null, expiresAt: 0 });
        throw error;
      }
      await swap(mine, { holder: null, expiresAt: 0, lastRunDay: today, runs: state.runs + 1 });
      return true;
    },

    async state(): Promise<LeaseState> {
      return { ...FREE, ...(JSON.parse((await row()).value) as Partial<LeaseState>) };
    },
  };
}
