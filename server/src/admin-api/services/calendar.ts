/**
 * The editors' calendar: the events of a date range, the choices of its filters, and the two writes
 * it makes (reschedule, create a draft). Writes go through the Document Service inside one
 * transaction, as the REST API's do, so webhooks, lifecycles and the middleware that derives the
 * local wall times all run.
 */
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { UID } from '../../domain/records';
import { slugifyTitle, uniqueSlug } from '../../utils/slug';
import { pluginConfig, siteZone } from '../../config';
import type {
  FeedQuery,
  FilterChoices,
  Named,
  ScheduleChange,
} from '../../../../contracts/calendar';
import { feedWhere, MAX_EVENTS, type CalendarRow, type Where } from '../feed';
import { newSchedule, nextSchedule } from '../schedule';

/** The kinds an event links to that the calendar shows and filters by. */
export const RELATIONS = {
  categories: { uid: UID.category, attribute: 'categories' },
  venues: { uid: UID.venue, attribute: 'venue' },
  organizers: { uid: UID.organizer, attribute: 'organizers' },
} as const;
export type RelationKind = keyof typeof RELATIONS;

/** Read filters of the related kinds this admin may read; a kind left out is not shown at all. */
export type RelationFilters = Partial<Record<RelationKind, Where>>;

const SELECT = [
  'id',
  'documentId',
  'locale',
  'title',
  'postStatus',
  'allDay',
  'timezone',
  'startLocal',
  'endLocal',
];
const ORDER = [{ startLocal: 'asc' }, { id: 'asc' }];

const isEmpty = (where: Where | undefined) => !where || Object.keys(where).length === 0;

/** `createdBy` is read for the permission conditions such as "is creator"; never sent to the browser. */
function populate(relations: RelationFilters): Record<string, unknown> {
  const out: Record<string, unknown> = { createdBy: { select: ['id'] } };
  for (const [kind, where] of Object.entries(relations) as Array<[RelationKind, Where]>) {
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
  const events = () => strapi.db.query(UID.event);
  const zone = () => siteZone(pluginConfig(strapi));

  async function findVersion(documentId: string, locale: string): Promise<CalendarRow | null> {
    const row = await events().findOne({
      select: SELECT,
      where: { documentId, locale },
      populate: populate({}),
    });
    return (row as CalendarRow | null) ?? null;
  }

  async function freeSlug(title: string, locale: string): Promise<string> {
    const base = (slugifyTitle(title) || 'event').slice(0, MAX_SLUG).replace(/-+$/, '');
    return uniqueSlug(
      base,
      async (slug) => (await events().count({ where: { slug, locale } })) > 0
    );
  }

  return {
    /** Events overlapping the query's range that `permission` lets the admin read, by start. */
    async events(
      q: FeedQuery,
      permission: Where,
      relations: RelationFilters
    ): Promise<CalendarRow[]> {
      const where = feedWhere(q, isEmpty(permission) ? undefined : permission);
      const rows = await events().findMany({
        select: SELECT,
        where,
        populate: populate(relations),
        orderBy: ORDER,
        limit: MAX_EVENTS,
      });
      return rows as CalendarRow[];
    },

    /** Categories, venues and organizers of a language for the filters (trashed ones left out). */
    async choices(locale: string, relations: RelationFilters): Promise<FilterChoices> {
      const list = async (kind: RelationKind): Promise<Named[]> => {
        const where = relations[kind];
        if (where === undefined) return [];
        const own: Where =
          kind === 'categories' ? { locale } : { locale, postStatus: { $ne: 'trash' } };
        const rows = await strapi.db.query(RELATIONS[kind].uid).findMany({
          select: ['documentId', 'name'],
          where: isEmpty(where) ? own : { $and: [own, where] },
          orderBy: { name: 'asc' },
        });
        return rows as Named[];
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
        const data = nextSchedule(stored, change, zone());
        await strapi.documents(UID.event).update({ documentId, locale, data } as never);
      });
      return (await findVersion(documentId, locale))!;
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
        const doc = await strapi
          .documents(UID.event)
          .create({ locale: input.locale, data } as never);
        return (doc as unknown as { documentId: string }).documentId;
      });
      return (await findVersion(documentId, input.locale))!;
    },
  };
};

export type AdminCalendarService = ReturnType<typeof createAdminCalendarService>;
export default createAdminCalendarService;
