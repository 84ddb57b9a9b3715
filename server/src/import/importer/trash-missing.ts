/**
 * A subscription's events that left its feed go to the trash (docs/api.md §15.3), like The Events
 * Calendar's Event Aggregator does, through the API's delete route (not permanently: an editor can
 * bring one back, and so does the feed, §15.3). Only after a whole read of the feed: a feed that
 * failed to load, or a list read in part, or with a record that could not be read, says nothing
 * about what is gone. An event edited here since its import stays, unless the feed wins; an
 * exception (RECURRENCE-ID) goes with its series or stays.
 */
import type { ImportBatch, ImportResult } from '../../domain/import';
import { OCCURRENCE_ID_BASE } from '../../domain/records';
import { callRoute, RecordRefused } from './call-route';
import { localState, type LocalState } from './local';
import type { ImportLink } from './links';
import { editedSince, type RecordRun } from './record';

/**
 * Whether the batch certainly holds the whole source: read without any problem. A record that
 * could not be read (a broken VEVENT, an unmappable TEC record) is not in the batch either, and
 * must not read as gone; a feed cut short is a problem of its own (import/ical/read.ts).
 */
export const readWhole = (batch: ImportBatch) => batch.problems.length === 0;

export async function trashMissing(batch: ImportBatch, run: RecordRun): Promise<ImportResult[]> {
  const present = new Set(batch.records.filter((r) => r.kind === 'event').map((r) => r.remoteId));
  const links = await run.links.ofSource();
  const gone = links.filter(
    (l) => l.kind === 'event' && !present.has(l.remoteId) && l.recordId < OCCURRENCE_ID_BASE
  );
  const results: ImportResult[] = [];
  for (const link of gone) {
    const state = await localState(run.strapi, 'event', link.recordId);
    if (!state || state.postStatus === 'trash') continue;
    const named = {
      kind: 'event' as const,
      remoteId: link.remoteId,
      label: `event ${link.remoteId}`,
      id: link.recordId,
    };
    if (!run.sourceWins && editedSince(state, link)) {
      results.push({
        ...named,
        outcome: 'skipped',
        reason: 'gone from the source, but edited here since its import',
      });
      continue;
    }
    results.push({ ...named, ...(await trash(link, state, run)) });
  }
  return results;
}

async function trash(
  link: ImportLink,
  state: LocalState,
  run: RecordRun
): Promise<Pick<ImportResult, 'outcome' | 'reason'>> {
  if (run.dryRun) return { outcome: 'trashed' };
  try {
    await run.strapi.db.transaction(async () => {
      const id = link.recordId;
      await callRoute(run.strapi, { handler: 'events.delete', id, lang: run.lang, args: {} });
      // The import's own trash: its write is no edit made here, and the status it left is kept,
      // so the event comes back as it was when the feed holds it again (docs/api.md §15.3).
      const trashed = await localState(run.strapi, 'event', id);
      await run.links.mark(link.key, {
        importedAt: trashed?.updatedAt ?? null,
        trashedFrom: state.postStatus,
      });
    });
    return { outcome: 'trashed' };
  } catch (error) {
    if (!(error instanceof RecordRefused)) throw error;
    return { outcome: 'failed', reason: error.message };
  }
}
