/**
 * How an event read (a list, a single event) renders its events: through the copies kept under
 * the read version (rendered-events.ts). `skip` tells the service which events are kept already,
 * so their embedded records are not read; `render` gives each event's JSON, building only the
 * others and keeping them.
 */
import type { Core } from '@strapi/strapi';
import type { EventRow } from '../domain/types';
import type { EventExtras } from '../services/events';
import type { SkipEmbed } from '../services/read-path/events';
import { newestModified } from '../v1/conditional';
import type { ApiRequest } from '../v1/request';
import { serializeEvent } from '../v1/serializers/event';
import { renderedEventsOf, type RenderedEvent } from './rendered-events';

export interface ReadView {
  skip: SkipEmbed;
  render(rows: EventRow[], version: unknown): Promise<RenderedEvent[]>;
}

/**
 * What a read's body depends on among its arguments: `context` and the password that unlocks a
 * protected record (on a write, the password just set).
 */
export interface ViewArgs {
  context?: string;
  password?: unknown;
}

/**
 * What the rendered text depends on besides the records: where its URLs point, the site's zone
 * and currency, which linked records the caller may see, an editor's `context=edit`, and whether
 * it is a single read (`json_ld`).
 */
function viewKey(req: ApiRequest, unlockEdit: boolean, mayEdit: boolean, jsonLd: boolean) {
  const probe = req.output(new Map(), { edit: unlockEdit });
  return JSON.stringify([
    probe.root,
    probe.site,
    probe.origin,
    probe.rootLang ?? '',
    probe.siteZone,
    req.config.currencyCode,
    mayEdit,
    unlockEdit,
    jsonLd,
  ]);
}

export function readView(
  strapi: Core.Strapi,
  extras: (rows: EventRow[]) => Promise<EventExtras>,
  view: { req: ApiRequest; p: ViewArgs; mayEdit: boolean; jsonLd: boolean }
): ReadView {
  const { req, p, mayEdit, jsonLd } = view;
  const unlock = { password: p.password, edit: p.context === 'edit' && mayEdit };
  const key = viewKey(req, unlock.edit, mayEdit, jsonLd);
  // Without a password, what a record shows depends on its stored password and `unlock.edit`
  // alone, both known to the key: the embedded venue and organizers too, which `skip` cannot see.
  const keyOf = (row: EventRow) => `${key}${row.id}:${row.rowId ?? ''}`;
  const kept = renderedEventsOf(strapi);
  const found = new Map<EventRow, RenderedEvent>();
  // A request with a password opens the records it matches, the event's or an embedded one's:
  // rendered afresh, never kept. Nor inside a transaction (the importer calling a read), whose
  // version a rollback may undo.
  const keeping = p.password === undefined && !strapi.db.inTransaction();

  return {
    skip(row, version) {
      const hit = keeping ? kept.get(version, keyOf(row)) : undefined;
      if (hit) found.set(row, hit);
      return hit !== undefined;
    },
    async render(rows, version) {
      const missing = rows.filter((row) => !found.has(row));
      const { translations } = await extras(missing);
      const out = req.output(translations, unlock);
      const { currencyCode } = req.config;
      for (const row of missing) {
        const record = serializeEvent(row, out, { jsonLd, currencyCode });
        const rendered = { json: JSON.stringify(record), modified: newestModified(record) };
        found.set(row, rendered);
        if (keeping) kept.set(version, keyOf(row), rendered);
      }
      return rows.map((row) => found.get(row)!);
    },
  };
}

/** The newest of the events' Last-Modified dates. */
export const newestOf = (items: RenderedEvent[]): Date | null =>
  items.reduce<Date | null>(
    (newest, item) =>
      item.modified && (!newest || item.modified > newest) ? item.modified : newest,
    null
  );
