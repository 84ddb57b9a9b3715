/**
 * Writes to recurring events with a scope (docs/api.md §12), the way Google Calendar offers them: one
 * occurrence (`this`: it becomes an exception, an event of its own that keeps the occurrence's id),
 * this and the following ones (`following`: the series is split in two, the occurrences keep their
 * ids), or the whole series (`all`: a move of one occurrence moves the series). Each in one
 * transaction; the occurrence table follows through the Document Service middleware.
 */
import type { Core } from '@strapi/strapi';
import { DateTime } from 'luxon';
import type { EventInput } from '../domain/events';
import { anchorOf } from '../domain/events';
import {
  isRecurrenceError,
  shiftRecurrence,
  splitRecurrence,
  type Recurrence,
} from '../domain/recurrence';
import type { EventRow } from '../domain/types';
import { pluginConfig, siteZone } from '../config';
import { shiftBy, wallToDateTime } from '../utils/dates';
import { getService } from '../utils/get-service';
import { written } from './tables';
import { siteFieldsOf } from './site-fields';

const asUtc = (wall: string) => DateTime.fromSQL(wall, { zone: 'utc' });

/**
 * The fields of `row` as a write input: what an exception or a split-off series starts from. Its
 * status and attendance (docs/api.md §13) and the site's own fields (§14) go along: an occurrence
 * of a streamed series changed on its own is still streamed.
 */
function copyOf(row: EventRow, siteFields: string[]): EventInput {
  const own = row as unknown as Record<string, unknown>;
  return {
    title: row.title,
    description: row.description ?? undefined,
    excerpt: row.excerpt ?? undefined,
    authorId: row.authorId ?? undefined,
    postDate: row.postDate ? new Date(row.postDate) : undefined,
    requestedStatus: row.postStatus,
    mayPublish: true,
    password: row.password,
    timezone: row.timezone,
    allDay: row.allDay === true,
    startUtc: new Date(row.startUtc),
    endUtc: new Date(row.endUtc),
    cost: row.cost,
    currencySymbol: row.currencySymbol,
    currencyPosition: row.currencyPosition,
    website: row.website ?? undefined,
    showMap: row.showMap === true,
    showMapLink: row.showMapLink === true,
    hideFromListings: row.hideFromListings === true,
    sticky: row.sticky === true,
    featured: row.featured === true,
    eventStatus: row.eventStatus ?? 'scheduled',
    eventStatusReason: row.eventStatusReason ?? null,
    attendanceMode: row.attendanceMode ?? 'offline',
    onlineUrl: row.onlineUrl ?? null,
    siteFields: Object.fromEntries(siteFields.map((name) => [name, own[name] ?? null])),
    imageId: row.image?.id ?? null,
    links: {
      venue: row.venue ? { id: row.venue.id } : null,
      organizers: row.organizers.map((o) => ({ id: o.id })),
      categories: row.categories.map((t) => ({ id: t.id })),
      tags: row.tags.map((t) => ({ id: t.id })),
    },
  };
}

/** `input` over `base`, links merged kind by kind and the site's fields name by name. */
const over = (base: EventInput, input: EventInput): EventInput => ({
  ...base,
  ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  links: { ...base.links, ...input.links },
  siteFields: { ...base.siteFields, ...input.siteFields },
});

/**
 * A scoped write that cannot be made: `gone` when the occurrence's series was deleted meanwhile,
 * `scope` when the series' stored rule cannot be split at the occurrence. The wire layer answers
 * them in the API's error shape (controllers/events.ts); the transaction has written nothing.
 */
export class SeriesWriteError extends Error {
  constructor(
    readonly kind: 'gone' | 'scope',
    message: string,
    readonly seriesId?: number
  ) {
    super(message);
  }
}

