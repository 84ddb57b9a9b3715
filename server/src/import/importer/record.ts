/**
 * One imported record (docs/api.md §15): found by its link or new; unchanged, kept as edited here,
 * or written through the API's own create or update route, its link saved in the same transaction.
 * A refusal fails this record alone, with the API's reason.
 */
import type { Core } from '@strapi/strapi';
import {
  changedSince,
  type ImportKind,
  type ImportRecord,
  type ImportResult,
} from '../../domain/import';
import type { ResolveRefs } from '../../domain/records';
import { ALL_EXCLUDED } from '../../domain/recurrence';
import { callRoute, RecordRefused } from './call-route';
import { discardImage, imageFor, type ImageStep } from './images';
import { linkKey, recordHash, type ImportLink, type LinkRow, type Links } from './links';
import { localState, occurrenceOf, type LocalState } from './local';
import { linkedArgs, type createResolver } from './resolve';
import { clearAbsent } from './clear-absent';
import type { Layered } from './run-memory';

const ROUTES: Record<ImportKind, string> = {
  category: 'categories',
  tag: 'tags',
  venue: 'venues',
  organizer: 'organizers',
  event: 'events',
};

export interface RecordRun {
  strapi: Core.Strapi;
  /** Where the records' identities live (ImportBatch.namespace): part of each link's key. */
  namespace: string;
  /** The file, URL or site read: names the run, and is each written link's `source`. */
  source: string;
  lang: string;
  dryRun: boolean;
  /** The source's version replaces edits made here since the last import (TEC's "update authority"). */
  sourceWins: boolean;
  links: Links;
  resolver: ReturnType<typeof createResolver>;
  /** The API's reference look-ups, remembered for the run (refs.ts). */
  refs: ResolveRefs;
  /** What the run keeps of what it wrote (links, ids, references), in step with a group's transaction. */
  memory: Layered;
  /** A subscription's choices for its events (docs/api.md §15.3). */
  eventDefaults?: EventDefaults;
}

export interface EventDefaults {
  /** Category ids every event of the source carries, beside its own. */
  categories?: number[];
  /** The status events are created in; on update their status stays the site's. */
  status?: 'publish' | 'draft';
}

/** The subscription's categories and status over what the source says (events, not exceptions). */
function withDefaults(
  record: ImportRecord,
  args: Record<string, unknown>,
  creating: boolean,
  defaults: EventDefaults | undefined
) {
  // An exception shares its series' status (docs/api.md §12.1): the source never changes it alone.
  if (record.exceptionOf) delete args.status;
  if (!defaults || record.kind !== 'event' || record.exceptionOf) return;
  if (defaults.categories?.length) {
    const own: unknown[] = Array.isArray(args.categories) ? args.categories : [];
    args.categories = [...new Set([...own, ...defaults.categories])];
  }
  if (!defaults.status) return;
  if (creating) args.status = defaults.status;
  else delete args.status;
}

type Outcome = Omit<ImportResult, 'kind' | 'remoteId' | 'label'>;

/** Where a record is written: its link key, its link when it has one, and the status to restore. */
interface Target {
  key: string;
  link: ImportLink | null;
  hash: string;
  restore: string | null;
}

/** Changed here after the import wrote it (docs/api.md §15.1). */
export const editedSince = (state: LocalState, link: ImportLink) =>
  changedSince(state.updatedAt, link.importedAt);

export async function importRecord(record: ImportRecord, run: RecordRun): Promise<ImportResult> {
  const named = { kind: record.kind, remoteId: record.remoteId, label: record.label };
  let outcome: Outcome;
  try {
    outcome = await decide(record, run);
  } catch (error) {
    if (!(error instanceof RecordRefused)) throw error;
    outcome = allExcluded(error)
      ? { outcome: 'skipped', reason: 'every date of the series is excluded' }
      : { outcome: 'failed', reason: error.message };
  }
  const warnings = [...(record.warnings ?? []), ...(outcome.warnings ?? [])];
  return { ...named, ...outcome, ...(warnings.length ? { warnings } : {}) };
}

/**
 * A series whose every date the calendar excluded: nothing to show, and nothing wrong with the
 * calendar either (Outlook keeps a meeting whose every instance was cancelled), so a note rather
 * than a failure (the CLI's exit code counts failures).
 */
function allExcluded(error: RecordRefused): boolean {
  const params = (error.data as { params?: Record<string, unknown> }).params;
  return error.code === 'rest_invalid_param' && params?.recurrence === ALL_EXCLUDED;
}

async function decide(record: ImportRecord, run: RecordRun): Promise<Outcome> {
  const key = linkKey(run.namespace, record.kind, record.remoteId, run.lang);
  const link = await run.links.find(key);
  const hash = recordHash(record);
  const found = link ? await fromLink(record, run, link, hash) : { restore: null };
  if ('outcome' in found) return found;
  const { restore } = found;
  if (run.dryRun) return { outcome: link ? 'updated' : 'created', id: link?.recordId ?? null };
  const written = await write(record, run, { key, link, hash, restore });
  return restore ? { ...written, reason: 'back in the source: restored from the trash' } : written;
}

/**
 * A record imported before: left as it is (its outcome), or written, restoring the status it had
 * when a subscription's refresh trashed it (docs/api.md §15.3) when it did.
 */
