/**
 * Venues, organizers and terms an event embeds but their own list did not show (a list that
 * failed, WPML's language switching of embedded venues and organizers, docs/tec-behaviour.md §6):
 * the embedded copy has the shape of the listed record (docs/tec-behaviour.md §3.4, §3.5), so it
 * is imported from there and the event's links resolve.
 */
import type { ImportKind, ImportRecord } from '../../domain/import';
import { collect, merge, type Collected } from './collect';
import { mapLinked } from './map-linked';
import { mapTerm } from './map-term';
import { idOf, isObject, type Raw } from './text';

const asList = (v: unknown): Raw[] => (Array.isArray(v) ? v : [v]).filter(isObject);

const EMBEDS: [ImportKind, (e: Raw) => Raw[], (r: Raw) => ImportRecord][] = [
  ['category', (e) => asList(e.categories), (r) => mapTerm(r, 'category')],
  ['tag', (e) => asList(e.tags), (r) => mapTerm(r, 'tag')],
  ['venue', (e) => asList(e.venue), (r) => mapLinked(r, 'venue')],
  ['organizer', (e) => asList(e.organizer), (r) => mapLinked(r, 'organizer')],
];

export function embeddedRecords(events: Raw[], have: Set<string>, source: string): Collected {
  const parts: Collected[] = [];
  for (const [kind, embedded, map] of EMBEDS) {
    const missing = new Map<string, { rec: Raw; event: string }>();
    for (const event of events)
      for (const rec of embedded(event)) {
        const id = idOf(rec.id);
        if (id && !have.has(`${kind}|${id}`) && !missing.has(id))
          missing.set(id, { rec, event: String(event.id) });
      }
    const found = [...missing.values()];
    const part = collect(
      found.map((f) => f.rec),
      kind,
      source,
      map
    );
    part.records.forEach((r) => {
      const event = found.find((f) => idOf(f.rec.id) === r.remoteId)?.event;
      r.warnings = [...(r.warnings ?? []), `not in the ${kind} list: read from event ${event}`];
    });
    parts.push(part);
  }
  return merge(...parts);
}
