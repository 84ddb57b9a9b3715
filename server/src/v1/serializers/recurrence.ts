/**
 * What recurring events add to TEC's event record (docs/api.md §12): `recurring`, and on an
 * occurrence its series and original start, on a series its rules in words and where its
 * occurrences are listed. TEC's own REST API has no recurrence at all (TEC Pro keeps it out).
 */
import { describeRecurrence, type Recurrence } from '../../domain/recurrence';
import type { EventRow } from '../../domain/types';
import { anchorOf } from '../../domain/events';
import { inLanguage, publicPageUrl } from '../urls';
import type { OutputContext } from './context';

/** The day part of a wall time: the occurrence's part of TEC Pro's permalink. */
const dayOf = (wall: string) => wall.slice(0, 10);

/**
 * TEC Pro's occurrence permalink `/events/{slug}/{YYYY-MM-DD}/`. An exception's own slug is the
 * series' slug with the day appended (services/event-writes.ts), so the series' slug is recovered.
 */
export function eventPageUrl(e: EventRow, site: string): string {
  if (!e.occurrence) return publicPageUrl(site, 'events', e.slug);
  const day = dayOf(e.startLocal);
  const suffix = `-${dayOf(e.occurrence.originalStart)}`;
  const slug = e.slug.endsWith(suffix) && e.seriesId ? e.slug.slice(0, -suffix.length) : e.slug;
  return `${publicPageUrl(site, 'events', slug)}${day}/`;
}

export function recurrenceFields(e: EventRow, out: OutputContext) {
  if (e.occurrence)
    return {
      recurring: true,
      series_id: e.occurrence.seriesId,
      original_start_date: e.occurrence.originalStart,
    };
  if (!e.recurrence) return { recurring: false };
  return { recurring: true, series_id: e.id, recurrence: seriesRecurrence(e, e.recurrence, out) };
}

function seriesRecurrence(e: EventRow, rec: Recurrence, out: OutputContext) {
  const anchor = anchorOf(e, 'UTC');
  return {
    rules: rec.rules,
    rdates: rec.rdates,
    exdates: rec.exdates,
    text: describeRecurrence(rec, anchor, e.locale),
    occurrences_rest_url: inLanguage(
      `${out.root}/events/${e.id}/occurrences`,
      e.locale,
      out.rootLang
    ),
  };
}
