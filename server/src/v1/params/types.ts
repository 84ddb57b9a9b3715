/**
 * A parameter definition is the single source for a route argument: the validator (validate.ts),
 * the parser that turns the wire value into the value services get, the namespace index and the
 * OpenAPI document. A parameter cannot be documented without being implemented, or the reverse.
 */
import type { SiteFieldKind, SiteFields } from '../../domain/site-fields';
import type { CalendarConfig } from '../../config';
import type { RefQuery } from '../../domain/records';
import type { Refs } from './refs';

export type ArgType = 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'object';

/** What a request's argument processing starts from: never the koa context, nothing that does I/O. */
export interface RequestBasics {
  lang: string;
  config: CalendarConfig;
  now: Date;
  /** The site's own fields of the content types (docs/api.md §14); none when absent. */
  siteFields?: SiteFields;
}

/** What validators and parsers may look at: plain values, decided before they run. */
export interface ParamContext extends RequestBasics {
  /** Values already parsed for other parameters of the same request (e.g. `timezone` for dates). */
  raw: Record<string, unknown>;
  /** The answers to the references the request's arguments name (after `refs`: see ParamDef). */
  refs: Refs;
  /**
   * Whether the caller holds an action, decided once per request before the arguments are read
   * (docs/api.md §10): only actions a parameter's `needs` or the route's `permissions` name.
   */
  may(action: string): boolean;
}

export type { RecordKind } from '../../domain/records';

export interface ParamDef {
  name: string;
  in: 'query' | 'path' | 'body';
  /** WordPress arg type. With `typeChecked`, a value of another type fails with "<name> is not of type <type>." */
  type?: ArgType;
  /** Item type of array arguments, for the documentation. */
  items?: ArgType;
  /** TEC declares a custom sanitiser for some typed arguments (page, per_page): their failures read "Invalid parameter.". */
  typeChecked?: boolean;
  required?: boolean;
  /** Documented default; also applied before validation, like WordPress (docs/tec-behaviour.md §1.1 step 2). */
  default?: unknown;
  enum?: readonly string[];
  description: string;
  /**
   * Documentation only (namespace index, /doc), never read by the validator: allowed values that
   * depend on the plugin options (translation_language: the enabled languages), for arguments whose
   * own `validate` enforces them.
   */
  enumOf?: (config: CalendarConfig) => readonly string[];
  /** Documentation only: a default the handler applies from the plugin options (per_page), not before validation. */
  defaultOf?: (config: CalendarConfig) => unknown;
  /** Documentation only: the object's members are the site's own fields of this kind (docs/api.md §14). */
  siteFieldsOf?: SiteFieldKind;
  /** Documentation only: allowed values of each item of a list argument (status), enforced by its `validate`. */
  itemEnum?: readonly string[];
  /**
   * The syntax of a TEC validate_callback: false → "Invalid parameter.". Pure: it reads the value
   * only, never the database (references) nor the caller (permissions).
   */
  validate?: (value: unknown, c: ParamContext) => boolean;
  /**
   * The references a value that passed `validate` names (ids, slugs, users, images...). The request
   * looks up the references of all its arguments at once, before `accepts` and `parse` read the
   * answers from `c.refs`.
   */
  refs?: (value: unknown, c: ParamContext) => RefQuery[];
  /** The actions whose answer `accepts` or `parse` read for this value (`c.may`), asked with the references. */
  needs?: (value: unknown, c: ParamContext) => readonly string[];
  /** With references answered and permissions decided: whether the value is valid (false → "Invalid parameter."). */
  accepts?: (value: unknown, c: ParamContext) => boolean;
  /** The valid wire value → the value handlers receive. Type coercion when absent. */
  parse?: (value: unknown, c: ParamContext) => unknown;
}

export type Parsed = Record<string, unknown>;

/**
 * The value a definition hands its handler, read off the definition itself: what its `parse`
 * returns; else one of its `enum`; else its wire `type` after `coerce` (coerce.ts); else the wire
 * value as sent. So a parameter added to a list has its type with no type written for it.
 */
export type ValueOf<D extends ParamDef> = D extends { parse: (...args: never[]) => infer V }
  ? V
  : D extends { enum: readonly (infer E)[] }
    ? E
    : CoercedType<D['type']>;

/** What `coerce` (coerce.ts) makes of a value of each WordPress type. */
type CoercedType<T> = T extends 'integer' | 'number'
  ? number
  : T extends 'boolean'
    ? boolean
    : T extends 'array'
      ? string[]
      : T extends 'string'
        ? string
        : unknown;

/** Whether a parsed value is always there: required, or defaulted before validation (validate.ts). */
type AlwaysPresent<D extends ParamDef> = D extends { required: true }
  ? true
  : D extends { default: infer X }
    ? X extends undefined
      ? false
      : true
    : false;

type Flat<T> = { [K in keyof T]: T[K] } & {};

/**
 * The parsed arguments of a list of definitions (`D`: the union of its items), as validate.ts
 * builds them: one member per definition, by its name, optional unless always present.
 */
export type ParsedParams<D extends ParamDef> = Flat<
  { [P in D as AlwaysPresent<P> extends true ? P['name'] : never]: ValueOf<P> } & {
    [P in D as AlwaysPresent<P> extends true ? never : P['name']]?: ValueOf<P>;
  }
>;

type KeysOfUnion<U> = U extends unknown ? keyof U : never;

/**
 * A handler served by several routes (by id and by slug) reads the arguments of any of them: each
 * route's own, with the names only the others have as absent, so `p.id ?? p.slug` compiles.
 */
export type EitherOf<U, All = U> = U extends unknown
  ? Flat<U & { [K in Exclude<KeysOfUnion<All>, keyof U>]?: undefined }>
  : never;

/** What the parameters of a route (or of any of a union of routes) parse into. */
export type ParamsOf<R extends { params: readonly ParamDef[] }> = EitherOf<
  R extends unknown ? ParsedParams<R['params'][number]> : never
>;

/**
 * A definition with its literal types kept (its name, its `required: true`, its enum values, what
 * its `parse` returns), for ValueOf and ParsedParams. Checked against ParamDef like an annotation.
 */
export const param = <const D extends ParamDef>(def: D): D => def;
