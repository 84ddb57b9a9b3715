/**
 * A series' language versions share its rule and schedule (docs/api.md §12), so that an
 * occurrence is at the same time in every language and `translations` can pair them: a write of
 * the rule or the schedule in one version is copied to the others; a new language version of a
 * series that brings no rule of its own takes the series' rule and schedule. Exceptions are events
 * of their own and are not shared.
 */
import type { Core } from '@strapi/strapi';
import { UID } from '../domain/records';
import { shiftBy } from '../utils/dates';
import { SOURCE, type OccurrenceSync, type SourceRow } from './occurrences';
import { table } from './tables';

const SHARED = ['recurrence', 'startUtc', 'endUtc', 'startLocal', 'endLocal', 'timezone', 'allDay'];
/** The fields a write must touch for its version to be copied to the others. */
const TRIGGERS = ['recurrence', 'startUtc', 'endUtc', 'timezone', 'allDay'];

const sharedOf = (row: SourceRow) =>
  Object.fromEntries(SHARED.map((k) => [k, row[k as keyof SourceRow]]));
const same = (a: SourceRow, b: SourceRow) =>
  JSON.stringify(sharedOf(a)) === JSON.stringify(sharedOf(b));

export function createScheduleSharing(strapi: Core.Strapi, occurrences: () => OccurrenceSync) {
  const events = () => table(strapi, UID.event);

  async function versionsOf(row: SourceRow): Promise<SourceRow[]> {
    return events().findMany({
      select: SOURCE,
      where: { documentId: row.documentId, locale: { $ne: row.locale }, seriesId: { $null: true } },
    });
  }

  /** Writes `from`'s rule and schedule on `to` (query engine: the Document Service would share again). */
  async function copy(from: SourceRow, to: SourceRow): Promise<void> {
    // A moved series: the stored occurrences follow, so they keep their ids in every language.
    if (to.recurrence && from.recurrence && to.startLocal !== from.startLocal)
      await occurrences().remapOriginals(to.id, shiftBy(to.startLocal, from.startLocal));
    await events().update({ where: { id: to.id }, data: sharedOf(from) });
    await occurrences().sync([to.id]);
  }

  return {
    /** After a write of the event row `id` that set `written` fields. */
    async share(id: number, written: string[]): Promise<void> {
      const row = await occurrences().source(id);
      if (!row || row.seriesId) return;
      const others = await versionsOf(row);
      const series = others.find((o) => o.recurrence);
      if (!row.recurrence && series && !written.includes('recurrence')) {
        await copy(series, row);
        return;
      }
      if (!written.some((k) => TRIGGERS.includes(k))) return;
      if (!row.recurrence && !series) return;
      for (const other of others) if (!same(row, other)) await copy(row, other);
    },
  };
}
