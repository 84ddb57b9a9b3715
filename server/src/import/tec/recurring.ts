/**
 * Recurring events, which only this API serves (docs/api.md §12; TEC's REST API v1 has none): its
 * lists show occurrences (`recurring: true`, `series_id`, `original_start_date`, §12.3), never the
 * series. A series is imported once, from `GET /events/{series_id}`, with its rule (`recurrence`:
 * `rules`, `rdates`, `exdates`, which the create route takes back as they are, §12.2); its
 * occurrences come back from the rule. An occurrence that differs from its series (moved, or changed
 * alone: an exception, §12.1) is imported as an exception of the series (`exceptionOf`).
 */
import type { ImportRecord } from '../../domain/import';
import { eventArgs, eventLinks, mapEvent } from './map-event';
import { MapError } from './map-common';
import { idOf, isObject, type Raw } from './text';

/** The series an occurrence belongs to (not the series itself, whose `series_id` is its own id). */
export function seriesOf(rec: Raw): string | undefined {
  if (rec.recurring !== true) return undefined;
  const series = idOf(rec.series_id);
  return series && series !== idOf(rec.id) ? series : undefined;
}

export function splitOccurrences(events: Raw[]) {
  const singles: Raw[] = [];
  const series = new Map<string, Raw[]>();
  for (const rec of events) {
    const id = isObject(rec) ? seriesOf(rec) : undefined;
    if (id) series.set(id, [...(series.get(id) ?? []), rec]);
    else singles.push(rec);
  }
  return { singles, series };
}

function recurrenceArg(series: Raw) {
  const r = series.recurrence;
  if (!isObject(r) || !Array.isArray(r.rules))
    throw new MapError('a recurring series whose rule the source does not show');
  return { rules: r.rules, rdates: r.rdates ?? [], exdates: r.exdates ?? [] };
}

export const mapSeries = (series: Raw): ImportRecord => {
  const record = mapEvent(series);
  record.args.recurrence = recurrenceArg(series);
  return record;
};

const ms = (wall: unknown) => Date.parse(`${String(wall).replace(' ', 'T')}Z`);
const duration = (rec: Raw) => ms(rec.end_date) - ms(rec.start_date);

/** What an occurrence shows besides its own dates and slug: equal to its series' unless an exception. */
function content(rec: Raw): string {
  const warnings: string[] = [];
  const {
    start_date: _s,
    end_date: _e,
    slug: _slug,
    date_utc: _d,
    ...args
  } = eventArgs(rec, warnings);
  return JSON.stringify([args, eventLinks(rec, warnings) ?? {}]);
}

export function isException(occurrence: Raw, series: Raw): boolean {
  return (
    occurrence.start_date !== occurrence.original_start_date ||
    duration(occurrence) !== duration(series) ||
    content(occurrence) !== content(series)
  );
}

/** An exception as its own record, replacing the occurrence that started at `original_start_date`. */
export function mapException(occurrence: Raw, seriesId: string): ImportRecord {
  const originalStart = occurrence.original_start_date;
  if (typeof originalStart !== 'string')
    throw new MapError('an occurrence without its original start');
  const record = mapEvent(occurrence, { exceptionOf: { remoteId: seriesId, originalStart } });
  // Its language versions are occurrences of the series' versions, not records of their own.
  delete record.translationOf;
  return record;
}
