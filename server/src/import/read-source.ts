/**
 * What `strapi-calendar import <url-or-file>` and the admin Import page read (docs/api.md §15): a
 * file is iCalendar; a URL is an iCalendar feed when it answers one (by its type or its first
 * line), else the address of a site running The Events Calendar (or this plugin), read through its
 * REST API. `webcal://` is how calendar programs publish feeds: it is fetched over https.
 */
import { readFile, stat } from 'fs/promises';
import { unreadableBatch, type ImportBatch } from '../domain/import';
import type { ImportBudget } from './budget';
import { fetchRemote, RemoteFetchError, type FetchLimits } from '../utils/remote-fetch';
import { readIcalSliced } from './ical/read';
import { readTecSite } from './tec';
import type { ReadProgress } from './tec/options';
import { memberOf } from '../utils/thrown';

export interface SourceOptions {
  language?: string;
  user?: string;
  password?: string;
  /** Floating iCalendar times are read in the site's timezone. */
  siteZone: string;
  limits: Omit<FetchLimits, 'allowedHosts'>;
  allowedHosts: readonly string[];
  onRead?(progress: ReadProgress): void;
  /** Stops reading a URL (the server shuts down): the source then has a problem saying so. */
  signal?: AbortSignal;
  /** The run's time and problem budget (import/budget.ts): a TEC site is read page by page under it. */
  budget?: ImportBudget;
}

const failed = unreadableBatch;

export const isUrl = (target: string) => /^(https?|webcal):\/\//i.test(target);

/**
 * `https://user:secret@host/feed.ics` (private feeds are often handed out so): the credentials
 * go into the Authorization header, and never into what names the source (links, runs, logs).
 */
export function splitCredentials(target: string): {
  url: string;
  user?: string;
  password?: string;
} {
  if (!isUrl(target)) return { url: target };
  let parsed: URL;
  try {
    parsed = new URL(target);
  } catch {
    return { url: target };
  }
  if (!parsed.username && !parsed.password) return { url: target };
  const user = decodeURIComponent(parsed.username);
  const password = decodeURIComponent(parsed.password);
  parsed.username = '';
  parsed.password = '';
  return { url: parsed.toString(), user, password };
}

export async function readSource(given: string, options: SourceOptions): Promise<ImportBatch> {
  if (!isUrl(given)) return readIcalFile(given, options);
  const inUrl = splitCredentials(given);
  const target = inUrl.url;
  if (options.password === undefined && inUrl.password !== undefined)
    options = { ...options, user: inUrl.user, password: inUrl.password };
  const url = target.replace(/^webcal:/i, 'https:');
  const headers = basicHeader(options);
  let first;
  try {
    first = await fetchRemote(url, {
      ...options.limits,
      allowedHosts: options.allowedHosts,
      headers,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof RemoteFetchError) return failed(target, error.message);
    throw error;
  }
  if (looksLikeIcal(first.headers['content-type'], first.text, url)) {
    if (first.status !== 200) return failed(target, `answered HTTP ${first.status}`);
    return readIcalSliced(first.text, target, { siteZone: options.siteZone });
  }
  return readTecSite(url, {
    ...options.limits,
    language: options.language,
    user: options.user,
    password: options.password,
    allowedHosts: options.allowedHosts,
    onProgress: options.onRead,
    signal: options.signal,
    budget: options.budget,
  });
}

/** A feed says so by its media type, its first line, or (answering an error page) its name. */
function looksLikeIcal(type: string | undefined, text: string, url: string): boolean {
  if (type && /^text\/calendar\b/i.test(type)) return true;
  if (/^\uFEFF?\s*BEGIN:VCALENDAR/i.test(text)) return true;
  return /\.ics$/i.test(new URL(url).pathname);
}

/**
 * WordPress application passwords, and feeds behind Basic auth (Nextcloud, private calendars). A
 * password alone is enough: this plugin's API reads only the token (docs/api.md §4.1).
 */
function basicHeader(options: SourceOptions): Record<string, string> | undefined {
  if (options.password === undefined) return undefined;
  const pair = Buffer.from(`${options.user ?? ''}:${options.password}`).toString('base64');
  return { Authorization: `Basic ${pair}` };
}

async function readIcalFile(file: string, options: SourceOptions): Promise<ImportBatch> {
  try {
    const { size } = await stat(file);
    if (size > options.limits.maxBytes)
      return failed(file, `is ${size} bytes, over the import cap of ${options.limits.maxBytes}`);
    const text = await readFile(file, 'utf8');
    return readIcalSliced(text, file, { siteZone: options.siteZone });
  } catch (error) {
    const code = memberOf(error, 'code');
    if (code === 'ENOENT') return failed(file, 'no such file');
    if (code === 'EISDIR') return failed(file, 'is a folder, not a file');
    if (code === 'EACCES') return failed(file, 'cannot be read (permission denied)');
    throw error;
  }
}
