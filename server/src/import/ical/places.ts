/**
 * LOCATION, GEO, ORGANIZER and CATEGORIES as venue, organizer and category records, written as the
 * arguments of their create routes (docs/api.md §7.4, §7.5) and linked from the event by remote id.
 */
import type { ImportRecord } from '../../domain/import';
import type { Component } from './dates';

/** The same text however it is spaced or cased names the same place, person or term. */
export const normalised = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const US = /^(us|usa|united states( of america)?)$/i;

/**
 * The address after a venue's name, the way Google and Apple write it: `street, [city,] ZIP city` or
 * `street, city, ST 12345`, then a country (the last part when it has no digit). Our own feed
 * writes `address, city, [state] zip, country` (docs/api.md §9.2). What fits no pattern stays in
 * `address`, the field the API's de-duplication reads by word fragments (docs/api.md §7.4).
 */
function addressArgs(rest: string[]): Record<string, string> {
  const parts = [...rest];
  const args: Record<string, string> = {};
  if (parts.length >= 2 && !/\d/.test(parts[parts.length - 1])) args.country = parts.pop()!;
  const last = parts[parts.length - 1] ?? '';
  const zipCity = /^(\d{4,5})\s+(\D.*)$/.exec(last);
  const regionZip = /^(?:([A-Za-z][A-Za-z .]*?)\s+)?(\d{4,5}(?:-\d{4})?)$/.exec(last);
  if (parts.length >= 2 && zipCity) {
    parts.pop();
    args.zip = zipCity[1];
    args.city = zipCity[2];
  } else if (parts.length >= 3 && regionZip) {
    parts.pop();
    args.zip = regionZip[2];
    if (regionZip[1])
      args[!args.country || US.test(args.country) ? 'state' : 'province'] = regionZip[1];
    args.city = parts.pop()!;
  }
  if (parts.length) args.address = parts.join(', ');
  return args;
}

/**
 * A LOCATION's text as venue fields. The name is the first line (Apple and our feed write the name,
 * a newline, then the address), else what precedes " @ " (All-in-One Event Calendar writes
 * "Venue @ address"), else what precedes the first comma (Google writes "Name, street, ZIP city,
 * country"); a text with none of these is a name only (many feeds write just "Room 5").
 */
export function venueArgs(text: string): Record<string, unknown> {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  let name: string;
  let rest: string;
  if (lines.length > 1) [name, rest] = [lines[0], lines.slice(1).join(', ')];
  else if (lines[0].includes(' @ ')) {
    const at = lines[0].indexOf(' @ ');
    [name, rest] = [lines[0].slice(0, at), lines[0].slice(at + 3)];
  } else {
    const comma = lines[0].indexOf(',');
    [name, rest] =
      comma < 0 ? [lines[0], ''] : [lines[0].slice(0, comma), lines[0].slice(comma + 1)];
  }
  const parts = rest
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  return { venue: name.replace(/\s+/g, ' ').trim(), ...addressArgs(parts) };
}

/** RFC 5545 §3.8.1.6 GEO is `lat;lon`; the venue create route takes them (docs/api.md §7.4). */
export function geoArgs(vevent: Component): Record<string, number> {
  const geo = vevent.getFirstPropertyValue('geo') as unknown;
  if (!Array.isArray(geo) || geo.length !== 2) return {};
  const [lat, lng] = geo.map(Number);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return {};
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return {};
  return { geo_lat: lat, geo_lng: lng };
}

export function venueRecord(vevent: Component): ImportRecord | null {
  const text = String(vevent.getFirstPropertyValue('location') ?? '').trim();
  if (!text) return null;
  const args = { ...venueArgs(text), ...geoArgs(vevent) };
  return {
    kind: 'venue',
    remoteId: `location:${normalised(text)}`,
    label: `venue “${args.venue}”`,
    args,
  };
}

/** Google's placeholder for an event imported without an organizer: no one to name. */
const NOBODY = /^unknownorganizer@calendar\.google\.com$/i;

/**
 * ORGANIZER (RFC 5545 §3.8.4.3) is a calendar address, usually `mailto:`, with the name in CN. An
 * organizer is known by the address, else by the name.
 */
export function organizerRecord(vevent: Component): ImportRecord | null {
  const prop = vevent.getFirstProperty('organizer');
  if (!prop) return null;
  const value = String(prop.getFirstValue() ?? '').trim();
  const cn = String(prop.getParameter('cn') ?? '').trim();
  const address = /^mailto:/i.test(value) ? value.slice(7).trim().toLowerCase() : '';
  const email = /^[^@\s]+@[^@\s]+$/.test(address) && !NOBODY.test(address) ? address : '';
  const name = cn || email;
  if (!name) return null;
  return {
    kind: 'organizer',
    remoteId: `organizer:${email || normalised(cn)}`,
    label: `organizer “${name}”`,
    args: { organizer: name, ...(email ? { email } : {}) },
  };
}

/** CATEGORIES may repeat and each holds a comma list (RFC 5545 §3.8.1.2); ical.js splits it. */
export function categoryRecords(vevent: Component): ImportRecord[] {
  const seen = new Map<string, ImportRecord>();
  for (const prop of vevent.getAllProperties('categories')) {
    for (const value of prop.getValues()) {
      const name = String(value ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const key = `category:${name.toLowerCase()}`;
      if (name && !seen.has(key))
        seen.set(key, {
          kind: 'category',
          remoteId: key,
          label: `category “${name}”`,
          args: { name },
        });
    }
  }
  return [...seen.values()];
}
