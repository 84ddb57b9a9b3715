/**
 * A parameter definition is the single source for a route argument: the validator (yup, below),
 * the parser that turns the wire value into the value services get, the namespace index and the
 * OpenAPI document. A parameter cannot be documented without being implemented, or the reverse.
 */
import type { Caller } from '../../domain/caller';
import type { CalendarConfig } from '../../config';
import type { Lookup } from '../../domain/records';

export type ArgType = 'integer' | 'number' | 'boolean' | 'string' | 'array' | 'object';

/** What validators and parsers may look at: never the koa context. */
export interface ParamContext {
  lang: string;
  caller: Caller;
  config: CalendarConfig;
  now: Date;
  /** Existence checks against the database (ids, slugs), provided by the services. */
  lookup: Lookup;
  /** Values already parsed for other parameters of the same request (e.g. `timezone` for dates). */
  raw: Record<string, unknown>;
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
  /** Documentation only: allowed values of each item of a list argument (status), enforced by its `validate`. */
  itemEnum?: readonly string[];
  /** A TEC validate_callback: false → "Invalid parameter.". May look things up. */
  validate?: (value: unknown, c: ParamContext) => boolean | Promise<boolean>;
  /** The valid wire value → the value handlers receive. Type coercion when absent. */
  parse?: (value: unknown, c: ParamContext) => unknown | Promise<unknown>;
}

export type Parsed = Record<string, unknown>;
