/**
 * Reads a site running The Events Calendar (or this plugin: it serves the same API, docs/api.md
 * §1.6) through its public REST API v1, into an ImportBatch (domain/import.ts): every category,
 * tag, venue, organizer and event, as the arguments of this API's create routes.
 *
 *   const batch = await readTecSite('https://old.example', { user, password, allowedHosts });
 *
 * Never throws for the source's faults: an unreachable site, a page that is not TEC's API, refused
 * credentials or a record that cannot be mapped are problems in the batch. A problem without a
 * `record` means a list could not be read whole: the batch then lacks records the source holds.
 */
import { unreadableBatch, type ImportBatch, type ImportProblem } from '../../domain/import';
import { isFetchError } from '../../utils/remote-fetch';
import { createTecClient, type TecClient } from './client';
import { collect, merge, type Collected } from './collect';
import { findNamespace, SourceRefused } from './discover';
import { embeddedRecords } from './embeds';
import { mapEvents } from './events';
import { mapEvent } from './map-event';
import { listSpecs } from './lists';
import { mapLinked } from './map-linked';
import { mapTerm } from './map-term';
import { routeUrl, type Namespace } from './namespace';
import type { TecReadOptions } from './options';
import { inImportOrder } from './order';
import { readList, type ListSpec } from './pages';
import { splitOccurrences } from './recurring';
import { isObject, type Raw } from './text';

export type { TecReadOptions, ReadProgress } from './options';

async function connect(url: string, client: TecClient): Promise<Namespace | ImportProblem> {
  try {
    return await findNamespace(url, client);
  } catch (error) {
    if (error instanceof SourceRefused || isFetchError(error))
      return { source: url, message: error.message };
    throw error;
  }
}

async function mapList(spec: ListSpec, items: unknown[], source: string, read: Reader) {
  switch (spec.kind) {
    case 'category':
    case 'tag':
      return collect(items, spec.kind, source, (r) => mapTerm(r, spec.kind as 'category' | 'tag'));
    case 'venue':
    case 'organizer':
      return collect(items, spec.kind, source, (r) =>
        mapLinked(r, spec.kind as 'venue' | 'organizer')
      );
    default:
      return mapEvents(items, { ...read, source });
  }
}

interface Reader {
  ns: Namespace;
  client: TecClient;
  options: TecReadOptions;
}

/**
 * The problems a page's items will make once mapped (the mappers are pure; a series' occurrences
 * are mapped against their series later, and counted then): so a site that answers junk page after
 * page meets the problem budget while it is read, not after 10,000 pages.
 */
function pageProblems(spec: ListSpec, items: unknown[], source: string): number {
  switch (spec.kind) {
    case 'category':
    case 'tag':
      return collect(items, spec.kind, source, (r) => mapTerm(r, spec.kind as 'category' | 'tag'))
        .problems.length;
    case 'venue':
    case 'organizer':
      return collect(items, spec.kind, source, (r) =>
        mapLinked(r, spec.kind as 'venue' | 'organizer')
      ).problems.length;
    default:
      return collect(splitOccurrences(items as Raw[]).singles, 'event', source, mapEvent).problems
        .length;
  }
}

export async function readTecSite(url: string, options: TecReadOptions = {}): Promise<ImportBatch> {
  const client = createTecClient(options);
  const ns = await connect(url, client);
  if (!('base' in ns)) return unreadableBatch(ns.source, ns.message);
  const read: Reader = { ns, client, options };
  const parts: Collected[] = [];
  let events: Raw[] = [];
  let problems = 0;
  let stopped: string | undefined;
  for (const spec of listSpecs(options, client.authenticated)) {
    // Stopped (the server shuts down): the list that failed said so, the others are not asked.
    if (options.signal?.aborted) break;
    const source = routeUrl(ns, spec.path);
    stopped = options.budget?.exceeded(problems) ?? undefined;
    if (stopped) {
      parts.push({ records: [], problems: [{ source, message: stopped }] });
      break;
    }
    let pending = 0;
    const list = await readList(ns, client, spec, options.onProgress, (items) => {
      pending += pageProblems(spec, items, source);
      return options.budget?.exceeded(problems + pending) ?? null;
    });
    const mapped = await mapList(spec, list.items, source, read);
    parts.push({ records: [], problems: list.problems }, mapped);
    problems += list.problems.length + mapped.problems.length;
    if (spec.kind === 'event') events = list.items.filter(isObject);
    stopped = list.stopped;
    if (stopped) break;
  }
  const mapped = merge(...parts);
  const have = new Set(mapped.records.map((r) => `${r.kind}|${r.remoteId}`));
  const embedded = embeddedRecords(events, have, routeUrl(ns, 'events'));
  const all = merge(mapped, embedded);
  // The namespace found, not the address given: `https://old.example` and its `/wp-json/...`
  // address are one source to the importer's links (docs/api.md §15.1).
  return {
    source: routeUrl(ns, ''),
    records: inImportOrder(all.records),
    problems: all.problems,
    ...(stopped ? { stopped } : {}),
  };
}