async function fromLink(
  record: ImportRecord,
  run: RecordRun,
  link: ImportLink,
  hash: string
): Promise<Outcome | { restore: string | null }> {
  const id = link.recordId;
  const state = await localState(run.strapi, record.kind, id);
  if (!state) {
    run.resolver.remember(record.kind, record.remoteId, null);
    return { outcome: 'skipped', reason: 'deleted here since its import' };
  }
  run.resolver.remember(record.kind, record.remoteId, id);
  const trashed = state.postStatus === 'trash';
  // Trashed by an editor: never brought back, as a record deleted here (docs/api.md §15.1).
  if (trashed && editedSince(state, link))
    return { outcome: 'skipped', reason: 'trashed here since its import', id };
  // The refresh's own trash moved `importedAt`, so only an editor's trash reads as edited above.
  const restore = trashed ? (link.trashedFrom ?? null) : null;
  if (link.hash === hash && !restore) return { outcome: 'unchanged', id };
  if (!run.sourceWins && editedSince(state, link))
    return { outcome: 'skipped', reason: 'edited here since its import', id };
  return { restore };
}

async function write(record: ImportRecord, run: RecordRun, target: Target): Promise<Outcome> {
  const { args, missing } = await linkedArgs(record, run.resolver);
  withDefaults(record, args, !target.link, run.eventDefaults);
  // The status it had when the refresh trashed it (docs/api.md §15.3), over the source's.
  if (target.restore) args.status = target.restore;
  if (record.translationOf && !target.link) {
    const id = await run.resolver.anyLanguage(record.kind, record.translationOf);
    if (id !== null) args.translation_of = id;
  }
  const image = await imageFor(run.strapi, args.image, target.link);
  // The `image` argument names a media library file by its id as text (docs/api.md §7.6); an
  // image the source names but that could not be downloaded leaves the record's own alone.
  if (image.id !== undefined) args.image = String(image.id);
  else delete args.image;
  if (target.link) clearAbsent(record, args);
  let link: LinkRow;
  try {
    link = await run.strapi.db.transaction(() => writeLinked(record, run, target, args, image));
  } catch (error) {
    await discardImage(run.strapi, image);
    throw error;
  }
  // Written: later records of the run may name it (kept apart until a group's commit: group.ts).
  const id = link.recordId;
  run.links.remember(link);
  run.resolver.remember(record.kind, record.remoteId, id);
  const warnings = [...missing.map((m) => `link to ${m} left out: not imported`)];
  if (image.warning) warnings.push(image.warning);
  return { outcome: target.link ? 'updated' : 'created', id, warnings };
}

/** The write and its link, in one transaction (the route's own transaction joins this one). */
async function writeLinked(
  record: ImportRecord,
  run: RecordRun,
  target: Target,
  args: Record<string, unknown>,
  image: ImageStep
): Promise<LinkRow> {
  const id = await callWrite(record, run, target.link, args);
  const state = await localState(run.strapi, record.kind, id);
  const link: LinkRow = {
    key: target.key,
    namespace: run.namespace,
    source: run.source,
    kind: record.kind,
    remoteId: record.remoteId,
    lang: run.lang,
    recordId: id,
    hash: target.hash,
    importedAt: state?.updatedAt ?? null,
    imageUrl: image.url,
    imageId: image.id ?? null,
    trashedFrom: null,
  };
  await run.links.save(link, target.link);
  return link;
}

async function callWrite(
  record: ImportRecord,
  run: RecordRun,
  link: ImportLink | null,
  args: Record<string, unknown>
): Promise<number> {
  const plural = ROUTES[record.kind];
  const call = (handler: string, id?: number, extra: Record<string, unknown> = {}) =>
    callRoute(run.strapi, {
      handler,
      id,
      lang: run.lang,
      args: { ...args, ...extra },
      refs: run.refs,
    });
  try {
    if (record.exceptionOf) {
      const occurrence = link?.recordId ?? (await exceptionTarget(record, run));
      // RECURRENCE-ID: this occurrence alone becomes the exception (docs/api.md §12.4 scope `this`).
      return idOf(await call('events.update', occurrence, { scope: 'this' }));
    }
    if (link) return idOf(await call(`${plural}.update`, link.recordId));
    return idOf(await call(`${plural}.create`));
  } catch (error) {
    // A new term whose name exists here already (made by hand, or by another source) is that one.
    // Not on update: a rename onto another term's name is refused like any other write.
    const existing = link ? null : termExists(error);
    if (existing !== null) return existing;
    throw error;
  }
}

async function exceptionTarget(record: ImportRecord, run: RecordRun): Promise<number> {
  const { remoteId, originalStart } = record.exceptionOf!;
  const series = await run.resolver.local('event', remoteId);
  const occurrence = series === null ? null : await occurrenceOf(run.strapi, series, originalStart);
  if (occurrence === null)
    throw new RecordRefused(`its series ${remoteId} has no occurrence starting ${originalStart}`);
  return occurrence;
}

const idOf = (res: { body: unknown }) => (res.body as { id: number }).id;

function termExists(error: unknown): number | null {
  if (!(error instanceof RecordRefused) || error.code !== 'term_exists') return null;
  const id = error.data.term_id;
  return typeof id === 'number' ? id : null;
}
