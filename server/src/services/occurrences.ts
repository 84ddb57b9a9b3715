/**
 * The occurrence table (docs/api.md §12): what event lists list. One row per single event (its
 * public id is the event's id) and one per occurrence of a recurring event (its public id is
 * OCCURRENCE_ID_BASE + the row's id), kept in step with the events on every write, in the write's
 * transaction, by the Document Service middleware below — whoever writes: the REST API, the
 * Content Manager, another plugin. Lists then read occurrences the way they read events: one
 * indexed statement, whatever the rules.
 *
 * Ids are stable: a series' occurrences are matched by their original start (RFC 5545's
 * RECURRENCE-ID) when the series is written again, and a matched occurrence keeps its row, so its id.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import type { Knex } from 'knex';
import { bumpReadVersion } from './read-path/read-version';
import { OCCURRENCE_ID_BASE, UID } from '../domain/records';
import {
  expandSeries,
  isRecurrenceError,
  type Occurrence,
  type Recurrence,
} from '../domain/recurrence';
import { pluginConfig, recurrenceHorizon, siteZone } from '../config';
import { anchorOf } from '../domain/events';
import { catalogOf } from './read-path/catalog';
import type { Model } from './read-path/models';
import type { EventRow } from '../domain/types';
import { table } from './tables';

/** The event columns an occurrence is derived from. */
export const SOURCE = [
  'id',
  'documentId',
  'locale',
  'postStatus',
  'hideFromListings',
  'startUtc',
  'endUtc',
  'startLocal',
  'endLocal',
  'timezone',
  'allDay',
  'recurrence',
  'seriesId',
  'originalStart',
] as const;
export type SourceRow = Pick<EventRow, (typeof SOURCE)[number]>;

/** An occurrence's times, as expanded or as an event row stores them. */
type Times = Pick<SourceRow, 'startLocal' | 'endLocal' | 'startUtc' | 'endUtc'>;

/** Rows per INSERT: 13 columns each stays far below every database's parameter limit. */
const CHUNK = 80;

const isRecurring = (rec: unknown): rec is Recurrence =>
  typeof rec === 'object' && rec !== null && 'rules' in rec && Array.isArray(rec.rules);

