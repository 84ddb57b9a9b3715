/**
 * What an event write links to (docs/tec-behaviour.md §4.6–4.7): existing records by id, or records to create —
 * inline venue and organizer data (de-duplicated like their own routes) and terms named but not yet
 * there. Resolved inside the event's transaction, so a failed event write leaves none of them
 * behind (docs/api.md §7, a fix: TEC created them first and kept them).
 */
import type { Core } from '@strapi/strapi';
import type { LinkedKind } from '../domain/linked';
import type { TermKind } from '../domain/terms';
import { getService } from '../utils/get-service';
import type { EventLinks, LinkRef, TermRef } from '../domain/events';

export interface LinkIds {
  venue?: number | null;
  organizers?: number[];
  categories?: number[];
  tags?: number[];
}

const unique = (ids: number[]) => [...new Set(ids)];

export async function resolveLinks(
  strapi: Core.Strapi,
  links: EventLinks,
  lang: string
): Promise<LinkIds> {
  const linked = getService(strapi, 'linked');
  const terms = getService(strapi, 'terms');
  const records = getService(strapi, 'records');
  const record = async (kind: LinkedKind, ref: LinkRef) =>
    'id' in ref ? ref.id : (await linked.createIn(kind, ref.create, lang)).id;
  const term = async (kind: TermKind, ref: TermRef) => {
    if ('id' in ref) return ref.id;
    // Looked up again inside the transaction: an earlier item of the same write may have created it.
    // A concurrent write creating the same name makes this one's insert clash on the slug; the event
    // write's retry then runs this again, which finds and links that term (slug-clash.ts).
    return (
      (await records.termByText(kind, ref.name, lang)) ??
      (await terms.createIn(kind, { name: ref.name }, lang)).id
    );
  };
  const out: LinkIds = {};
  if (links.venue !== undefined)
    out.venue = links.venue === null ? null : await record('venue', links.venue);
  // One after another: order is kept (docs/tec-behaviour.md §4.7), and two equal inline items de-duplicate.
  if (links.organizers) {
    out.organizers = [];
    for (const ref of links.organizers) out.organizers.push(await record('organizer', ref));
    out.organizers = unique(out.organizers);
  }
  for (const kind of ['categories', 'tags'] as const) {
    const refs = links[kind];
    if (!refs) continue;
    const ids: number[] = [];
    for (const ref of refs) ids.push(await term(kind === 'categories' ? 'category' : 'tag', ref));
    out[kind] = unique(ids);
  }
  return out;
}
