/**
 * Reading TEC's values back into what this API's writes take. WordPress escapes plain-text fields
 * on output (titles texturised, names and websites entity-encoded: `Arts &amp; Theatre`, `&#8217;`;
 * docs/tec-behaviour.md §3.3, §11.9), while this API returns them as stored (docs/api.md §2):
 * entities are decoded for TEC's records only, or a name holding a literal `&amp;` would change.
 */
import sanitizeHtml from 'sanitize-html';

export type Raw = Record<string, unknown>;

export const isObject = (v: unknown): v is Raw =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** This API's records carry its language fields (docs/api.md §2); TEC's (even with WPML) do not. */
export const isOwnApi = (rec: Raw) => typeof rec.translation_language === 'string';

const TEXT_ONLY = { allowedTags: [], allowedAttributes: {} };

/** sanitize-html decodes every entity and re-escapes these four in text: undo exactly those. */
export function decodeEntities(text: string): string {
  if (!text.includes('&') && !text.includes('<')) return text;
  return sanitizeHtml(text, TEXT_ONLY)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A plain-text field: trimmed, decoded when TEC wrote it; undefined when empty or not text. */
export function plain(value: unknown, own: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = (own ? value : decodeEntities(value)).trim();
  return text === '' ? undefined : text;
}

/** HTML fields (descriptions, excerpts) go as they are: this API stores HTML and sanitises on output. */
export const html = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** TEC's image object (or this API's, the same shape) → the URL the importer downloads. */
export function imageUrl(value: unknown): string | undefined {
  return isObject(value) && typeof value.url === 'string' && value.url ? value.url : undefined;
}

/** `true`/`false` only: TEC's locked records show `null`, which must not become a value. */
export const bool = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

const isHttp = (url: string) => /^https?:\/\/[^\s/]+/i.test(url);

/**
 * A website as this API takes it (http(s) only, docs/api.md §7.2). WordPress's esc_url prefixes
 * `http://` to a bare host, so a stored `www.example.org` reaches readers as that URL: same here.
 * Returns the URL, undefined when empty, or a warning when it cannot be one.
 */
export function website(value: unknown, own: boolean): { url?: string; warning?: string } {
  const text = plain(value, own);
  if (text === undefined) return {};
  if (isHttp(text)) return { url: text };
  if (/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(text)) return { url: `http://${text}` };
  return { warning: `website "${text}" is not an http(s) URL: left out` };
}

/** Drops the members left undefined, so an absent value stays absent in the create arguments. */
export function compact(args: Raw): Raw {
  return Object.fromEntries(Object.entries(args).filter(([, v]) => v !== undefined));
}

export const idOf = (value: unknown): string | undefined =>
  (typeof value === 'number' && Number.isInteger(value) && value > 0) ||
  (typeof value === 'string' && /^\d+$/.test(value))
    ? String(value)
    : undefined;
