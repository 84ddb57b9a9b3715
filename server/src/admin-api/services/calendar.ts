/**
 * The editors' calendar: the events of a date range, the choices of its filters, and the two writes
 * it makes (reschedule, create a draft). Writes go through the Document Service inside one
 * transaction, as the REST API's do, so webhooks, lifecycles and the middleware that derives the
 * local wall times all run.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DateTime } from 'luxon';
import { OCCURRENCE_UID, UID, type DocumentData } from '../../domain/records';
import { slugifyTitle, uniqueSlug } from '../../utils/slug';
import { pluginConfig, siteZone } from '../../config';
import type {
  FeedQuery,
  FilterChoices,
  Named,
  ScheduleChange,
  Scope,
} from '../../../../contracts/calendar';
import {
  asOccurrence,
  feedWhere,
  MAX_EVENTS,
  occurrenceWhere,
  type CalendarRow,
  type Where,
} from '../feed';
import { newSchedule, nextSchedule } from '../schedule';
import { normalizeTimezone, toWall } from '../../utils/dates';
import { getService } from '../../utils/get-service';
import { SeriesWriteError } from '../../services/series-writes';
import { table } from '../../services/tables';

/** A scoped series write the service refused: Strapi's admin errors (404, 400), not a 500. */
function adminSeriesError(error: unknown): never {
  if (!(error instanceof SeriesWriteError)) throw error;
  if (error.kind === 'gone')
    throw new errors.NotFoundError('This series does not exist (any more)');
  throw new errors.ValidationError(error.message, { field: 'scope' });
}

/** The kinds an event links to that the calendar shows and filters by, in the feed's order. */
export const RELATION_KINDS = ['categories', 'venues', 'organizers'] as const;
export type RelationKind = (typeof RELATION_KINDS)[number];

/** Each kind's content type and the event's attribute linking it (every kind, and only those). */
export const RELATIONS = {
  categories: { uid: UID.category, attribute: 'categories' },
  venues: { uid: UID.venue, attribute: 'venue' },
  organizers: { uid: UID.organizer, attribute: 'organizers' },
} as const satisfies Record<RelationKind, { uid: string; attribute: string }>;

/** Read filters of the related kinds this admin may read; a kind left out is not shown at all. */
export type RelationFilters = Partial<Record<RelationKind, Where>>;

const SELECT = [
  'id',
  'documentId',
  'locale',
  'title',
  'postStatus',
  'eventStatus',
  'attendanceMode',
  'allDay',
  'timezone',
  'startLocal',
  'endLocal',
] as const;
const OCCURRENCE = [
  'publicId',
  'eventId',
  'seriesId',
  'startLocal',
  'endLocal',
  'originalStart',
] as const;

const isEmpty = (where: Where | undefined) => !where || Object.keys(where).length === 0;

/** `createdBy` is read for the permission conditions such as "is creator"; never sent to the browser. */
function populate(relations: RelationFilters): Record<string, unknown> {
  const out: Record<string, unknown> = { createdBy: { select: ['id'] } };
  for (const kind of RELATION_KINDS) {
    const where = relations[kind];
    // A kind the admin may not read has no filter: it is not populated.
    if (where === undefined) continue;
    out[RELATIONS[kind].attribute] = {
      select: ['documentId', 'name'],
      orderBy: { name: 'asc' },
      ...(isEmpty(where) ? {} : { where }),
    };
  }
  return out;
}

/** WordPress's slug length (event-writes.ts): a long title must not overflow the uid column. */
const MAX_SLUG = 200;

export interface NewEvent {
  title: string;
  locale: string;
  slot: Required<ScheduleChange>;
  /** The admin who creates it: the Content Manager's "is creator" condition then lets them edit it. */
  adminId: number;
}

