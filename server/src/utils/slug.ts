/**
 * Slugs for events, venues, organizers and terms (docs/api.md §7: "generated from the title (Strapi's
 * uid behaviour), unique per kind and language, made unique with a suffix when taken").
 */
import slugify from '@sindresorhus/slugify';

/**
 * A URL slug from a title exactly the way Strapi's uid field generates it in the admin (Strapi's
 * content-manager calls this same package, same version, with the attribute's options — none for
 * our uid fields), so a record created through the API and one created in the admin get the same
 * slug for the same title: lower case, accents transliterated ("Café Crème" → "cafe-creme",
 * "Straße" → "strasse"), "&" → "and", camelCase split, runs of anything else → "-", trimmed.
 * '' when nothing sluggable remains (e.g. a title only in CJK script): the caller must fall back to
 * something (WordPress would percent-encode; Strapi falls back to the model name).
 * Differences from WordPress's sanitize_title are accepted: the API chose Strapi's behaviour (docs/api.md §7.8).
 */
export function slugifyTitle(title: string): string {
  if (typeof title !== 'string' || title.trim() === '') return '';
  return slugify(title);
}

/**
 * A record by the exact slug first, then by the slug normalised the way TEC's lookup normalises it
 * (lower case, '.' → '-' ...: docs/tec-behaviour.md §2), so a slug TEC would mangle stays
 * reachable and what finds a record on TEC finds it here too. Normalised only when the exact one
 * misses: slugify on every read by slug was a visible share of its CPU profile (docs/performance.md).
 */
export async function findBySlug<T>(
  slug: string,
  find: (slug: string) => Promise<T | null>
): Promise<T | null> {
  const exact = await find(slug);
  if (exact !== null) return exact;
  const normalised = slugifyTitle(slug);
  return normalised && normalised !== slug ? find(normalised) : null;
}

/**
 * Safety stop for a predicate that never answers "free" (a bug, or a table full of suffixes): a
 * request must fail rather than loop forever.
 */
const MAX_ATTEMPTS = 10_000;

/**
 * Given a wanted base slug and a predicate telling whether a slug is taken, the first free one among
 * base, base-2, base-3, … — WordPress's wp_unique_post_slug rule, which TEC clients see (Strapi's
 * own uid service would start at base-1; docs/api.md §7.8 follows TEC here). A base that already ends in a
 * number is suffixed like any other ("event-2" taken → "event-2-2"), like WordPress.
 * Checks run one after the other, so the answer is deterministic for a given predicate.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>
): Promise<string> {
  if (base === '') {
    // An empty slug can't be made unique by a suffix ("-2" is not a slug of anything).
    throw new RangeError('uniqueSlug: the base slug is empty');
  }
  if (!(await isTaken(base))) return base;
  for (let n = 2; n <= MAX_ATTEMPTS; n += 1) {
    const candidate = `${base}-${n}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new RangeError(`uniqueSlug: no free slug for "${base}" after ${MAX_ATTEMPTS} attempts`);
}

/**
 * A slug a client sends, normalised as generated ones are (lower case, the uid alphabet) but with
 * dots and tildes kept, so a slug TEC's lookup would mangle stays reachable (docs/api.md §7).
 */
export function cleanSlug(slug: string): string {
  return slug
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9\-_.~]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * WordPress cuts post slugs at 200 characters (post_name is varchar(200)); uid columns hold 255, so
 * a uniqueness suffix still fits on PostgreSQL and MySQL, which refuse longer values.
 */
export const MAX_SLUG = 200;

export function cutSlug(slug: string): string {
  return slug.slice(0, MAX_SLUG).replace(/-+$/, '');
}
