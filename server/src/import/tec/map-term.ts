/**
 * A TEC category or tag (its own record, or the copy embedded in an event: both carry name, slug,
 * description and parent) → this API's term create arguments (docs/api.md §7.5).
 */
import type { ImportRecord } from '../../domain/import';
import { label, MapError, recordId, translationOf } from './map-common';
import { compact, html, idOf, isOwnApi, plain, type Raw } from './text';

export function mapTerm(rec: Raw, kind: 'category' | 'tag'): ImportRecord {
  const id = recordId(rec, kind);
  const own = isOwnApi(rec);
  const name = plain(rec.name, own);
  if (!name) throw new MapError('no name');
  // parent 0 is WordPress's "no parent"; tags have none (docs/api.md §7.5 refuses one).
  const parent = kind === 'category' ? idOf(rec.parent) : undefined;
  return compact({
    kind,
    remoteId: id,
    label: label(kind, id, name),
    // Term descriptions are HTML in WordPress (stored kses-filtered), as here.
    args: compact({ name, slug: plain(rec.slug, own), description: html(rec.description) }),
    links: parent ? { parent } : undefined,
    translationOf: translationOf(rec),
  }) as unknown as ImportRecord;
}
