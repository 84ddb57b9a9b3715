/**
 * Parameter definitions shared by several routes. Descriptions are English here; the namespace
 * index and /doc translate them by name.
 */
import { normalizeTimezone, parseDateInput } from '../../utils/dates';
import { isPostStatus, POST_STATUSES } from '../../domain/visibility';
import { isIntegerLike, isScalarList, toList } from './coerce';
import { ref } from './refs';
import { param, type ParamContext, type ParamDef, type RecordKind } from './types';

const positiveInt = (v: unknown) => isIntegerLike(v) && Number(v) >= 1;

/** TEC validates page/per_page with its own callback, so failures read "Invalid parameter." (docs/tec-behaviour.md §11.11). */
export const page = param({
  name: 'page',
  in: 'query',
  type: 'integer',
  typeChecked: false,
  default: 1,
  description: 'The archive page to return',
  validate: positiveInt,
  parse: (v) => Number(v),
});

export const perPage = param({
  name: 'per_page',
  in: 'query',
  type: 'integer',
  typeChecked: false,
  description: 'The number of items to return on each page',
  // Applied by the handlers (it is a plugin option), so only documented here.
  defaultOf: (config) => config.perPage,
  validate: positiveInt,
  // Clamped, not rejected (TEC clamps to 50; docs/api.md §6 makes both numbers options).
  parse: (v, c) => Math.min(Number(v), c.config.maxPerPage),
});

export const translationLanguage = param({
  name: 'translation_language',
  in: 'query',
  type: 'string',
  description: 'The language of the records to read or write (a language code of the site)',
  // Not an `enum`: the languages are a plugin option, and `validate` already refuses the others.
  enumOf: (config) => config.languages,
  validate: (v, c) => typeof v === 'string' && c.config.languages.includes(v),
});

export const password = param({
  name: 'password',
  in: 'query',
  type: 'string',
  description: 'The password of password-protected records',
});

export const context = param({
  name: 'context',
  in: 'query',
  type: 'string',
  // WordPress's contexts; `embed` reads like `view`.
  enum: ['view', 'embed', 'edit'],
  default: 'view',
  description:
    'The context of the request: "edit" shows protected content to callers who may edit it',
});

/**
 * The router only lets digits through (docs/api.md §1). Any run of digits is an integer to WordPress, so
 * an id too large to exist is an unknown record (404), not a type error: no length check here.
 */
export const idPath = param({
  name: 'id',
  in: 'path',
  type: 'integer',
  typeChecked: false,
  required: true,
  description: 'The record ID',
  validate: (v) => /^\d+$/.test(String(v)),
  parse: (v) => Number(v),
});

export const slugPath = param({
  name: 'slug',
  in: 'path',
  type: 'string',
  required: true,
  description: 'The record slug',
});

/** A date in any form TEC accepts (docs/api.md §6), checked in the request's `timezone` or the site's. */
export function dateArg<const N extends string, const W extends 'query' | 'body' = 'query'>(
  name: N,
  description: string,
  where?: W
) {
  return param({
    name,
    in: where ?? 'query',
    description,
    validate: (v, c) => isDateInput(v) && parseDateInput(v, zoneOf(c), c.now) !== null,
    // The value as sent (validate checked its kind): what parseDateInput reads again.
    parse: (v): string | number => (isDateInput(v) ? v : String(v)),
  });
}

const isDateInput = (v: unknown): v is string | number =>
  typeof v === 'string' || typeof v === 'number';

/** The zone a request's naive dates are read in: its own `timezone` argument when valid, else the site's. */
export function zoneOf(c: ParamContext): string {
  const given = typeof c.raw.timezone === 'string' ? normalizeTimezone(c.raw.timezone) : null;
  return given ?? siteZoneOf(c);
}

/**
 * The site's timezone, whatever the request sends: the zone of a publication date (`date`), a
 * WordPress post date that TEC stores as the site's wall time as given, so neither an event's
 * `timezone` nor the one a venue write may carry shifts it (docs/api.md §7.2, §7.4).
 */
export function siteZoneOf(c: ParamContext): string {
  return normalizeTimezone(c.config.timezone) ?? 'UTC';
}

/**
 * A list of references to records of `kind` (CSV or array): ids of any language version, and slugs
 * when `bySlug`. Every item must exist (TEC answers 400 otherwise); parsed into the ids of the
 * request language's versions.
 */
export function refList(kind: RecordKind, bySlug: boolean) {
  return {
    // Documentation only: a list of ids, or of ids and slugs (the validator does not look at it).
    items: bySlug ? 'string' : 'integer',
    validate: (v) =>
      isScalarList(v) &&
      toList(v).length > 0 &&
      (bySlug || toList(v).every((i) => /^\d+$/.test(i))),
    refs: (v) => [ref.records(kind, toList(v), bySlug)],
    accepts: (v, c) => c.refs.records(kind, toList(v), bySlug) !== null,
    parse: (v: unknown, c: ParamContext): number[] => c.refs.records(kind, toList(v), bySlug) ?? [],
  } satisfies Pick<ParamDef, 'items' | 'validate' | 'refs' | 'accepts' | 'parse'>;
}

/**
 * TEC (docs/tec-behaviour.md §5.2): callers who may not see unpublished records may only ask for `publish`; others may ask
 * for any list of registered statuses. `any` is not a status (docs/api.md §6: we never emit it either).
 */
export function statusList(updateAction: string) {
  const onlyPublished = (v: unknown) => toList(v).every((s) => s === 'publish');
  return param({
    name: 'status',
    in: 'query',
    description: 'The post statuses to include, as a comma-separated list or an array',
    // Documentation only: `validate` below is what refuses other values.
    items: 'string',
    itemEnum: POST_STATUSES,
    validate: (v) => {
      if (!isScalarList(v)) return false;
      const items = toList(v);
      return (
        items.length > 0 && items.every((s) => (POST_STATUSES as readonly string[]).includes(s))
      );
    },
    // The caller is asked only when a status other than `publish` is.
    needs: (v) => (onlyPublished(v) ? [] : [updateAction]),
    accepts: (v, c) => onlyPublished(v) || c.may(updateAction),
    // `validate` let only statuses through: the filter keeps them all, typed.
    parse: (v) => [...new Set(toList(v))].filter(isPostStatus),
  });
}

/**
 * `translation_of` (an addition, docs/api.md §2): create the request language's version of an existing
 * record, given the id of any of its versions. Parsed into the record's document id; whether that
 * language version already exists is checked by the write (409-like 400 rest_translation_exists).
 */
export function translationOf(kind: RecordKind) {
  return param({
    name: 'translation_of',
    in: 'body',
    type: 'integer',
    description:
      'The id of a record in another language: creates its version in translation_language',
    validate: (v) => isIntegerLike(v) && Number(v) > 0,
    refs: (v) => [ref.document(kind, Number(v))],
    accepts: (v, c) => c.refs.document(kind, Number(v)) !== null,
    parse: (v, c) => c.refs.document(kind, Number(v)),
  });
}
