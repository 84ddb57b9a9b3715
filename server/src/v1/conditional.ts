/**
 * Conditional requests (docs/api.md §9, RFC 9110 §13): validators of a response and the evaluation of
 * the preconditions a request carries. Pure functions; controllers/endpoint.ts applies them.
 *
 * The entity tag is strong and made from the exact bytes sent, so it changes whenever anything in
 * the answer changes (an embedded venue's edit, a new translation, a term's event count) and only
 * then, at the cost of hashing what the handler already produced: no query of its own.
 */
import { createHash } from 'crypto';

/** A response as preconditions see it: its entity tag and the newest change of the records it shows. */
export interface Validators {
  etag: string;
  lastModified: Date | null;
}

export interface PreconditionHeaders {
  ifMatch?: string;
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** What the request gets: the handler's answer, 304 Not Modified (reads), or 412 Precondition Failed. */
export type PreconditionOutcome = 'proceed' | 'not-modified' | 'failed';

/** `"<base64url sha-256 of the bytes>"`: a strong entity tag (RFC 9110 §8.8.3). */
export function entityTag(bytes: string | Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url')}"`;
}

/** The newest `modified_utc` (every TEC post record carries one, docs/tec-behaviour.md §3.3–3.4) anywhere in a JSON body. */
export function newestModified(body: unknown): Date | null {
  let newest: string | null = null;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    // for…in, not Object.entries: an [key, value] array per property of every object of the body
    // was 5% of what a list request allocated (bench `--memory`). A JSON body's objects are plain,
    // so no inherited key is enumerated.
    for (const key in node) {
      const value = (node as Record<string, unknown>)[key];
      // 'YYYY-MM-DD HH:MM:SS' strings compare in time order.
      if (key === 'modified_utc' && typeof value === 'string')
        newest = newest === null || value > newest ? value : newest;
      else visit(value);
    }
  };
  visit(body);
  if (newest === null) return null;
  const date = new Date(`${(newest as string).replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Validators of a body as it is sent: its entity tag, and its Last-Modified (given, or read from the body). */
export function validatorsOf(bytes: string, body: unknown, lastModified?: Date | null): Validators {
  return {
    etag: entityTag(bytes),
    lastModified: lastModified === undefined ? newestModified(body) : lastModified,
  };
}

/** `*`, or the entity tags of a list header (`"a", W/"b"`); unparsable members are dropped. */
function parseTags(header: string): '*' | Array<{ weak: boolean; tag: string }> {
  if (header.trim() === '*') return '*';
  return [...header.matchAll(/(W\/)?("[^"]*")/g)].map((m) => ({
    weak: m[1] !== undefined,
    tag: m[2],
  }));
}

/** If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches. `*` matches any current representation. */
function anyStrongMatch(header: string, etags: string[]): boolean {
  const tags = parseTags(header);
  if (tags === '*') return etags.length > 0;
  return tags.some((t) => !t.weak && etags.includes(t.tag));
}

/** If-None-Match compares weakly (RFC 9110 §13.1.2). */
function anyWeakMatch(header: string, etags: string[]): boolean {
  const tags = parseTags(header);
  if (tags === '*') return etags.length > 0;
  return tags.some((t) => etags.some((e) => e.replace(/^W\//, '') === t.tag));
}

/** An HTTP-date, or null when the header is not one (then it is ignored: RFC 9110 §13.1.3). */
function httpDate(value: string): Date | null {
  const date = new Date(value);
  return /GMT$/.test(value.trim()) && !Number.isNaN(date.getTime()) ? date : null;
}

/** Last-Modified's resolution is the second (RFC 9110 §5.6.7). */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export interface EvaluationOptions {
  /** GET/HEAD (304 on a match) or a write (412). */
  read: boolean;
  /** Whether Last-Modified says all there is to say about a change (see endpoint.ts: single records only). */
  datesSuffice: boolean;
}

/**
 * RFC 9110 §13.2.2, in its order: If-Match, then If-None-Match, then If-Modified-Since (reads,
 * and only without If-None-Match). `current` are the representations the target has for this
 * caller (a write may match any of them); none when it has none.
 */
export function evaluatePreconditions(
  h: PreconditionHeaders,
  current: Validators[],
  opts: EvaluationOptions
): PreconditionOutcome {
  const etags = current.map((c) => c.etag);
  if (h.ifMatch !== undefined && !anyStrongMatch(h.ifMatch, etags)) return 'failed';
  if (h.ifNoneMatch !== undefined) {
    if (!anyWeakMatch(h.ifNoneMatch, etags)) return 'proceed';
    return opts.read ? 'not-modified' : 'failed';
  }
  if (!opts.read || !opts.datesSuffice || h.ifModifiedSince === undefined) return 'proceed';
  const since = httpDate(h.ifModifiedSince);
  const modified = current[0]?.lastModified;
  return since && modified && seconds(modified) <= seconds(since) ? 'not-modified' : 'proceed';
}

/** Whether the request carries a precondition a write must honour. */
export const hasWritePreconditions = (h: PreconditionHeaders) =>
  h.ifMatch !== undefined || h.ifNoneMatch !== undefined;

/**
 * Cache-Control of a successful read. Every read is revalidated (`no-cache`), which costs a 304
 * when nothing changed; shared caches may keep it only when the answer is everyone's: no
 * credentials and no password (docs/api.md §3) went into it.
 */
export const readCacheControl = (personal: boolean) =>
  personal ? 'private, no-cache' : 'public, no-cache';

/** Errors and write answers are never stored: a cached 404 or 412 would outlive the state it describes. */
export const NO_STORE = 'no-store';
