/**
 * The calendar page's routes: parse → check what this admin may do → service → respond. The route
 * policies have already checked the calendar's own action (routes.ts).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { UID } from '../../domain/records';
import { pluginConfig } from '../../config';
import { ACTIONS } from '../actions';
import { createAccess, type Access, type UserAbility } from '../access';
import type {
  CreateEvent,
  GetEvents,
  GetOptions,
  RescheduleEvent,
} from '../../../../contracts/calendar';
import { createBodySchema, rescheduleBodySchema } from '../bodies';
import { feedQuerySchema, toCalendarEvent, type CalendarRow } from '../feed';
import { RELATION_KINDS, RELATIONS, type RelationFilters } from '../services/calendar';
import { getService } from '../../utils/get-service';

interface AdminState {
  userAbility: UserAbility;
  user: { id: number };
}

/** Strapi's permission checker needs the ability itself (CASL's), not a copy of its `can`. */
const isAbility = (value: unknown): value is UserAbility =>
  typeof value === 'object' && value !== null && typeof Reflect.get(value, 'can') === 'function';

/**
 * The admin and their abilities, which Strapi's admin authentication puts in ctx.state (koa types
 * it as an empty object) before any admin route runs: checked, not assumed.
 */
function adminState(ctx: Context): AdminState {
  const userAbility: unknown = Reflect.get(ctx.state, 'userAbility');
  const user: unknown = Reflect.get(ctx.state, 'user');
  const id: unknown = typeof user === 'object' && user !== null ? Reflect.get(user, 'id') : null;
  if (typeof id !== 'number' || !isAbility(userAbility))
    throw new errors.UnauthorizedError('An administrator must be signed in');
  return { userAbility, user: { id } };
}

const accessOf = (strapi: Core.Strapi, ctx: Context) =>
  createAccess(strapi, adminState(ctx).userAbility);

/** Read filters of the related kinds; a kind the admin may not read is left out of the feed. */
async function relationFilters(access: Access): Promise<RelationFilters> {
  const out: RelationFilters = {};
  for (const kind of RELATION_KINDS) {
    const where = await access.readFilter(RELATIONS[kind].uid);
    if (where !== null) out[kind] = where;
  }
  return out;
}

const editable = (access: Access, row: CalendarRow) =>
  access.holds(ACTIONS.reschedule) && access.canUpdate(UID.event, row);

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const calendar = () => getService(strapi, 'adminCalendar');
  const settings = () => getService(strapi, 'adminSettings');
  const languages = () => pluginConfig(strapi).languages;

  /** Events of a language this admin may not read are not in the feed; none at all is a 403, as in the Content Manager. */
  async function eventFilter(access: Access) {
    const where = await access.readFilter(UID.event);
    if (where === null)
      throw new errors.ForbiddenError('You may not read events (Content Manager permission)');
    return where;
  }

  return {
    async events(ctx: Context) {
      // Not strict: query values are strings, and `a,b` lists are split by the schema.
      const q = (await validateYupSchema(feedQuerySchema(languages()), { strict: false })(
        ctx.query
      )) as GetEvents.Request['query'];
      const access = accessOf(strapi, ctx);
      const rows = await calendar().events(
        q,
        await eventFilter(access),
        await relationFilters(access)
      );
      ctx.body = {
        data: rows.map((row) => toCalendarEvent(row, editable(access, row))),
      } satisfies GetEvents.Response;
    },

    async options(ctx: Context) {
      // Without a language: the default one (the page's first call, before it knows the languages).
      const schema = yup.object({ locale: yup.string().oneOf(languages()) });
      const asked: GetOptions.Request['query'] = await validateYupSchema(schema, { strict: false })(
        ctx.query
      );
      const locale = asked.locale ?? languages()[0];
      const access = accessOf(strapi, ctx);
      await eventFilter(access);
      ctx.body = {
        data: {
          locale,
          languages: languages(),
          settings: await settings().get(),
          choices: await calendar().choices(locale, await relationFilters(access)),
          can: {
            reschedule: access.holds(ACTIONS.reschedule),
            create: access.canCreate(UID.event, locale),
          },
        },
      } satisfies GetOptions.Response;
    },

    async reschedule(ctx: Context) {
      const body = (await validateYupSchema(rescheduleBodySchema(languages()))(
        ctx.request.body
      )) as RescheduleEvent.Request['body'];
      const access = accessOf(strapi, ctx);
      const guard = (row: CalendarRow) => {
        // An event the admin may not read is reported as missing, so its existence does not leak.
        if (!access.canRead(UID.event, row))
          throw new errors.NotFoundError('This event does not exist (any more)');
        if (!access.canUpdate(UID.event, row))
          throw new errors.ForbiddenError('You may not edit this event');
      };
      const change = { start: body.start, end: body.end, allDay: body.allDay };
      // An occurrence of a recurring event moves with its scope (docs/api.md §12 of the REST API).
      const row = body.occurrence
        ? await calendar().rescheduleOccurrence(
            body.occurrence,
            body.locale,
            change,
            body.scope ?? 'this',
            guard
          )
        : await calendar().reschedule(ctx.params.documentId, body.locale, change, guard);
      ctx.body = {
        data: toCalendarEvent(row, editable(access, row)),
      } satisfies RescheduleEvent.Response;
    },

    async create(ctx: Context) {
      const body: CreateEvent.Request['body'] = await validateYupSchema(
        createBodySchema(languages())
      )(ctx.request.body);
      const access = accessOf(strapi, ctx);
      if (!access.canCreate(UID.event, body.locale))
        throw new errors.ForbiddenError('You may not create events in this language');
      const slot = { start: body.start, end: body.end, allDay: body.allDay };
      const row = await calendar().create({
        title: body.title,
        locale: body.locale,
        slot,
        adminId: adminState(ctx).user.id,
      });
      ctx.status = 201;
      ctx.body = {
        data: toCalendarEvent(row, editable(access, row)),
      } satisfies CreateEvent.Response;
    },
  };
};
