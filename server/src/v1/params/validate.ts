/**
 * Runs a route's parameter definitions over a request's input, in WordPress's order
 * (docs/tec-behaviour.md §1.1): defaults, required check (all missing names at once), validation of every
 * present argument (all failures at once), then parsing into the values handlers use.
 *
 * Three steps (docs/api.md §10): a pure check of every argument's syntax, which also collects the
 * references the arguments name and the permissions they depend on; one look-up of all those
 * references and one decision of those permissions, by the request (`ParamIO`); then, pure again,
 * the failures of references and permissions merged with the syntax failures in definition order,
 * and the parsing.
 */
import type { RefAnswer, RefQuery } from '../../domain/records';
import { invalidParams, missingParams, type ParamFailure } from '../errors';
import { message } from '../messages';
import { coerce, matchesType } from './coerce';
import { answered, distinct, noRefs } from './refs';
import type { ParamContext, ParamDef, Parsed, ParsedParams, RequestBasics } from './types';

/** What argument processing asks of its request: the only I/O it depends on, done for it. */
export interface ParamIO {
  /** Every reference the request's arguments name, answered in order: one call per request. */
  resolve(queries: readonly RefQuery[]): Promise<RefAnswer[]>;
  /** Asks the caller about these actions once; `may` answers them afterwards. */
  decide(actions: readonly string[]): Promise<void>;
  may(action: string): boolean;
}

/**
 * Whether a value holds a NUL character anywhere (strings, list items, object keys and members).
 * PostgreSQL refuses NUL in text (a 500 from any query or write it reaches), and no argument of the
 * API has a use for it, so it is an invalid parameter on every database alike. Iterative: a JSON
 * body may nest thousands of levels deep.
 */
export function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\u0000')) return true;
    } else if (typeof v === 'object' && v !== null) {
      for (const [key, member] of Object.entries(v)) pending.push(key, member);
    }
  }
  return false;
}

/** `may` of an action no parameter's `needs` nor the route's `permissions` named: a bug, not a "no". */
export const undecided = (action: string): boolean => {
  throw new Error(
    `permission not decided before use: ${action} (declare it in needs or the route's permissions)`
  );
};

function withDefaults(
  defs: readonly ParamDef[],
  input: Record<string, unknown>
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of defs) {
    const value = input[def.name];
    out[def.name] = value === undefined || value === null ? def.default : value;
  }
  return out;
}

/** A request's arguments after the pure check: what is wrong so far, and what to look up and decide. */
export interface Checked<D extends ParamDef = ParamDef> {
  defs: readonly D[];
  values: Record<string, unknown>;
  /** NUL characters and `validate`: "Invalid parameter.". */
  failures: Map<string, ParamFailure>;
  /** Enum and type failures, reported unless the argument's references or permissions fail (they are checked first). */
  later: Map<string, ParamFailure>;
  queries: RefQuery[];
  needs: string[];
}

/** The enum, then the WordPress type check: the first failure, or null. */
function shapeFailure(def: ParamDef, value: unknown, lang: string): ParamFailure | null {
  if (def.enum && !(typeof value === 'string' && def.enum.includes(value))) {
    const text = message('not_one_of', lang, { param: def.name, values: def.enum.join(', ') });
    return {
      message: text,
      detail: { code: 'rest_not_in_enum', message: text, data: { param: def.name } },
    };
  }
  if (def.type && def.typeChecked !== false && !matchesType(def.type, value)) {
    const text = message('not_of_type', lang, { param: def.name, type: def.type });
    return {
      message: text,
      detail: { code: 'rest_invalid_type', message: text, data: { param: def.name } },
    };
  }
  return null;
}

/**
 * Step 1, pure: defaults, the required check (throws 400 rest_missing_callback_param), then per
 * present argument NUL anywhere and `validate`; for the arguments that pass, their references,
 * the permissions they need, and their enum and type failures.
 */
export function checkParams<D extends ParamDef>(
  defs: readonly D[],
  input: Record<string, unknown>,
  basics: RequestBasics
): Checked<D> {
  const values = withDefaults(defs, input);
  const missing = defs.filter((d) => d.required && values[d.name] === undefined).map((d) => d.name);
  if (missing.length) throw missingParams(missing);
  const c: ParamContext = {
    lang: basics.lang,
    config: basics.config,
    now: basics.now,
    siteFields: basics.siteFields,
    raw: values,
    refs: noRefs,
    may: undecided,
  };
  const checked: Checked<D> = {
    defs,
    values,
    failures: new Map(),
    later: new Map(),
    queries: [],
    needs: [],
  };
  for (const def of defs) {
    const value = values[def.name];
    if (value === undefined) continue;
    if (holdsNul(value) || (def.validate && !def.validate(value, c))) {
      checked.failures.set(def.name, { message: message('invalid_parameter', c.lang) });
      continue;
    }
    checked.queries.push(...(def.refs?.(value, c) ?? []));
    checked.needs.push(...(def.needs?.(value, c) ?? []));
    const failure = shapeFailure(def, value, c.lang);
    if (failure) checked.later.set(def.name, failure);
  }
  return checked;
}

/** Step 3a, pure: every failure, in definition order, the way WordPress walks the argument list. */
export function failuresOf(checked: Checked, context: ParamContext): Record<string, ParamFailure> {
  const c = { ...context, raw: checked.values };
  const failures: Record<string, ParamFailure> = {};
  for (const def of checked.defs) {
    const value = checked.values[def.name];
    const failure =
      checked.failures.get(def.name) ??
      (value !== undefined && def.accepts && !def.accepts(value, c)
        ? { message: message('invalid_parameter', c.lang) }
        : checked.later.get(def.name));
    if (failure) failures[def.name] = failure;
  }
  return failures;
}

/**
 * Step 3b, pure: valid arguments → the values handlers receive, typed by their definitions
 * (ParsedParams, types.ts). The one place that type is asserted: the loop below builds exactly
 * it, each definition's `parse` (or `coerce` of its `type`) under its name, absent when not sent
 * and not defaulted.
 */
export function parseChecked<D extends ParamDef>(
  checked: Checked<D>,
  context: ParamContext
): ParsedParams<D> {
  const c = { ...context, raw: checked.values };
  const parsed: Parsed = {};
  for (const def of checked.defs) {
    const value = checked.values[def.name];
    if (value === undefined) continue;
    parsed[def.name] = def.parse ? def.parse(value, c) : coerce(def.type, value);
  }
  return parsed as ParsedParams<D>;
}

/**
 * The whole run for one request: check, one look-up of every reference with the permissions the
 * arguments need, failures, then the route's own `permissions` (asked only once the arguments are
 * valid, as its handler would) and the parsing.
 */
export async function validateParams<D extends ParamDef>(
  defs: readonly D[],
  input: Record<string, unknown>,
  basics: RequestBasics,
  io: ParamIO,
  permissions: readonly string[] = []
): Promise<ParsedParams<D>> {
  const checked = checkParams(defs, input, basics);
  const queries = distinct(checked.queries);
  const [answers] = await Promise.all([
    queries.length ? io.resolve(queries) : Promise.resolve([]),
    io.decide([...new Set(checked.needs)]),
  ]);
  const c: ParamContext = {
    lang: basics.lang,
    config: basics.config,
    now: basics.now,
    siteFields: basics.siteFields,
    raw: checked.values,
    refs: answered(queries, answers),
    may: (action) => io.may(action),
  };
  const failures = failuresOf(checked, c);
  if (Object.keys(failures).length) throw invalidParams(failures);
  await io.decide(permissions);
  return parseChecked(checked, c);
}
