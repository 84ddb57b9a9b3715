/**
 * List envelopes and headers (docs/tec-behaviour.md §3.2, docs/api.md §6): `rest_url` and the neighbour links carry
 * every effective argument, so following `next_rest_url` walks the same result set.
 */
import { linkHeader, pageUrl, withQuery, type QueryValue } from '../urls';

export interface Archive {
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

export const EXPOSED_HEADERS = [
  'X-TEC-Total',
  'X-TEC-TotalPages',
  'X-WP-Total',
  'X-WP-TotalPages',
  'Link',
];

export interface ArchiveInput {
  key: string;
  items: unknown[];
  base: string;
  echo: Array<[string, QueryValue]>;
  page: number;
  perPage: number;
  total: number;
}

export function pagination({ base, echo, page, perPage, total }: ArchiveInput) {
  const totalPages = total === 0 ? 0 : Math.ceil(total / perPage);
  const rest = echo.filter(([k]) => k !== 'page');
  return {
    restUrl: withQuery(base, [['page', page], ...rest]),
    next: page < totalPages ? pageUrl(base, rest, page + 1) : undefined,
    previous: page > 1 && page - 1 <= totalPages ? pageUrl(base, rest, page - 1) : undefined,
    totalPages,
  };
}

export function archiveHeaders(
  total: number,
  totalPages: number,
  next?: string,
  previous?: string
): Record<string, string> {
  const link = linkHeader(next, previous);
  return {
    'X-TEC-Total': String(total),
    'X-TEC-TotalPages': String(totalPages),
    'X-WP-Total': String(total),
    'X-WP-TotalPages': String(totalPages),
    ...(link ? { Link: link } : {}),
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
  };
}

/** Events, venues and organizers: `{key}`, rest_url, next?, previous?, total, total_pages. */
export function postArchive(input: ArchiveInput): Archive {
  const { restUrl, next, previous, totalPages } = pagination(input);
  return {
    body: {
      [input.key]: input.items,
      rest_url: restUrl,
      ...(next ? { next_rest_url: next } : {}),
      ...(previous ? { previous_rest_url: previous } : {}),
      total: input.total,
      total_pages: totalPages,
    },
    headers: archiveHeaders(input.total, totalPages, next, previous),
  };
}

/** A string no body holds: JSON.stringify escapes its NULs, so it can only come from here. */
const SLOT = '\u0000items\u0000';

/**
 * The JSON text of an envelope whose `key` holds items already serialised (`parts`, each the
 * JSON.stringify of an item): byte for byte what JSON.stringify writes for the envelope with
 * those items, key order kept, without parsing or writing the items again.
 */
export function envelopeJson(body: Record<string, unknown>, key: string, parts: string[]): string {
  const text = JSON.stringify({ ...body, [key]: SLOT });
  const slot = JSON.stringify(SLOT);
  const at = text.indexOf(slot);
  return `${text.slice(0, at)}[${parts.join(',')}]${text.slice(at + slot.length)}`;
}
