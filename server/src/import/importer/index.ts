/**
 * The importer (docs/api.md §15): writes what a reader read from a source — The Events Calendar's
 * REST API or an iCalendar file or feed — into the calendar, kind by kind so that links point at
 * records written before them, each record all-or-nothing (group.ts). Idempotent: each record's link
 * (links.ts) makes a run again update what changed and create only what is new. The command line
 * and the admin Import page both run it.
 */
import type { Core } from '@strapi/strapi';
import {
  IMPORT_ORDER,
  type ImportBatch,
  type ImportOutcome,
  type ImportProblem,
  type ImportRecord,
  type ImportResult,
} from '../../domain/import';
import { pluginConfig, siteZone } from '../../config';
import { readSource, splitCredentials, type SourceOptions } from '../read-source';
import { readIcalSliced } from '../ical/read';
import { linkKey, loadLinks } from './links';
import { writeGroup } from './group';
import { together } from './run-memory';
import { importRecord, type EventDefaults, type RecordRun } from './record';
import { readWhole, trashMissing } from './trash-missing';
import { createResolver } from './resolve';
import { rememberedRefs } from './refs';
import { siteRefs } from './call-route';
import { importBudget, type ImportBudget } from '../budget';
import { messageOf, stackOf } from '../../utils/thrown';
import { slices } from '../../utils/yield-slices';
import { retryingDeadlocks } from '../../utils/deadlock';

export interface ImportOptions {
  /** Names the source in links and messages: the URL or file the records came from. */
  source: string;
  /** The language written (`--language`); the site's default when absent. */
  lang?: string;
  /** Report what would change, write nothing. */
  dryRun?: boolean;
  /** The source's version replaces edits made here since the last import (default: keep them). */
  sourceWins?: boolean;
  onProgress?: (done: number, total: number, result: ImportResult) => void;
  /** A subscription's categories and status for the events of its feed (docs/api.md §15.3). */
  eventDefaults?: EventDefaults;
  /** Trash the events of earlier runs that the source no longer holds (subscriptions). */
  trashMissing?: boolean;
  /** Stops the run (the server shuts down): a read under way at once, writes after the record being written. */
  signal?: AbortSignal;
  /** The run's time and problem budget; by default the `importBudget` option's, from the run's start. */
  budget?: ImportBudget;
}

type ImportOptionsOf = Omit<ImportOptions, 'source'>;

/** What `importFrom` adds: credentials of the source, and progress while it is read. */
export interface ImportFromOptions extends ImportOptionsOf {
  user?: string;
  password?: string;
  onRead?: SourceOptions['onRead'];
}

export interface ImportSummary {
  source: string;
  lang: string;
  dryRun: boolean;
  counts: Record<ImportOutcome, number>;
  results: ImportResult[];
  problems: ImportProblem[];
  /**
   * Why the run did not go through its source: nothing of it could be read, or a budget stopped
   * it (docs/api.md §15.2); also among `problems`. Null when it went through.
   */
  error: string | null;
}

/** How many parents a category has above it in the batch (a loop counts as none further). */
function depths(records: ImportRecord[]): Map<string, number> {
  const parent = new Map(
    records.filter((r) => r.kind === 'category').map((r) => [r.remoteId, r.links?.parent])
  );
  const depth = new Map<string, number>();
  for (const id of parent.keys()) {
    const seen = new Set([id]);
    let at = parent.get(id);
    while (at !== undefined && parent.has(at) && !seen.has(at)) {
      seen.add(at);
      at = parent.get(at);
    }
    depth.set(id, seen.size - 1);
  }
  return depth;
}

/**
 * Kinds in link order, parent categories before their children, and series before the exceptions
 * that change their occurrences: every link points at a record already written.
 */
export function writeOrder(records: ImportRecord[]): ImportRecord[] {
  const depth = depths(records);
  const rank = (r: ImportRecord) =>
    IMPORT_ORDER.indexOf(r.kind) * 1e6 +
    (r.kind === 'category' ? (depth.get(r.remoteId) ?? 0) : 0) +
    (r.exceptionOf ? 1 : 0);
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => rank(a.record) - rank(b.record) || a.index - b.index)
    .map(({ record }) => record);
}

/** The link keys of the records a run found unchanged (their links were not written). */
const unchangedKeys = (results: ImportResult[], run: RecordRun) =>
  results
    .filter((r) => r.outcome === 'unchanged')
    .map((r) => linkKey(run.namespace, r.kind, r.remoteId, run.lang));

export function countOutcomes(results: ImportResult[]): Record<ImportOutcome, number> {
  const counts: Record<ImportOutcome, number> = {
    created: 0,
    updated: 0,
    unchanged: 0,
    skipped: 0,
    failed: 0,
    trashed: 0,
  };
  for (const { outcome } of results) counts[outcome] += 1;
  return counts;
}

