/**
 * Event cost the way TEC handles it (docs/tec-behaviour.md §3.3 `cost`/`cost_details`, §4.1 `cost`).
 *
 * TEC stores the cost text raw (`_EventCost`) plus a currency symbol and position inferred at write
 * time, and derives everything else when reading: the numbers found in the text (`cost_details.values`)
 * and a display string (`cost`). We do the same with one stored string; the behaviour below was
 * learnt from TEC's Cost_Utils / Post_Repository and its REST acceptance tests, re-expressed here
 * (not ported), with the deviations called out where they are made.
 */

export type CurrencyPosition = 'prefix' | 'postfix' | '';

export interface CostDetails {
  currencySymbol: string;
  currencyCode: string;
  currencyPosition: CurrencyPosition;
  values: string[];
}

export interface StoredCost {
  cost: string | null;
  currencySymbol: string | null;
  currencyPosition: CurrencyPosition | null;
}

/** Used by formatCost when neither the stored fields nor the cost text give a currency symbol. */
export interface CostFormatDefaults {
  /** TEC falls back to its `defaultCurrencySymbol` option (`$` out of the box); we default to none. */
  currencySymbol?: string;
  /** TEC's `reverseCurrencyPosition` option; `prefix` when unset, as in TEC. */
  currencyPosition?: CurrencyPosition;
}

/** One number as written in the cost text. */
interface NumberToken {
  /** As written ("1,000", "10,50"): TEC shows the cost with the user's own digits and separators. */
  raw: string;
  /** Canonical numeric string with "." as decimal separator ("1000", "10.50"): `cost_details.values`. */
  normalized: string;
  value: number;
}

/** One comma-separated item of the cost text (or one array item on write). */
interface CostPart {
  text: string;
  numbers: NumberToken[];
}

/**
 * Digit groups joined by single "." or "," ("1,000.50", "10,50"), or a leading-separator decimal
 * (".50"). Signs are not part of a cost (TEC's pattern ignores "-" too), so "10 - 20" is two numbers.
 */
const NUMBER = /\d+(?:[.,]\d+)*|[.,]\d+/g;

/**
 * Item separator: a comma that is not between two digits, or a dash with spaces around it (how
 * people write a range). "5, 10", "0$,20$" and "$10 - $20" are two items each; "1,000" and "10,50"
 * are one number. (TEC splits on every comma when inferring the symbol, which breaks "1,000" apart,
 * and does not split ranges, so "$10 - $20" gets no symbol there; both are fixed here.)
 */
const ITEM_SEPARATOR = /\s*(?:(?<!\d),|,(?!\d))\s*|\s+[-\u2013\u2014]\s+/;

/** The stored symbol field holds 16 characters (content-type schema). */
const MAX_SYMBOL_LENGTH = 16;

/**
 * Decides which of "." and "," is the decimal separator, like TEC (its parse_separators, with
 * the site locale being WordPress's default en_US): both present → the last one is decimal; one
 * present once → decimal unless exactly three digits follow, in which case the en_US reading applies
 * ("." decimal, "," thousands: "1,000" = 1000, "1.000" = 1). One separator present several times
 * can only be a thousands separator ("1.000.000"); TEC reads that as not-a-number, we as 1000000.
 */
function normalizeNumber(raw: string): string {
  const separators = raw.match(/[.,]/g) ?? [];
  let decimal = '';
  if (separators.length > 0) {
    const kinds = new Set(separators);
    const last = separators[separators.length - 1];
    if (kinds.size > 1) {
      decimal = last;
    } else if (separators.length === 1) {
      const digitsAfter = raw.length - raw.lastIndexOf(last) - 1;
      decimal = digitsAfter !== 3 || last === '.' ? last : '';
    }
  }
  // Drop every separator except the last occurrence of the decimal one, which becomes ".".
  const decimalAt = decimal ? raw.lastIndexOf(decimal) : -1;
  let out = '';
  for (let i = 0; i < raw.length; i += 1) {
    const ch = raw[i];
    if (ch === '.' || ch === ',') {
      if (i === decimalAt) out += '.';
    } else {
      out += ch;
    }
  }
  // ".50" is 0.50: JSON consumers get a conventional numeric string.
  return out.startsWith('.') ? `0${out}` : out;
}

function numbersIn(text: string): NumberToken[] {
  const tokens: NumberToken[] = [];
  for (const match of text.match(NUMBER) ?? []) {
    const normalized = normalizeNumber(match);
    tokens.push({ raw: match, normalized, value: Number(normalized) });
  }
  return tokens;
}

function partsOf(items: string[]): CostPart[] {
  return items
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((text) => ({ text, numbers: numbersIn(text) }));
}

function splitCost(cost: string): string[] {
  return cost.split(ITEM_SEPARATOR);
}

