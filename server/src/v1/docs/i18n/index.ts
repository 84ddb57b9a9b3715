/**
 * Translations of the documentation (docs/api.md §8): the namespace index and the OpenAPI document are
 * built in English, from the same texts as the route and parameter definitions, and then every
 * human-readable text is looked up by its English wording. Names, types, enums and defaults are
 * never touched, so they are identical in every language.
 */
import fr from './fr';
import nl from './nl';

export type Catalog = Readonly<Record<string, string>>;

/** Languages other than English that have a catalog. A language without one reads English. */
export const catalogs: Readonly<Record<string, Catalog>> = { fr, nl };

/** The keys that hold prose in an index or OpenAPI document. */
const TEXT_KEYS = new Set(['description', 'summary', 'title']);
/** Keys that hold values (a `default` may be any JSON): never translated, whatever they contain. */
const VALUE_KEYS = new Set(['default', 'enum', 'const', 'example', 'examples']);
/** Keys whose members are named by the document (a property may be called `description` or `default`). */
const NAME_MAPS = new Set([
  'properties',
  'args',
  'routes',
  'paths',
  'schemas',
  'responses',
  'headers',
  'requestBodies',
  'securitySchemes',
]);

/**
 * The catalog of a language: its own, else its base language's — the site's locales are the
 * languages (docs/api.md §1.2), and `fr-CA` or `nl-BE` read French or Dutch.
 */
const catalogOf = (lang: string): Catalog | undefined =>
  catalogs[lang] ?? catalogs[lang.split('-')[0]];

export function translate(text: string, lang: string): string {
  return catalogOf(lang)?.[text] ?? text;
}

/** A copy of `node` with every text (a string under a TEXT_KEYS key) in `lang`. */
export function translateTexts<T>(node: T, lang: string): T {
  if (!catalogOf(lang)) return node;
  return walk(node, (text) => translate(text, lang)) as T;
}

/** Every text of a document, e.g. to check that a catalog covers it. */
export function textsOf(node: unknown): string[] {
  const texts: string[] = [];
  walk(node, (text) => {
    texts.push(text);
    return text;
  });
  return texts;
}

/** `named`: the members of `node` are names, not keywords, so none of them is a text or a value. */
function walk(node: unknown, onText: (text: string) => string, named = false): unknown {
  if (Array.isArray(node)) return node.map((item) => walk(item, onText));
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (named) out[key] = walk(value, onText);
    else if (VALUE_KEYS.has(key)) out[key] = value;
    else if (TEXT_KEYS.has(key) && typeof value === 'string') out[key] = onText(value);
    else out[key] = walk(value, onText, NAME_MAPS.has(key));
  }
  return out;
}