const createAdminCalendarService = ({ strapi }: { strapi: Core.Strapi }) => {
  const events = () => table(strapi, UID.event);
  const occurrences = () => table(strapi, OCCURRENCE_UID);
  const zone = () => siteZone(pluginConfig(strapi));

  async function findVersion(documentId: string, locale: string): Promise<CalendarRow | null> {
    return events().findOne({
      select: SELECT,
      where: { documentId, locale },
      populate: populate({}),
    });
  }

  /** The occurrence `publicId` as the calendar shows it, or null. */
  async function occurrenceRow(publicId: number): Promise<CalendarRow | null> {
    const o = await occurrences().findOne({ select: OCCURRENCE, where: { publicId } });
    if (!o) return null;
    const row = await events().findOne({
      select: SELECT,
      where: { id: o.eventId },
      populate: populate({}),
    });
    return row ? asOccurrence(row, o) : null;
  }

  async function freeSlug(title: string, locale: string): Promise<string> {
    const base = (slugifyTitle(title) || 'event').slice(0, MAX_SLUG).replace(/-+$/, '');
    return uniqueSlug(
      base,
      async (slug) => (await events().count({ where: { slug, locale } })) > 0
    );
  }

  return {
    /**
     * Events and occurrences of recurring events overlapping the query's range that `permission`
     * lets the admin read, by start: the occurrences of the range first (the table lists read),
     * then the events they show, filtered.
     */
    async events(
      q: FeedQuery,
      permission: Where,
      relations: RelationFilters
    ): Promise<CalendarRow[]> {
      const shown = await occurrences().findMany({
        select: OCCURRENCE,
        where: occurrenceWhere(q),
        orderBy: [{ startLocal: 'asc' }, { publicId: 'asc' }],
        limit: MAX_EVENTS,
      });
      if (!shown.length) return [];
      const ids = [...new Set(shown.map((o) => o.eventId))];
      const rows: CalendarRow[] = await events().findMany({
        select: SELECT,
        where: feedWhere(ids, q, isEmpty(permission) ? undefined : permission),
        populate: populate(relations),
      });
      const byId = new Map(rows.map((row) => [row.id, row]));
      return shown.flatMap((o) => {
        const row = byId.get(o.eventId);
        return row ? [asOccurrence(row, o)] : [];
      });
    },

    /** Categories, venues and organizers of a language for the filters (trashed ones left out). */
    async choices(locale: string, relations: RelationFilters): Promise<FilterChoices> {
      const list = async (kind: RelationKind): Promise<Named[]> => {
        const where = relations[kind];
        if (where === undefined) return [];
        const own: Where =
          kind === 'categories' ? { locale } : { locale, postStatus: { $ne: 'trash' } };
        return table(strapi, RELATIONS[kind].uid).findMany({
          select: ['documentId', 'name'],
          where: isEmpty(where) ? own : { $and: [own, where] },
          orderBy: { name: 'asc' },
        });
      };
      const [categories, venues, organizers] = await Promise.all([
        list('categories'),
        list('venues'),
        list('organizers'),
      ]);
      return { categories, venues, organizers };
    },

    findVersion,

    /**
     * Moves or resizes one language version. `guard` sees the stored row inside the transaction and
     * throws when the admin may not change it, so the check and the write see the same row.
     */
    async reschedule(
      documentId: string,
      locale: string,
      change: ScheduleChange,
      guard: (row: CalendarRow) => void
    ): Promise<CalendarRow> {
      await strapi.db.transaction(async () => {
        const row = await findVersion(documentId, locale);
        if (!row) throw new errors.NotFoundError('This event does not exist (any more)');
        guard(row);
        const stored = {
          startLocal: row.startLocal,
          endLocal: row.endLocal,
          allDay: row.allDay === true,
          timezone: row.timezone,
        };
        const data: DocumentData = { ...nextSchedule(stored, change, zone()) };
        await strapi.documents(UID.event).update({ documentId, locale, data });
      });
      return (await findVersion(documentId, locale))!;
    },

    /**
     * Moves or resizes an occurrence of a recurring event, for `scope` (this one, this and the
     * following, or all: the REST API's docs/api.md §12), through the same series writes.
     * Answers the occurrence as it is now (same id).
     */
    async rescheduleOccurrence(
      occurrenceId: number,
      locale: string,
      change: ScheduleChange,
      scope: Scope,
      guard: (row: CalendarRow) => void
    ): Promise<CalendarRow> {
      await strapi.db.transaction(async () => {
        const occ = await getService(strapi, 'events').findById(occurrenceId, true);
        if (!occ?.occurrence || occ.locale !== locale)
          throw new errors.NotFoundError('This occurrence does not exist (any more)');
        const shown = await findVersion(occ.documentId, locale);
        if (!shown) throw new errors.NotFoundError('This occurrence does not exist (any more)');
        guard(shown);
        const stored = {
          startLocal: occ.startLocal,
          endLocal: occ.endLocal,
          allDay: occ.allDay === true,
          timezone: occ.timezone,
        };
        const next = nextSchedule(stored, change, zone());
        const tz = normalizeTimezone(occ.timezone) ?? zone();
        const wall = (d: Date) => toWall(DateTime.fromJSDate(d).setZone(tz));
        await getService(strapi, 'seriesWrites')
          .update(
            occ,
            { ...next, startLocal: wall(next.startUtc), endLocal: wall(next.endUtc) },
            scope
          )
          .catch(adminSeriesError);
      });
      return (await occurrenceRow(occurrenceId))!;
    },

    /** A draft on the selected slot, in the site timezone; the editor completes it in the Content Manager. */
    async create(input: NewEvent): Promise<CalendarRow> {
      const documentId = await strapi.db.transaction(async () => {
        const schedule = newSchedule(input.slot, zone());
        const data = {
          title: input.title,
          slug: await freeSlug(input.title, input.locale),
          postStatus: 'draft',
          postDate: new Date(),
          timezone: zone(),
          ...schedule,
          createdBy: input.adminId,
          updatedBy: input.adminId,
        };
        const doc = await strapi.documents(UID.event).create({ locale: input.locale, data });
        return doc.documentId;
      });
      return (await findVersion(documentId, input.locale))!;
    },
  };
};

export type AdminCalendarService = ReturnType<typeof createAdminCalendarService>;
export default createAdminCalendarService;