/**
 * The key TEC gives a cost item without digits, which is what `cost_details.values` shows for it
 * (docs/tec-behaviour.md §11.5: "Free" → "free"). TEC uses WordPress's sanitize_title: accents removed, lower case,
 * spaces to dashes, other punctuation dropped, remaining non-ASCII letters percent-encoded.
 */
function wordValue(text: string): string {
  const ascii = text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/&[a-z0-9#]+;/g, '')
    .replace(/[\s_-]+/g, '-');
  let out = '';
  for (const ch of ascii) {
    if (/[a-z0-9-]/.test(ch)) out += ch;
    else if (/[\p{L}\p{N}]/u.test(ch)) out += encodeURIComponent(ch).toLowerCase();
  }
  return out.replace(/-+/g, '-').replace(/^-|-$/g, '');
}

interface Inferred {
  currencySymbol: string;
  currencyPosition: CurrencyPosition;
}

const NO_CURRENCY: Inferred = { currencySymbol: '', currencyPosition: '' };

/**
 * TEC (docs/tec-behaviour.md §4.1): the symbol is what is left of each priced item once its number is removed, kept only
 * when every priced item leaves the same thing ("$5, $10" → "$"; "5, 10$" → none). Items without
 * digits ("Free") do not vote. The position is where that symbol sits (TEC: at the start → prefix,
 * anywhere else → postfix), dropped to '' when the items disagree while the symbol is kept, like TEC.
 * Deviations from TEC, all so that free text is never stored as a "symbol":
 * - a bare zero does not vote either: a zero is shown as "Free" and never carries a symbol, so
 *   "0, 30$" infers "$" like TEC's own test input "0$, 20$, 30$" (TEC would infer nothing and print
 *   "Free – $30" with its site default symbol);
 * - an item with several numbers or with text on both sides of its number ("$10 USD") makes
 *   inference fail (TEC would store leftovers such as "$ USD");
 * - a leftover with whitespace or longer than the stored field ("10 per person") is not a symbol
 *   (TEC would store "per person" and print "10per person").
 */
function inferCurrency(parts: CostPart[]): Inferred {
  let symbol: string | undefined;
  const positions = new Set<CurrencyPosition>();
  for (const part of parts) {
    if (part.numbers.length === 0) continue;
    if (part.numbers.length > 1) return NO_CURRENCY;
    const number = part.numbers[0];
    const at = part.text.indexOf(number.raw);
    const before = part.text.slice(0, at).trim();
    const after = part.text.slice(at + number.raw.length).trim();
    if (before !== '' && after !== '') return NO_CURRENCY;
    const residue = before || after;
    if (residue === '' && number.value === 0) continue;
    if (/\s/.test(residue) || residue.length > MAX_SYMBOL_LENGTH) return NO_CURRENCY;
    if (symbol === undefined) symbol = residue;
    else if (symbol !== residue) return NO_CURRENCY;
    if (residue !== '') positions.add(before !== '' ? 'prefix' : 'postfix');
  }
  if (!symbol) return NO_CURRENCY;
  return {
    currencySymbol: symbol,
    currencyPosition: positions.size === 1 ? [...positions][0] : '',
  };
}

/**
 * What an API write stores for `cost` (TEC, docs/tec-behaviour.md §4.1: a string, comma-separated allowed, or an array of
 * strings; stored raw): the raw cost string to store (arrays joined with ', ', which our reading
 * splits back into the same items) plus the inferred currency symbol and position ('$10' → '$',
 * 'prefix'; '20€' → '€', 'postfix'; '10, 20' → '', ''). Empty/null/[] → all ''.
 * Numbers are accepted too (a JSON client may send `"cost": 10`). Anything else → null, so the
 * caller can answer 400 (TEC has no validator for cost; a non-string there is a client error).
 */
export function parseCostInput(
  input: unknown
): { cost: string; currencySymbol: string; currencyPosition: CurrencyPosition } | null {
  let items: string[];
  if (input === null || input === undefined) {
    items = [];
  } else if (typeof input === 'string') {
    items = splitCost(input);
  } else if (typeof input === 'number') {
    if (!Number.isFinite(input)) return null;
    items = [String(input)];
  } else if (Array.isArray(input)) {
    items = [];
    for (const item of input) {
      if (typeof item === 'string') items.push(item);
      else if (typeof item === 'number' && Number.isFinite(item)) items.push(String(item));
      else return null;
    }
  } else {
    return null;
  }
  const parts = partsOf(items);
  if (parts.length === 0) return { cost: '', currencySymbol: '', currencyPosition: '' };
  // A string is kept exactly as sent (only trimmed); an array becomes one comma-separated string
  // because we store a single text field where TEC stores one meta row per item.
  const cost = typeof input === 'string' ? input.trim() : parts.map((p) => p.text).join(', ');
  return { cost, ...inferCurrency(parts) };
}

interface Analysis {
  parts: CostPart[];
  /** Distinct numbers, ascending by value. */
  numbers: NumberToken[];
  /** `cost_details.values`. */
  values: string[];
}

function analyse(cost: string | null): Analysis {
  const parts = partsOf(typeof cost === 'string' ? splitCost(cost) : []);
  // Same number written twice counts once (TEC keys its list by value). Last spelling wins, as in TEC.
  const byValue = new Map<number, NumberToken>();
  const entries: Array<{ value: number; text: string }> = [];
  const words = new Set<string>();
  for (const part of parts) {
    if (part.numbers.length === 0) {
      // An item without digits keeps its word key ("free"). TEC does this per stored item, and
      // numbers are read per item too, so an item mixing words and digits contributes its digits.
      const word = wordValue(part.text);
      if (word !== '' && !words.has(word)) {
        words.add(word);
        // PHP's numeric sort reads a word as 0, so words sort with the zeros, before any price.
        entries.push({ value: 0, text: word });
      }
      continue;
    }
    for (const token of part.numbers) {
      if (Number.isNaN(token.value)) continue;
      byValue.set(token.value, token);
    }
  }
  const numbers = [...byValue.values()].sort((a, b) => a.value - b.value);
  for (const token of numbers) entries.push({ value: token.value, text: token.normalized });
  // Stable sort: words (0) before an equal "0", in the order they were written.
  entries.sort((a, b) => a.value - b.value);
  return { parts, numbers, values: entries.map((e) => e.text) };
}

/**
 * TEC's cost_details from the stored fields: symbol, code and position exactly as stored (TEC
 * prints its meta fields, no inference on read), values = the numbers of the cost as numeric
 * strings sorted ascending ("$10" → ["10"], "0$, 20$, 30$" → ["0","20","30"]), an item without
 * digits as its lower-case slug (docs/tec-behaviour.md §11.5: stored "Free" → ["free"]); [] when there is no cost.
 */
export function costDetails(stored: StoredCost & { currencyCode?: string | null }): CostDetails {
  return {
    currencySymbol: stored.currencySymbol ?? '',
    currencyCode: stored.currencyCode ?? '',
    currencyPosition: stored.currencyPosition ?? '',
    values: analyse(stored.cost).values,
  };
}

/**
 * esc_html: TEC escapes the formatted cost, and a client may put it in a page's HTML. Existing
 * entities are not escaped twice (WordPress's esc_html does not double-encode either).
 */
function escapeHtml(text: string): string {
  return text
    .replace(/&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#x[0-9a-fA-F]+);)/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#039;');
}

/**
 * TEC's formatted cost string (docs/tec-behaviour.md §3.3): one value with the symbol placed per position
 * ('$23', '20$'), zero shown as 'Free', a range as 'min – max' with an en dash and spaces
 * ('Free – 30$' for "0$, 20$, 30$"); '' when none. A cost without any digits is shown as written
 * (docs/tec-behaviour.md §11.5: 'Free' → 'Free').
 *
 * Symbol: the stored one; when none is stored, the one the cost text itself shows ("$10" entered
 * in the admin without a symbol still reads "$10" — TEC would print its site default "$" there,
 * even for "20€"); else `defaults.currencySymbol` (none unless the caller passes TEC's "$").
 * Position: the stored/inferred one, else `defaults.currencyPosition`, else prefix (TEC).
 */
export function formatCost(stored: StoredCost, defaults: CostFormatDefaults = {}): string {
  const { parts, numbers } = analyse(stored.cost);
  if (parts.length === 0) return '';

  if (numbers.length === 0) {
    // TEC shows a lone non-numeric cost as is ("Free", "Donation"). With several word-only items
    // TEC prints "Free" (its min/max of no numbers is 0); showing what was written is less surprising.
    return escapeHtml(parts.map((p) => p.text).join(', '));
  }

  let symbol = stored.currencySymbol ?? '';
  let position: CurrencyPosition = symbol !== '' ? (stored.currencyPosition ?? '') : '';
  if (symbol === '') {
    const inferred = inferCurrency(parts);
    symbol = inferred.currencySymbol || defaults.currencySymbol || '';
    position = inferred.currencySymbol ? inferred.currencyPosition : '';
  }
  if (position === '') position = defaults.currencyPosition || 'prefix';

  const show = (token: NumberToken): string => {
    // TEC replaces a zero price by "Free" before adding the symbol (so never "$Free"). TEC only does
    // it for a literal "0"; any zero ("0.00") reads Free here.
    if (token.value === 0) return 'Free';
    // The number as the user wrote it ("1,000"), not the normalized value: TEC does the same.
    return position === 'postfix' ? `${token.raw}${symbol}` : `${symbol}${token.raw}`;
  };

  const min = show(numbers[0]);
  const max = show(numbers[numbers.length - 1]);
  return escapeHtml(min === max ? min : `${min} – ${max}`);
}