const createSeriesWritesService = ({ strapi }: { strapi: Core.Strapi }) => {
  const writes = () => getService(strapi, 'eventWrites');
  const events = () => getService(strapi, 'events');
  const occurrences = () => getService(strapi, 'occurrences');
  const zone = () => siteZone(pluginConfig(strapi));
  const siteFieldNames = () => siteFieldsOf(strapi).event.map((f) => f.name);
  const inTransaction = <T>(fn: () => Promise<T>) => strapi.db.transaction(fn);

  async function seriesOf(occ: EventRow): Promise<EventRow> {
    const series = await events().findById(occ.occurrence!.seriesId, true);
    if (!series?.recurrence)
      throw new SeriesWriteError(
        'gone',
        'The series of this occurrence is gone.',
        occ.occurrence!.seriesId
      );
    return series;
  }

  async function reload(id: number): Promise<EventRow> {
    return written(await events().findById(id, true), `event ${id}`);
  }

  /**
   * What a scoped write answers, read inside its transaction: the occurrence it named as written,
   * or — when the write removed it (a shorter rule, a later start) — the series that now holds the
   * change (docs/api.md §12.4). The write has committed by the time the answer is rendered, so the
   * answer must not depend on a record the write may have removed.
   */
  async function shown(occ: EventRow, seriesId: number): Promise<EventRow> {
    return (await events().findById(occ.id, true)) ?? reload(seriesId);
  }

  /** `this`: the occurrence's own fields, as an exception (created from the series the first time). */
  async function changeThis(occ: EventRow, input: EventInput): Promise<EventRow> {
    const { seriesId, originalStart } = occ.occurrence!;
    if (occ.rowId !== seriesId) {
      await writes().update({ ...occ, id: occ.rowId! }, input);
      return reload(occ.id);
    }
    const series = await seriesOf(occ);
    const day = originalStart.slice(0, 10);
    await writes().create(
      over(
        {
          ...copyOf({ ...series, startUtc: occ.startUtc, endUtc: occ.endUtc }, siteFieldNames()),
          recurrence: null,
        },
        {
          ...input,
          // An exception shares its series' status and password (docs/api.md §12).
          requestedStatus: series.postStatus,
          mayPublish: true,
          password: series.password,
          slug: `${series.slug}-${day}`,
          exceptionOf: { seriesId, originalStart },
        }
      ),
      series.locale
    );
    return reload(occ.id);
  }

  /**
   * `all`: the change applies to the series. Dates sent are the occurrence's new dates: the
   * series moves by the same wall-clock difference (and keeps its duration change), its added and
   * excluded dates with it, and every occurrence keeps its id.
   */
  async function changeAll(series: EventRow, input: EventInput, from: EventRow): Promise<void> {
    const change = { ...input };
    if (input.startLocal !== undefined && input.startLocal !== from.startLocal) {
      const shift = shiftBy(from.startLocal, input.startLocal);
      const tz = anchorOf({ ...series, timezone: input.timezone ?? series.timezone }, zone());
      const start = wallToDateTime(shift(series.startLocal), tz.timezone);
      const length = asUtc(input.endLocal ?? from.endLocal).diff(asUtc(input.startLocal));
      change.startUtc = start.toJSDate();
      change.endUtc = start.plus(length).toJSDate();
      if (input.recurrence === undefined && series.recurrence) {
        const moved = { ...anchorOf(series, zone()), start: shift(series.startLocal) };
        change.recurrence = shiftRecurrence(series.recurrence, anchorOf(series, zone()), moved);
      }
    }
    await writes().update(series, change);
  }

  /** `following`: the series ends before this occurrence; a new series carries it and the rest. */
  async function changeFollowing(occ: EventRow, input: EventInput): Promise<EventRow> {
    const series = await seriesOf(occ);
    const at = occ.occurrence!.originalStart;
    if (at <= series.startLocal) {
      await changeAll(series, input, occ);
      return shown(occ, series.id);
    }
    const split = splitRecurrence(series.recurrence!, anchorOf(series, zone()), at);
    if (isRecurrenceError(split)) throw new SeriesWriteError('scope', split.message);
    const created = await writes().create(
      over(
        {
          ...copyOf({ ...series, startUtc: occ.startUtc, endUtc: occ.endUtc }, siteFieldNames()),
          recurrence: null,
        },
        { ...input, recurrence: undefined, slug: undefined }
      ),
      series.locale
    );
    const shift = shiftBy(at, created.startLocal);
    await occurrences().adopt(series.id, created.rowId ?? created.id, at, shift);
    await writes().update(series, { recurrence: split.before });
    const after =
      input.recurrence ??
      shiftRecurrence(
        split.after,
        anchorOf({ ...series, startLocal: at }, zone()),
        anchorOf(created, zone())
      );
    await writes().update(created, { recurrence: after });
    return shown(occ, created.id);
  }

  /** The series' rule with one more excluded date. */
  const excluding = (rec: Recurrence, original: string): Recurrence => ({
    ...rec,
    exdates: [...new Set([...rec.exdates, original])].sort(),
  });

  return {
    /**
     * An update of an occurrence with a scope; answers the occurrence as written (same id), or its
     * series when the write removed it.
     */
    async update(
      occ: EventRow,
      input: EventInput,
      scope: 'this' | 'following' | 'all'
    ): Promise<EventRow> {
      return inTransaction(async () => {
        if (scope === 'this') return changeThis(occ, input);
        if (scope === 'following') return changeFollowing(occ, input);
        const series = await seriesOf(occ);
        await changeAll(series, input, occ);
        return shown(occ, series.id);
      });
    },

    /** An update of the series itself: a move keeps every occurrence's id. */
    async updateSeries(series: EventRow, input: EventInput): Promise<EventRow> {
      return inTransaction(async () => {
        await changeAll(series, input, series);
        return reload(series.id);
      });
    },

    /** DELETE of an occurrence: `this` excludes it, `following` ends the series before it. */
    async remove(occ: EventRow, scope: 'this' | 'following'): Promise<void> {
      await inTransaction(async () => {
        const series = await seriesOf(occ);
        const at = occ.occurrence!.originalStart;
        if (scope === 'this') {
          await writes().update(series, { recurrence: excluding(series.recurrence!, at) });
          return;
        }
        const split = splitRecurrence(series.recurrence!, anchorOf(series, zone()), at);
        if (isRecurrenceError(split)) throw new SeriesWriteError('scope', split.message);
        await writes().update(series, { recurrence: split.before });
      });
    },

    seriesOf,
  };
};

export type SeriesWritesService = ReturnType<typeof createSeriesWritesService>;
export default createSeriesWritesService;