export function createImporter(strapi: Core.Strapi) {
  /** The language a run writes when it names none: the site's first. */
  const defaultLanguage = () => pluginConfig(strapi).languages[0];
  const budgetOf = (options: { budget?: ImportBudget }) =>
    options.budget ?? importBudget(pluginConfig(strapi).importBudget);

  async function run(batch: ImportBatch, options: ImportOptions): Promise<ImportSummary> {
    const lang = options.lang ?? defaultLanguage();
    const budget = budgetOf(options);
    const problems = [...batch.problems];
    let stopped = batch.stopped ?? null;
    const namespace = batch.namespace ?? options.source;
    const links = await loadLinks(strapi, { namespace, source: options.source, lang });
    const resolver = createResolver(namespace, lang, links.find, links.inAnyLanguage);
    const refs = rememberedRefs(siteRefs(strapi));
    const recordRun: RecordRun = {
      strapi,
      namespace,
      source: options.source,
      lang,
      dryRun: options.dryRun === true,
      sourceWins: options.sourceWins === true,
      eventDefaults: options.eventDefaults,
      links,
      resolver,
      refs: refs.refs,
      memory: together([links.memory, resolver.memory, refs.memory]),
    };
    const records = writeOrder(batch.records);
    const results: ImportResult[] = [];
    // The site answers between records (utils/yield-slices.ts): an import never stops it.
    const pause = slices();
    const step = {
      records,
      run: recordRun,
      one: (record: ImportRecord) => importOne(record, recordRun),
      aborted: () => options.signal?.aborted === true,
      pause,
    };
    let failed = 0;
    // A read a budget stopped is not written either: the budget is the run's (docs/api.md §15.2).
    while (!stopped && results.length < records.length && !step.aborted()) {
      await pause();
      // Checked between groups: a group is written whole (group.ts).
      stopped = budget.exceeded(problems.length + failed);
      if (stopped) {
        problems.push({ source: options.source, message: stopped });
        break;
      }
      for (const result of await writeGroup(step, results.length)) {
        results.push(result);
        if (result.outcome === 'failed') failed += 1;
        options.onProgress?.(results.length, records.length, result);
      }
    }
    if (!recordRun.dryRun) await links.claim(unchangedKeys(results, recordRun));
    if (options.trashMissing && !stopped && readWhole(batch) && !options.signal?.aborted)
      results.push(...(await trashMissing(batch, recordRun)));
    return {
      source: options.source,
      lang,
      dryRun: recordRun.dryRun,
      counts: countOutcomes(results),
      results,
      problems,
      error: batch.unreadable ?? stopped,
    };
  }

  /** One record never stops the rest: an unexpected failure is reported against it and logged. */
  async function importOne(record: ImportRecord, run: RecordRun): Promise<ImportResult> {
    try {
      return await retryingDeadlocks(() => importRecord(record, run));
    } catch (error) {
      strapi.log.error(
        `[calendar] import of ${record.label} from ${run.source} failed: ${stackOf(error)}`
      );
      const { kind, remoteId, label } = record;
      return {
        kind,
        remoteId,
        label,
        outcome: 'failed',
        reason: messageOf(error),
      };
    }
  }

  /** An uploaded iCalendar file (the admin Import page): known by its name to the links. */
  async function importIcalText(text: string, name: string, options: ImportOptionsOf = {}) {
    const config = pluginConfig(strapi);
    const budget = budgetOf(options);
    const batch = await readIcalSliced(text, name, { siteZone: siteZone(config) });
    return run(batch, { ...options, budget, source: `file:${name}` });
  }

  /** Reads a file or URL (read-source.ts), then imports what it holds. */
  async function importFrom(target: string, options: ImportFromOptions = {}) {
    const config = pluginConfig(strapi);
    const lang = options.lang ?? defaultLanguage();
    // One budget for the read and the writes: it runs from the start of the read.
    const budget = budgetOf(options);
    const batch = await readSource(target, {
      language: lang,
      user: options.user,
      password: options.password,
      siteZone: siteZone(config),
      limits: config.importFetch,
      allowedHosts: config.importHosts,
      onRead: options.onRead,
      signal: options.signal,
      budget,
    });
    return run(batch, {
      ...options,
      lang,
      budget,
      source: batch.source ?? splitCredentials(target).url,
    });
  }

  return { run, importFrom, importIcalText, defaultLanguage };
}

export type Importer = ReturnType<typeof createImporter>;

/**
 * The plugin's service `importer` (docs/api.md §15.4: the command line, the admin's import runs
 * and subscriptions reach it by name). The plugin's root registers it beside services/, not among
 * them: it writes through the API's handlers, a layer above the services (docs/api.md §10).
 */
export const importerService = ({ strapi }: { strapi: Core.Strapi }) => createImporter(strapi);
