/**
 * What the documentation says about one argument, read from its ParamDef the same way by the
 * namespace index and the OpenAPI document, so the two cannot disagree.
 */
import type { CalendarConfig } from '../../config';
import type { ParamDef } from '../params/types';

/**
 * One definition per name, the first. A route may list a name twice (by-slug updates: the `slug`
 * path variable and the `slug` body field); the request's input holds one value per name, and
 * the path's wins (request.ts mergeInput), which is the first definition of such routes.
 */
export function uniqueParams(defs: readonly ParamDef[]): ParamDef[] {
  const seen = new Set<string>();
  return defs.filter((d) => {
    if (seen.has(d.name)) return false;
    seen.add(d.name);
    return true;
  });
}

export function documentedDefault(def: ParamDef, config: CalendarConfig): unknown {
  return def.default !== undefined ? def.default : def.defaultOf?.(config);
}

export function documentedEnum(def: ParamDef, config: CalendarConfig): string[] | undefined {
  const values = def.enum ?? def.enumOf?.(config);
  return values ? [...values] : undefined;
}

/** JSON Schema of the items of a list argument, or undefined when it is not a list. */
export function itemSchema(def: ParamDef): { type: string; enum?: string[] } | undefined {
  if (!def.items) return undefined;
  return def.itemEnum ? { type: def.items, enum: [...def.itemEnum] } : { type: def.items };
}
