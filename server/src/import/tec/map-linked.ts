/**
 * A TEC venue or organizer (its own record, or the copy embedded in an event: the same pruned
 * shape, docs/api.md §2) → this API's create arguments (docs/api.md §7.4).
 */
import type { ImportRecord } from '../../domain/import';
import {
  customFields,
  label,
  MapError,
  publicationDate,
  recordId,
  statusArg,
  translationOf,
} from './map-common';
import { compact, html, imageUrl, isOwnApi, plain, website, type Raw } from './text';

const VENUE_TEXT = ['address', 'city', 'country', 'province', 'state', 'zip', 'phone'];
const ORGANIZER_TEXT = ['phone', 'email'];

const coordinate = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** The venue map flags are string-typed on writes, the way TEC types them (docs/api.md §7.4). */
const flag = (v: unknown) => (typeof v === 'boolean' ? String(v) : undefined);

/**
 * A password-protected record read without its password: TEC turns its name into `[]`
 * (docs/api.md §11.1), this API shows venues' map flags as `null`. Imported, it would lose its
 * content and its protection alike (no API returns the password): refused, named.
 */
function assertUnlocked(rec: Raw, kind: 'venue' | 'organizer') {
  if (Array.isArray(rec[kind]) || (kind === 'venue' && rec.show_map === null))
    throw new MapError(
      `password-protected: its fields are hidden from this reader and its password is never returned; move it by hand`
    );
}

function kindFields(rec: Raw, kind: 'venue' | 'organizer', own: boolean) {
  const names = kind === 'venue' ? VENUE_TEXT : ORGANIZER_TEXT;
  const out: Raw = Object.fromEntries(names.map((n) => [n, plain(rec[n], own)]));
  if (kind === 'venue') {
    Object.assign(out, {
      stateprovince: plain(rec.stateprovince, own),
      show_map: flag(rec.show_map),
      show_map_link: flag(rec.show_map_link),
      geo_lat: coordinate(rec.geo_lat),
      geo_lng: coordinate(rec.geo_lng),
    });
  }
  return out;
}

export function mapLinked(rec: Raw, kind: 'venue' | 'organizer'): ImportRecord {
  const id = recordId(rec, kind);
  assertUnlocked(rec, kind);
  const own = isOwnApi(rec);
  const name = plain(rec[kind], own);
  if (!name) throw new MapError('no name');
  const warnings: string[] = [];
  const site = website(rec.website, own);
  if (site.warning) warnings.push(site.warning);
  const args = compact({
    [kind]: name,
    description: html(rec.description),
    excerpt: html(rec.excerpt),
    slug: plain(rec.slug, own),
    status: statusArg(rec.status, warnings),
    date_utc: publicationDate(rec.date_utc),
    image: imageUrl(rec.image),
    ...kindFields(rec, kind, own),
    website: site.url,
    custom_fields: customFields(rec.custom_fields, own, warnings),
  });
  return compact({
    kind,
    remoteId: id,
    label: label(kind, id, name),
    args,
    translationOf: translationOf(rec),
    warnings: warnings.length ? warnings : undefined,
  }) as unknown as ImportRecord;
}
