/**
 * Events the way a read answers them, kept in JSON text under the read version (docs/api.md §10.1,
 * issue #18). Building TEC's record — embedded venue, organizers and terms, Markdown, dates in two
 * zones, cost, JSON-LD — and serialising it was half of a list request's busy time, and the same
 * event is built again for every request until something is written. A kept event spares its
 * embedded records' statements too (read-path/events.ts `SkipEmbed`): a page whose events are all
 * kept is read in one statement.
 *
 * Kept only under the read version the request's own first statement read, which every write of
 * any instance rewrites: a write committed anywhere is seen by the next read everywhere, as for
 * the kept totals and term counts. The key holds everything of the request that the text depends
 * on — where its URLs point (root, public site, origin, the root's language), the site's zone and
 * currency, whether the caller may see drafts (which venues and organizers are embedded), single
 * read or list (`json_ld`), and whether this event's protected fields are open to this request —
 * so one caller is never served another's view.
 */
import { LRUCache } from 'lru-cache';
import { cachesOn } from '../utils/caches';

export interface RenderedEvent {
  /** The event's JSON, exactly the way JSON.stringify writes it inside the body. */
  json: string;
  /** Its newest `modified_utc`, for Last-Modified (v1/conditional.ts). */
  modified: Date | null;
}

/**
 * At most this many characters of JSON kept, all events together: about 2,000 events of a list
 * (≈4,000 characters each; a single read with JSON-LD is ≈5,500), ≈8 MB of one-byte strings.
 */
const MAX_CHARS = 8_000_000;

export function createRenderedEvents(maxChars = MAX_CHARS) {
  let current: unknown;
  const kept = new LRUCache<string, RenderedEvent>({
    maxSize: maxChars,
    sizeCalculation: (value, key) => value.json.length + key.length,
  });
  const usable = (version: unknown) => cachesOn() && version !== undefined;

  return {
    get(version: unknown, key: string): RenderedEvent | undefined {
      return usable(version) && version === current ? kept.get(key) : undefined;
    },
    /** Keeps `rendered` under `version`; a new version lets go of every event kept under the last. */
    set(version: unknown, key: string, rendered: RenderedEvent): void {
      if (!usable(version)) return;
      if (version !== current) {
        kept.clear();
        current = version;
      }
      kept.set(key, rendered);
    },
  };
}

export type RenderedEvents = ReturnType<typeof createRenderedEvents>;

const instances = new WeakMap<object, RenderedEvents>();

/** The kept events of this Strapi instance. */
export function renderedEventsOf(strapi: object): RenderedEvents {
  let found = instances.get(strapi);
  if (!found) instances.set(strapi, (found = createRenderedEvents()));
  return found;
}