export function createOccurrenceSync(strapi: Core.Strapi) {
  const config = () => pluginConfig(strapi);
  const model = (): Model => catalogOf(strapi).occurrence;
  const col = (attribute: string) => model().column(attribute);
  const events = () => table(strapi, UID.event);

  // Occurrence rows are written through knex, which no lifecycle sees: each write bumps the read
  // version itself, in its transaction, so no instance lists with a total kept from before it.
  // Strapi types the callback's answer as itself, a promise: awaited here, it is the callback's value.
  const inTrx = async <T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> =>
    await strapi.db.transaction(async ({ trx }: { trx: Knex.Transaction }) => {
      const out = await fn(trx);
      await bumpReadVersion(strapi);
      return out;
    });

  function expand(row: SourceRow, rec: Recurrence, now = new Date()): Occurrence[] {
    const cfg = config().recurrence;
    const found = expandSeries(rec, anchorOf(row, siteZone(config())), {
      horizon: recurrenceHorizon(cfg, rec, new Date(row.startUtc), now),
      max: cfg.maxOccurrences,
    });
    if (isRecurrenceError(found))
      throw new errors.ValidationError(`recurrence: ${found.message}`, { path: ['recurrence'] });
    return found.occurrences;
  }

  /** An occurrence row in column names. */
  function rowOf(
    series: SourceRow,
    shown: { id: number; hideFromListings: boolean | null },
    times: Times,
    extra: {
      id?: number;
      publicId?: number | null;
      seriesId: number | null;
      original: string | null;
    }
  ): Record<string, unknown> {
    const out: Record<string, unknown> = {
      [col('publicId')]: extra.publicId ?? null,
      [col('eventId')]: shown.id,
      [col('seriesId')]: extra.seriesId,
      [col('eventDocument')]: series.documentId,
      [col('lang')]: series.locale,
      [col('postStatus')]: series.postStatus,
      [col('hidden')]: shown.hideFromListings === true,
      [col('startLocal')]: times.startLocal,
      [col('endLocal')]: times.endLocal,
      [col('startUtc')]: new Date(times.startUtc),
      [col('endUtc')]: new Date(times.endUtc),
      [col('originalStart')]: extra.original,
    };
    if (extra.id !== undefined) out.id = extra.id;
    return out;
  }

  async function insert(trx: Knex.Transaction, rows: Record<string, unknown>[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK)
      await trx(model().table).insert(rows.slice(i, i + CHUNK));
  }

  async function syncSingle(trx: Knex.Transaction, row: SourceRow): Promise<void> {
    await trx(model().table)
      .where(col('publicId'), row.id)
      .orWhere(col('seriesId'), row.id)
      .delete();
    await insert(trx, [rowOf(row, row, row, { publicId: row.id, seriesId: null, original: null })]);
  }

  /**
   * Writes a series' occurrences again. `remap` turns a stored original start into the one it has
   * after a move of the whole series (so moved occurrences keep their ids). Answers the exception
   * events whose occurrence the rule no longer has.
   */
  async function syncSeries(
    trx: Knex.Transaction,
    row: SourceRow,
    rec: Recurrence,
    remap?: (original: string) => string
  ): Promise<number[]> {
    const occurrences = expand(row, rec);
    const t = model().table;
    const stored: Array<Record<string, unknown>> = await trx(t)
      .select('id', col('publicId'), col('eventId'), col('originalStart'))
      .where(col('seriesId'), row.id);
    const exceptionIds = stored.map((s) => Number(s[col('eventId')])).filter((id) => id !== row.id);
    const exceptions = await exceptionRows(exceptionIds);
    const byOriginal = new Map(
      stored.map((s) => {
        const original = String(s[col('originalStart')]);
        return [remap ? remap(original) : original, s] as const;
      })
    );
    const rows = occurrences.map((o) => {
      const old = byOriginal.get(o.original);
      byOriginal.delete(o.original);
      const exception = old ? exceptions.get(Number(old[col('eventId')])) : undefined;
      return rowOf(row, exception ?? row, exception ?? o, {
        id: old ? Number(old.id) : undefined,
        publicId: old ? Number(old[col('publicId')]) : null,
        seriesId: row.id,
        original: o.original,
      });
    });
    await trx(t).where(col('seriesId'), row.id).orWhere(col('publicId'), row.id).delete();
    await insert(trx, rows);
    await trx(t)
      .update({ [col('publicId')]: trx.raw('? + ??', [OCCURRENCE_ID_BASE, 'id']) })
      .whereNull(col('publicId'));
    return [...byOriginal.values()]
      .map((s) => Number(s[col('eventId')]))
      .filter((id) => exceptions.has(id));
  }

  async function exceptionRows(ids: number[]): Promise<Map<number, SourceRow>> {
    if (!ids.length) return new Map();
    const rows = await events().findMany({ select: SOURCE, where: { id: { $in: ids } } });
    return new Map(rows.map((r) => [r.id, r]));
  }

  /** An exception shows its own times and fields in its series' occurrence, which keeps its id. */
  async function syncException(trx: Knex.Transaction, row: SourceRow): Promise<void> {
    await trx(model().table)
      .where(col('seriesId'), row.seriesId)
      .andWhere(col('originalStart'), row.originalStart)
      .update({
        [col('eventId')]: row.id,
        [col('hidden')]: row.hideFromListings === true,
        [col('startLocal')]: row.startLocal,
        [col('endLocal')]: row.endLocal,
        [col('startUtc')]: new Date(row.startUtc),
        [col('endUtc')]: new Date(row.endUtc),
      });
  }

  async function load(id: number): Promise<SourceRow | null> {
    return events().findOne({ select: SOURCE, where: { id } });
  }

  /** Deletes exception events whose occurrence is gone (through the Document Service, so their links go too). */
  async function dropExceptions(ids: number[]): Promise<void> {
    for (const row of (await exceptionRows(ids)).values())
      await strapi.documents(UID.event).delete({ documentId: row.documentId, locale: row.locale });
  }

  return {
    /** Checks a series' rule against its anchor without writing: throws the refusal. */
    expand,

    /** Brings the occurrences of the events `ids` in line with what is stored. */
    async sync(ids: number[], remap?: (original: string) => string): Promise<void> {
      await inTrx(async (trx) => {
        for (const id of ids) {
          const row = await load(id);
          if (!row) continue;
          if (row.seriesId !== null && row.seriesId !== undefined) {
            await syncException(trx, row);
          } else if (isRecurring(row.recurrence)) {
            await dropExceptions(await syncSeries(trx, row, row.recurrence, remap));
          } else {
            await syncSingle(trx, row);
          }
        }
      });
    },

    /**
     * After events were deleted: their occurrences go, the exceptions of a deleted series go, and a
     * deleted exception gives its occurrence back to its series.
     */
    async removed(rows: Array<Pick<SourceRow, 'id' | 'seriesId'>>): Promise<void> {
      const series = new Set<number>();
      await inTrx(async (trx) => {
        for (const row of rows) {
          if (row.seriesId) series.add(row.seriesId);
          await trx(model().table)
            .where(col('publicId'), row.id)
            .orWhere(col('seriesId'), row.id)
            .delete();
          const orphans = await events().findMany({
            select: ['id'],
            where: { seriesId: row.id },
          });
          await dropExceptions(orphans.map((o) => o.id));
        }
      });
      const alive = [...series].filter((id) => !rows.some((r) => r.id === id));
      if (alive.length) await this.sync(alive);
    },

    /** Events stored before occurrences existed, or by a writer that bypassed the Document Service. */
    async backfill(): Promise<number> {
      const c = catalogOf(strapi);
      const e = c.event.table;
      const t = model().table;
      const missing: Array<{ id: number }> = await strapi.db
        .connection(e)
        .select(`${e}.id as id`)
        .whereNotExists(function (this: Knex.QueryBuilder) {
          this.select(strapi.db.connection.raw('1'))
            .from(t)
            .whereRaw(`?? = ??`, [`${t}.${col('eventId')}`, `${e}.id`])
            .orWhereRaw(`?? = ??`, [`${t}.${col('seriesId')}`, `${e}.id`]);
        });
      for (const { id } of missing) await this.sync([Number(id)]);
      return missing.length;
    },

    /**
     * Hands the occurrences of `from` starting at `at` or later, and their exceptions, to the series
     * `to` ("this and following": docs/api.md §12), their original starts passed through `remap`
     * when the new series starts elsewhere. Rows keep their ids, so the occurrences keep theirs.
     */
    async adopt(from: number, to: number, at: string, remap = (w: string) => w): Promise<void> {
      await inTrx(async (trx) => {
        const rows = await trx(model().table)
          .select('*')
          .where(col('seriesId'), from)
          .andWhere(col('originalStart'), '>=', at);
        await moveRows(trx, rows, (row) => ({
          [col('seriesId')]: to,
          [col('eventId')]: Number(row[col('eventId')]) === from ? to : row[col('eventId')],
          [col('originalStart')]: remap(String(row[col('originalStart')])),
        }));
        await moveExceptions(trx, from, to, at, remap);
      });
    },

    /** The event columns occurrences are derived from, of one row. */
    source: load,

    /** A whole series moved: its stored original starts follow, so every occurrence keeps its id. */
    async remapOriginals(seriesId: number, remap: (w: string) => string): Promise<void> {
      await inTrx(async (trx) => {
        const rows = await trx(model().table).select('*').where(col('seriesId'), seriesId);
        await moveRows(trx, rows, (row) => ({
          [col('originalStart')]: remap(String(row[col('originalStart')])),
        }));
        await moveExceptions(trx, seriesId, seriesId, '', remap);
      });
    },
  };

  /** Rewrites rows (delete and insert again with their own ids: one statement per chunk, not per row). */
  async function moveRows(
    trx: Knex.Transaction,
    rows: Array<Record<string, unknown>>,
    change: (row: Record<string, unknown>) => Record<string, unknown>
  ): Promise<void> {
    const ids = rows.map((r) => Number(r.id));
    for (let i = 0; i < ids.length; i += CHUNK)
      await trx(model().table)
        .whereIn('id', ids.slice(i, i + CHUNK))
        .delete();
    await insert(
      trx,
      rows.map((r) => ({ ...r, ...change(r) }))
    );
  }

  /** Exceptions follow their occurrences: few rows, written one by one (no Document Service: nothing else changes). */
  async function moveExceptions(
    trx: Knex.Transaction,
    from: number,
    to: number,
    at: string,
    remap: (w: string) => string
  ): Promise<void> {
    const e = catalogOf(strapi).event;
    const rows: Array<Record<string, unknown>> = await trx(e.table)
      .select('id', e.column('originalStart'))
      .where(e.column('seriesId'), from)
      .andWhere(e.column('originalStart'), '>=', at);
    for (const row of rows)
      await trx(e.table)
        .where('id', Number(row.id))
        .update({
          [e.column('seriesId')]: to,
          [e.column('originalStart')]: remap(String(row[e.column('originalStart')])),
        });
  }
}

export type OccurrenceSync = ReturnType<typeof createOccurrenceSync>;
