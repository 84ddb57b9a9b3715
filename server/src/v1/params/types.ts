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
  /** Documented default; also applied before validation, as WordPress does (docs/tec-behaviour.md §1.1 step 2). */
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
