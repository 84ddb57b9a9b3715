/**
 * A series and its exceptions (RFC 5545 §3.8.4.4): VEVENTs sharing a UID, the ones with a
 * RECURRENCE-ID replacing one occurrence each. Files list them in any order (Google often writes the
 * exceptions first), so they are paired once every VEVENT is read.
 */
import type { ImportProblem, ImportRecord } from '../../domain/import';
import { alignedWall, wallIn, type ZoneContext } from './dates';
import type { EventDraft } from './event';

/** Of VEVENTs with the same identity, the newest (highest SEQUENCE, RFC 5545 §3.8.7.4), else the first. */
function newest(drafts: EventDraft[], source: string, problems: ImportProblem[]) {
  const byId = new Map<string, EventDraft>();
  for (const d of drafts) {
    const id = d.record.remoteId;
    const kept = byId.get(id);
    const [win, lose] = !kept || d.sequence > kept.sequence ? [d, kept] : [kept, d];
    byId.set(id, win);
    if (lose)
      problems.push({
        source,
        record: `VEVENT ${id}`,
        message: `another VEVENT with this UID (SEQUENCE ${win.sequence}) is read instead of this one (SEQUENCE ${lose.sequence})`,
      });
  }
  return [...byId.values()];
}

const withWarning = (record: ImportRecord, warning: string): ImportRecord => ({
  ...record,
  warnings: [...(record.warnings ?? []), warning],
});

/** An exception of a series in the file, or a single event when its series is not here. */
function exception(x: EventDraft, series: EventDraft | undefined, ctx: ZoneContext): ImportRecord {
  const rid = x.recurrenceId!;
  if (!series?.record.args.recurrence)
    return withWarning(
      x.record,
      `an occurrence (RECURRENCE-ID ${rid.written}) of a recurring event not in this file (UID ${x.uid}): read as a single event`
    );
  // The replaced occurrence's start, as the series' own rule names it: in the series' zone.
  const originalStart = alignedWall(
    wallIn(rid.prop, rid.time, series.zone, ctx),
    series.zone,
    series.start
  );
  const title = x.record.args.title ?? series.record.args.title;
  return {
    ...x.record,
    label: `event ${x.record.remoteId} “${String(title ?? '')}”`,
    args: { ...x.record.args, ...(title ? { title } : {}) },
    exceptionOf: { remoteId: series.record.remoteId, originalStart },
  };
}

/**
 * The event records: single events and series in file order, then the exceptions (each after its
 * series). An event without a title is a problem: the create route requires one (docs/api.md §7.2).
 */
export function assemble(
  drafts: EventDraft[],
  ctx: ZoneContext,
  source: string,
  problems: ImportProblem[]
): ImportRecord[] {
  const mains = newest(
    drafts.filter((d) => !d.recurrenceId),
    source,
    problems
  );
  const seriesByUid = new Map(mains.map((d) => [d.uid, d]));
  const exceptions = newest(
    drafts.filter((d) => d.recurrenceId),
    source,
    problems
  ).map((x) => exception(x, seriesByUid.get(x.uid), ctx));
  return [...mains.map((d) => d.record), ...exceptions].map(titled);
}

/**
 * An event without SUMMARY is still an event (the file rdate_exdate.ics has none): it gets the
 * title Google Calendar shows for it, and a warning, rather than being left out.
 */
const UNTITLED = '(No title)';
function titled(r: ImportRecord): ImportRecord {
  if (r.args.title) return r;
  const warnings = [...(r.warnings ?? []), `no SUMMARY: titled "${UNTITLED}"`];
  return { ...r, args: { ...r.args, title: UNTITLED }, warnings };
}
