/**
 * The recurrence field's preview (issue #14), `POST /calendar/recurrence/preview`: the rule an
 * editor is building in the Content Manager, in words, and its next dates. Nothing is read or
 * written: the answer is computed from the body alone, with the checks an event's save makes
 * (the rule, the dates, and the occurrence limits), so a rule the preview accepts saves.
 *
 * The route needs an authenticated admin (routes.ts); here, one the Content Manager lets read
 * events, since the field is part of the event's edit form.
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { errors, validateYupSchema, yup } from '@strapi/utils';
import { UID } from '../../domain/records';
import { anchorOf } from '../../domain/events';
import { wallToDateTime } from '../../utils/dates';
import {
  describeRecurrence,
  expandSeries,
  isRecurrenceError,
  normalizeRecurrence,
  type Anchor,
  type Occurrence,
} from '../../domain/recurrence';
import { pluginConfig, recurrenceHorizon, siteZone, type CalendarConfig } from '../../config';
import { localWall } from '../../services/derived-times';
import { createAccess, type UserAbility } from '../access';
import {
  type PreviewBody,
  type PreviewRecurrence,
  type RecurrencePreview,
} from '../../../../contracts/recurrence';

const MAX_COUNT = 20;
const DEFAULT_COUNT = 5;
/** How far the preview looks for the next dates of a rule that comes rarely. */
const FAR_YEARS = 50;
const YEAR_MS = 365.25 * 86_400_000;
/** As many as an event write accepts (v1/params/recurrence.ts). */
const MAX_RULES = 10;

const instant = yup
  .string()
  .required()
  .test(
    'instant',
    '${path} must be an ISO 8601 date and time',
    (v) => !!v && !isNaN(Date.parse(v))
  );

const previewBodySchema = (maxDates: number) =>
  yup
    .object({
      recurrence: yup
        .object({
          rules: yup.array(yup.string().required()).max(MAX_RULES).required(),
          rdates: yup.array(yup.string().required()).max(maxDates),
          exdates: yup.array(yup.string().required()).max(maxDates),
        })
        .noUnknown()
        .required(),
      startUtc: instant,
      endUtc: instant,
      timezone: yup.string().max(64),
      allDay: yup.boolean(),
      locale: yup.string().max(35),
      count: yup.number().integer().min(1).max(MAX_COUNT),
    })
    .noUnknown();

/** The anchor an event with these fields has once saved: walls derived as on every write. */
export function previewAnchor(body: PreviewBody, config: CalendarConfig): Anchor {
  const zone = siteZone(config);
  const timezone = body.timezone?.trim() || zone;
  return anchorOf(
    {
      startLocal: localWall(body.startUtc, timezone, zone) ?? '',
      endLocal: localWall(body.endUtc, timezone, zone) ?? '',
      timezone,
      allDay: body.allDay === true,
    },
    zone
  );
}

/**
 * The preview of a body already validated: the rule in words and the first `count` occurrences
 * that end after `now`, or the reason an event's save would refuse it (a 400).
 */
export function previewRecurrence(
  body: PreviewBody,
  config: CalendarConfig,
  now: Date
): RecurrencePreview {
  const anchor = previewAnchor(body, config);
  const rec = normalizeRecurrence(
    {
      rules: body.recurrence.rules,
      rdates: body.recurrence.rdates ?? [],
      exdates: body.recurrence.exdates ?? [],
    },
    anchor
  );
  if (isRecurrenceError(rec))
    throw new errors.ValidationError(rec.message, { path: ['recurrence'], code: rec.code });
  // The expansion an event write makes (same horizon, same limit), so its refusals are the save's.
  const found = expandSeries(rec, anchor, {
    horizon: recurrenceHorizon(
      config.recurrence,
      rec,
      wallToDateTime(anchor.start, anchor.timezone).toJSDate(),
      now
    ),
    max: config.recurrence.maxOccurrences,
  });
  if (isRecurrenceError(found))
    throw new errors.ValidationError(found.message, { path: ['recurrence'], code: found.code });
  const count = body.count ?? DEFAULT_COUNT;
  const upcoming = (occurrences: Occurrence[]) =>
    occurrences.filter((o) => o.endUtc.getTime() > now.getTime()).slice(0, count);
  let next = upcoming(found.occurrences);
  if (next.length < count && !found.complete) {
    // Events store an unbounded series up to the horizon; the editor still wants to see the next
    // dates of a rule that comes less often (yearly, every ten months). Too many that far: the
    // dates up to the horizon are what there is to show.
    const further = expandSeries(rec, anchor, {
      horizon: new Date(now.getTime() + FAR_YEARS * YEAR_MS),
      max: config.recurrence.maxOccurrences,
    });
    if (!isRecurrenceError(further)) next = upcoming(further.occurrences);
  }
  return {
    text: describeRecurrence(rec, anchor, body.locale ?? ''),
    next: next.map((o) => ({ start: o.startLocal, end: o.endLocal })),
  };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async preview(ctx: Context) {
    // Who may ask comes before what they ask (docs/api.md §11.1).
    const access = createAccess(strapi, (ctx.state as { userAbility: UserAbility }).userAbility);
    if ((await access.readFilter(UID.event)) === null)
      throw new errors.ForbiddenError('You may not read events (Content Manager permission)');
    const config = pluginConfig(strapi);
    const body = (await validateYupSchema(previewBodySchema(config.recurrence.maxOccurrences))(
      ctx.request.body
    )) as PreviewRecurrence.Request['body'];
    ctx.body = {
      data: previewRecurrence(body, config, new Date()),
    } satisfies PreviewRecurrence.Response;
  },
});
