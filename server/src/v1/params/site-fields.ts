/**
 * `custom_fields` on writes (docs/api.md §14): the site's own fields of the record, as
 * `{ "<name>": value }`. Each value is checked against its Strapi type (domain/site-fields.ts);
 * null or "" clears a field. An addition: TEC's REST v1 shows Pro's additional fields but does
 * not write them.
 */
import { checkSiteValue, type SiteFieldKind } from '../../domain/site-fields';
import { invalidParams } from '../errors';
import { param, type ParamContext } from './types';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

export const siteFieldsParam = (kind: SiteFieldKind) =>
  param({
    name: 'custom_fields',
    in: 'body',
    type: 'object',
    siteFieldsOf: kind,
    description:
      'The site’s own fields of the record, as {"<name>": value}; null or "" clears one (see the record’s custom_fields)',
    validate: isObject,
    // The object as sent (validate let objects only through).
    parse: (v) => (isObject(v) ? v : {}),
  });

/**
 * The values to write, or undefined when none were sent. Unknown names, values of the wrong type
 * and, on create, required fields left out are refused together, naming each (nothing is written).
 */
export function siteFieldsInput(
  p: { custom_fields?: Record<string, unknown> },
  c: ParamContext,
  kind: SiteFieldKind,
  create: boolean
): Record<string, unknown> | undefined {
  const sent = p.custom_fields ?? {};
  const fields = c.siteFields?.[kind] ?? [];
  const out: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, value] of Object.entries(sent)) {
    const field = fields.find((f) => f.name === name);
    if (!field) {
      problems.push(`${name} is not a field of this record`);
      continue;
    }
    const checked = checkSiteValue(field, value);
    if ('error' in checked) problems.push(`${name} ${checked.error}`);
    else out[name] = checked.value;
  }
  if (create)
    for (const f of fields)
      if (f.required && !(f.name in sent)) problems.push(`${f.name} is required`);
  if (problems.length)
    throw invalidParams({ custom_fields: { message: `${problems.join('; ')}.` } });
  return p.custom_fields === undefined ? undefined : out;
}
