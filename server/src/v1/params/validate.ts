/**
 * Runs a route's parameter definitions over a request's input, in WordPress's order
 * (docs/tec-behaviour.md §1.1): defaults, required check (all missing names at once), validation of every
 * present argument (all failures at once), then parsing into the values handlers use.
 */
import { yup } from '@strapi/utils';
import { invalidParams, missingParams, type ParamFailure } from '../errors';
import { message } from '../messages';
import { coerce, matchesType } from './coerce';
import type { ParamContext, ParamDef, Parsed } from './types';

interface FailureParams {
  failure: ParamFailure;
}

/** Validation context: the request's, plus where a validator that threw leaves its error. */
type ValidationContext = ParamContext & { crashes: unknown[] };

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

/** NUL anywhere, the custom validator, the enum, then the WordPress type check: the first failure, or null. */
async function check(def: ParamDef, value: unknown, c: ParamContext): Promise<ParamFailure | null> {
  if (holdsNul(value)) return { message: message('invalid_parameter', c.lang) };
  if (def.validate && !(await def.validate(value, c)))
    return { message: message('invalid_parameter', c.lang) };
  if (def.enum && !(typeof value === 'string' && def.enum.includes(value))) {
    const text = message('not_one_of', c.lang, { param: def.name, values: def.enum.join(', ') });
    return {
      message: text,
      detail: { code: 'rest_not_in_enum', message: text, data: { param: def.name } },
    };
  }
  if (def.type && def.typeChecked !== false && !matchesType(def.type, value)) {
    const text = message('not_of_type', c.lang, { param: def.name, type: def.type });
    return {
      message: text,
      detail: { code: 'rest_invalid_type', message: text, data: { param: def.name } },
    };
  }
  return null;
}

/** One yup test per argument. */
function fieldSchema(def: ParamDef) {
  return yup.mixed().test({
    name: 'rest-arg',
    async test(value: unknown) {
      if (value === undefined) return true;
      const c = this.options.context as ValidationContext;
      try {
        const failure = await check(def, value, c);
        return failure ? this.createError({ message: failure.message, params: { failure } }) : true;
      } catch (error) {
        // yup 0.32 never settles validate() when a test throws: keep the error and rethrow it after.
        c.crashes.push(error);
        return true;
      }
    },
  });
}

/** A route's schema, built once: its definitions are fixed (the route table), requests only differ in context. */
const schemas = new WeakMap<ParamDef[], ReturnType<typeof yup.object>>();

function schemaOf(defs: ParamDef[]) {
  let schema = schemas.get(defs);
  if (!schema)
    schemas.set(
      defs,
      (schema = yup.object(Object.fromEntries(defs.map((d) => [d.name, fieldSchema(d)]))))
    );
  return schema;
}

function withDefaults(defs: ParamDef[], input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of defs) {
    const value = input[def.name];
    out[def.name] = value === undefined || value === null ? def.default : value;
  }
  return out;
}

export async function validateParams(
  defs: ParamDef[],
  input: Record<string, unknown>,
  c: ParamContext
): Promise<Parsed> {
  const values = withDefaults(defs, input);
  const missing = defs.filter((d) => d.required && values[d.name] === undefined).map((d) => d.name);
  if (missing.length) throw missingParams(missing);

  const context: ValidationContext = { ...c, raw: values, crashes: [] };
  try {
    // strict: the tests only read the values; casting would clone the whole input first.
    await schemaOf(defs).validate(values, { abortEarly: false, strict: true, context });
    if (context.crashes.length) throw context.crashes[0];
  } catch (err) {
    if (context.crashes.length) throw context.crashes[0];
    if (!(err instanceof yup.ValidationError)) throw err;
    const failures: Record<string, ParamFailure> = {};
    for (const inner of err.inner.length ? err.inner : [err]) {
      if (inner.path) failures[inner.path] = (inner.params as unknown as FailureParams).failure;
    }
    // Report in definition order, as WordPress walks the argument list.
    const ordered = Object.fromEntries(
      defs.filter((d) => failures[d.name]).map((d) => [d.name, failures[d.name]])
    );
    throw invalidParams(ordered);
  }

  const parsed: Parsed = {};
  for (const def of defs) {
    const value = values[def.name];
    if (value === undefined) continue;
    parsed[def.name] = def.parse
      ? await def.parse(value, { ...c, raw: values })
      : coerce(def.type, value);
  }
  return parsed;
}
