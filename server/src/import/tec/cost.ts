/**
 * An event's cost as this API's write takes it (docs/api.md §7.9). TEC's `cost` is formatted for
 * display (`$5`, `Free – 30$`, with an en dash for a range: docs/tec-behaviour.md §3.3), which would not read back as two
 * prices; its `cost_details.values` are the prices themselves, with the symbol and its position
 * beside them. So prices are rebuilt from the details (`["$5", "$10"]`, and this API infers the same
 * symbol again), and the display text is kept only for a cost that is not prices (`Free`,
 * `Donation`), which TEC keeps as written.
 */
import { isObject, plain, type Raw } from './text';

const isPrice = (v: unknown): v is string => typeof v === 'string' && /^\d+(?:[.,]\d+)?$/.test(v);

function prices(details: Raw, own: boolean): string[] | null {
  const values = Array.isArray(details.values) ? details.values : [];
  if (!values.length || !values.every(isPrice)) return null;
  const symbol = plain(details.currency_symbol, own);
  if (!symbol) return values;
  return values.map((v) =>
    details.currency_position === 'postfix' ? `${v}${symbol}` : `${symbol}${v}`
  );
}

export function costArg(rec: Raw, own: boolean): string | string[] | undefined {
  const fromDetails = isObject(rec.cost_details) ? prices(rec.cost_details, own) : null;
  if (fromDetails) return fromDetails.length === 1 ? fromDetails[0] : fromDetails;
  return plain(rec.cost, own);
}
