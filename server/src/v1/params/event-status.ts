/**
 * The arguments of docs/api.md §13 (event status and attendance), on writes and on event lists.
 * Additions to TEC's API: The Events Calendar keeps status and virtual events in its own meta
 * fields and in add-ons, not in REST v1; ours follow schema.org's values, which Google reads.
 */
import { ATTENDANCE_MODES, EVENT_STATUSES } from '../../domain/event-status';
import type { EventInput } from '../../domain/events';
import { isScalarList, toList } from './coerce';
import { param, type ParsedParams } from './types';
import { isClearingValue as isClearing, isHttpUrl, nonEmptyString } from './values';

const isOneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    values.some((value) => value === v);

export function statusWriteParams(fits: (attribute: string, value: string) => boolean) {
  return [
    param({
      name: 'event_status',
      in: 'body',
      // Documentation only (`enum` would refuse the null that clears): `validate` enforces it.
      enumOf: () => EVENT_STATUSES,
      description: 'Whether the event happens as planned (null or "": scheduled)',
      // null reaches validators as "" (v1/request.ts). Clearing goes back to the default, never
      // to "no status": every event has one.
      validate: (v) => isClearing(v) || isOneOf(EVENT_STATUSES)(v),
      // Valid values are a status or a clearing one.
      parse: (v) => (isOneOf(EVENT_STATUSES)(v) ? v : 'scheduled'),
    }),
    param({
      name: 'event_status_reason',
      in: 'body',
      description:
        'Why the event is canceled, postponed, rescheduled or moved online (HTML or Markdown)',
      validate: (v) => isClearing(v) || nonEmptyString(v),
      // Valid values are a non-empty string or a clearing one.
      parse: (v) => (nonEmptyString(v) ? v : null),
    }),
    param({
      name: 'attendance_mode',
      in: 'body',
      enumOf: () => ATTENDANCE_MODES,
      description:
        'Where people attend: offline (at the venue), online or mixed (null or "": offline)',
      validate: (v) => isClearing(v) || isOneOf(ATTENDANCE_MODES)(v),
      parse: (v) => (isOneOf(ATTENDANCE_MODES)(v) ? v : 'offline'),
    }),
    param({
      name: 'online_url',
      in: 'body',
      description: 'Where people attend online: an http or https URL; null or "" removes it',
      // http(s) only: a javascript: or data: URL would run in the page of every site that links it.
      validate: (v) =>
        isClearing(v) ||
        (typeof v === 'string' && isHttpUrl(v.trim()) && fits('onlineUrl', v.trim())),
      parse: (v) => (typeof v === 'string' && !isClearing(v) ? v.trim() : null),
    }),
  ];
}

/** The written fields of §13 among the parsed arguments (absent ones stay as stored). */
export function statusInput(
  p: ParsedParams<ReturnType<typeof statusWriteParams>[number]>
): Partial<EventInput> {
  const out: Partial<EventInput> = {};
  if (p.event_status !== undefined) out.eventStatus = p.event_status;
  if (p.event_status_reason !== undefined) out.eventStatusReason = p.event_status_reason;
  if (p.attendance_mode !== undefined) out.attendanceMode = p.attendance_mode;
  if (p.online_url !== undefined) out.onlineUrl = p.online_url;
  return out;
}

const listOf = <const N extends string, T extends string>(
  name: N,
  values: readonly T[],
  what: string
) =>
  param({
    name,
    in: 'query',
    description: `Only events with one of these ${what}, as a comma-separated list or an array`,
    items: 'string',
    itemEnum: values,
    validate: (v) => isScalarList(v) && toList(v).length > 0 && toList(v).every(isOneOf(values)),
    // `validate` let only known values through: the filter keeps them all, typed.
    parse: (v) => [...new Set(toList(v))].filter(isOneOf(values)),
  });

export const statusListParams = [
  listOf('event_status', EVENT_STATUSES, 'event statuses'),
  listOf('attendance_mode', ATTENDANCE_MODES, 'attendance modes'),
];
