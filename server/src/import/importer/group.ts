/**
 * Records written in groups (docs/api.md §15): consecutive records share one transaction, so its
 * commit — a flush to disk, the largest single cost of an imported record (`npm run bench -- --only
 * import --profile`) — is paid once a group. A record stays all-or-nothing: when one record of a
 * group fails, or anything else goes wrong, the whole group is rolled back (the run's memory of it
 * too) and its records are written again one transaction each, so that record fails alone, with
 * its reason, and the others are written. A record with an image to download runs alone: a
 * download never holds the database's write lock (images.ts).
 */
import type { ImportRecord, ImportResult } from '../../domain/import';
import { importRecord, type RecordRun } from './record';
import { retryingDeadlocks } from '../../utils/deadlock';

/**
 * A group ends at either bound: its transaction holds SQLite's single connection and write lock,
 * so other writes (and Strapi's own queries) wait for it at most about GROUP_MS.
 */
export const GROUP_SIZE = 50;
export const GROUP_MS = 100;

class GroupUndone extends Error {}

/**
 * Whether a request waits for a database connection: on SQLite, Strapi's only one, which the
 * group's transaction holds — the users-permissions plugin reads the Public role's permissions
 * on every public request, a write waits for the write lock. The group then ends, so that it
 * waits one record, not the group's length; with nobody waiting a group stays whole, and the
 * import keeps its one commit per group. (knex's pool is tarn's.)
 */
function othersWait(run: RecordRun): boolean {
  const pool = (run.strapi.db.connection.client as { pool?: { numPendingAcquires?: () => number } })
    .pool;
  return (pool?.numPendingAcquires?.() ?? 0) > 0;
}

/** Whether a record may share a group's transaction: nothing to download first. */
const groupable = (record: ImportRecord) =>
  typeof record.args.image !== 'string' || record.args.image === '';

export interface GroupStep {
  records: ImportRecord[];
  run: RecordRun;
  /** Writes a record in its own transaction, reporting any failure against it. */
  one: (record: ImportRecord) => Promise<ImportResult>;
  /** Between records: the run stops, keeping what it wrote. */
  aborted: () => boolean;
  /**
   * Awaited between records, inside a group's transaction too: hands the event loop its turn
   * (utils/yield-slices.ts). The site's reads do not wait for the transaction (on SQLite they
   * read on their own connection: services/read-path/sqlite-reader.ts), so a group no longer
   * holds every request for its whole length.
   */
  pause: () => Promise<void>;
}

/** Writes the records from `from` on, one group's worth; answers their results, in order. */
export async function writeGroup(step: GroupStep, from: number): Promise<ImportResult[]> {
  const { records, run } = step;
  if (run.dryRun || !groupable(records[from])) return [await step.one(records[from])];
  let tried: ImportRecord[] = [];
  try {
    // A deadlock's victim (MySQL, PostgreSQL) is written again whole: nothing of it was kept.
    const results = await retryingDeadlocks(() => {
      tried = [];
      run.memory.begin();
      return run.strapi.db
        .transaction(async () => {
          const started = Date.now();
          const out: ImportResult[] = [];
          for (let at = from; at < records.length && groupable(records[at]); at += 1) {
            if (step.aborted() || out.length === GROUP_SIZE || Date.now() - started > GROUP_MS)
              break;
            await step.pause();
            if (out.length && othersWait(run)) break;
            tried.push(records[at]);
            const result = await importRecord(records[at], run);
            if (result.outcome === 'failed') throw new GroupUndone();
            out.push(result);
          }
          return out;
        })
        .catch((error: unknown) => {
          run.memory.rollback();
          throw error;
        });
    });
    run.memory.commit();
    return results;
  } catch {
    return oneByOne(step, tried);
  }
}

async function oneByOne(step: GroupStep, records: ImportRecord[]): Promise<ImportResult[]> {
  const out: ImportResult[] = [];
  for (const record of records) {
    if (step.aborted()) break;
    out.push(await step.one(record));
  }
  return out;
}
