/** Pieces every record shape shares: post dates, author, ids, language additions. */
import { DateTime } from 'luxon';
import { translationKey, type OccurrenceOf, type Translations } from '../../domain/types';
import { globalId } from '../urls';
import { memoize } from '../../utils/memo';
import { instantOf } from '../../utils/dates';
import type { OutputContext } from './context';

const WALL = 'yyyy-MM-dd HH:mm:ss';

/** TEC's `date`, `date_utc`, `modified`, `modified_utc`: site-local and UTC wall times. */
export function postDates(
  rec: { postDate: string | Date | null; createdAt: string | Date; updatedAt: string | Date },
  out: OutputContext
) {
  const date = isoOf(rec.postDate) ?? isoOf(rec.createdAt) ?? new Date().toISOString();
  const modified = isoOf(rec.updatedAt) ?? date;
  return {
    date: wallIn(`${out.siteZone} ${date}`),
    date_utc: wallIn(`UTC ${date}`),
    modified: wallIn(`${out.siteZone} ${modified}`),
    modified_utc: wallIn(`UTC ${modified}`),
  };
}

/**
 * An instant's UTC wall time (TEC's `utc_start_date`, `utc_end_date`): two per event on every
 * page, so through the same memos as the post dates — luxon formatting them afresh was 7% of what
 * a list request allocated (bench `--memory`, docs/performance.md).
 */
export function utcWall(value: string | Date): string {
  return wallIn(`UTC ${isoOf(value) ?? String(value)}`);
}

/** The instant as a UTC ISO string, or null when absent or not a date. */
function isoOf(value: string | Date | null | undefined): string | null {
  if (!value) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  return utcIso(String(value));
}

const utcIso = memoize((text: string) => instantOf(text)?.toUTC().toISO() ?? null, {
  max: 50_000,
  maxKeyLength: 60,
});

/**
 * `zone instant` → that instant's wall time in the zone. Venues and organizers repeat on every page
 * and luxon's formatting is a visible share of a list's cost, so each pair is formatted once.
 */
const wallIn = memoize(
  (key: string) => {
    const space = key.indexOf(' ');
    return DateTime.fromISO(key.slice(space + 1), { zone: 'utc' })
      .setZone(key.slice(0, space))
      .toFormat(WALL);
  },
  { max: 50_000, maxKeyLength: 120 }
);

/** TEC returns the author as a numeric string (docs/tec-behaviour.md §3.3 [T]); "0" when there is none, like WordPress. */
export const authorString = (authorId: number | null | undefined) => String(authorId ?? 0);

export function globalIds(id: number, out: OutputContext) {
  const gid = globalId(out.site, id);
  return { global_id: gid, global_id_lineage: [gid] };
}

/** docs/api.md §2 additions: the record's language and the ids of all its language versions. */
export function languageFields(
  rec: { id: number; documentId: string; locale: string; occurrence?: OccurrenceOf | null },
  out: OutputContext
) {
  const translations: Translations = out.translations.get(translationKey(rec)) ?? {
    [rec.locale]: rec.id,
  };
  return { translation_language: rec.locale, translations };
}

/** TEC drops every empty value from venue and organizer records (docs/tec-behaviour.md §3.4, "emptiness rule"). */
export function pruneEmpty<T extends Record<string, unknown>>(record: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(record)) {
    const empty =
      value === '' ||
      value === '0' ||
      value === false ||
      value === null ||
      value === undefined ||
      (Array.isArray(value) && value.length === 0);
    if (!empty) out[key] = value;
  }
  return out as Partial<T>;
}
