/**
 * The arguments of docs/api.md §13 (event status and attendance), on writes and on event lists.
 * Additions to TEC's API: The Events Calendar keeps status and virtual events in its own meta
 * fields and in add-ons, not in REST v1; ours follow schema.org's values, which Google reads.
 */
import {
  ATTENDANCE_MODES,
  EVENT_STATUSES,
  type AttendanceMode,
  type EventStatus,
} from '../../domain/event-status';
import type { EventInput } from '../../domain/events';
import { isScalarList, toList } from './coerce';
import type { ParamDef, Parsed } from './types';
import { isClearingValue as isClearing, isHttpUrl, nonEmptyString } from './values';

const isOneOf = (values: readonly string[]) => (v: unknown) =>
  typeof v === 'string' && values.includes(v);

export function statusWriteParams(fits: (attribute: string, value: string) => boolean): ParamDef[] {
  return [
    {
      name: 'event_status',
      in: 'body',
      // Documentation only (`enum` would refuse the null that clears): `validate` enforces it.
      enumOf: () => EVENT_STATUSES,
      description: 'Whether the event happens as planned (null or "": scheduled)',
      // null reaches validators as "" (v1/request.ts). Clearing goes back to the default, never
      // to "no status": every event has one.
      validate: (v) => isClearing(v) || isOneOf(EVENT_STATUSES)(v),
      parse: (v) => (isClearing(v) ? 'scheduled' : v),
    },
    {
      name: 'event_status_reason',
      in: 'body',
      description:
        'Why the event is canceled, postponed, rescheduled or moved online (HTML or Markdown)',
      validate: (v) => isClearing(v) || nonEmptyString(v),
      parse: (v) => (isClearing(v) ? null : v),
    },
    {
      name: 'attendance_mode',
      in: 'body',
      enumOf: () => ATTENDANCE_MODES,
      description:
        'Where people attend: offline (at the venue), online or mixed (null or "": offline)',
      validate: (v) => isClearing(v) || isOneOf(ATTENDANCE_MODES)(v),
      parse: (v) => (isClearing(v) ? 'offline' : v),
    },
    {
      name: 'online_url',
      in: 'body',
      description: 'Where people attend online: an http or https URL; null or "" removes it',
      // http(s) only: a javascript: or data: URL would run in the page of every site that links it.
      validate: (v) =>
        isClearing(v) ||
        (typeof v === 'string' && isHttpUrl(v.trim()) && fits('onlineUrl', v.trim())),
      parse: (v) => (isClearing(v) ? null : (v as string).trim()),
    },
  ];
}

/** The written fields of §13 among the parsed arguments (absent ones stay as stored). */
export function statusInput(p: Parsed): Partial<EventInput> {
  const out: Partial<EventInput> = {};
  if (p.event_status !== undefined) out.eventStatus = p.event_status as EventStatus;
  if (p.event_status_reason !== undefined)
    out.eventStatusReason = p.event_status_reason as string | null;
  if (p.attendance_mode !== undefined) out.attendanceMode = p.attendance_mode as AttendanceMode;
  if (p.online_url !== undefined) out.onlineUrl = p.online_url as string | null;
  return out;
}

const listOf = (name: string, values: readonly string[], what: string): ParamDef => ({
  name,
  in: 'query',
  description: `Only events with one of these ${what}, as a comma-separated list or an array`,
  items: 'string',
  itemEnum: values,
  validate: (v) => isScalarList(v) && toList(v).length > 0 && toList(v).every(isOneOf(values)),
  parse: (v) => [...new Set(toList(v))],
});

export const statusListParams: ParamDef[] = [
  listOf('event_status', EVENT_STATUSES, 'event statuses'),
  listOf('attendance_mode', ATTENDANCE_MODES, 'attendance modes'),
];
