/**
 * The event record of docs/tec-behaviour.md §3.3, key for key and type for type, plus docs/api.md §2's language
 * fields. Every key is written here explicitly: nothing is spread from a row, so nothing private
 * (the password, internal columns) can reach a client.
 */
import { costDetails, formatCost } from '../../utils/cost';
import { dateDetails, timezoneAbbr } from '../../utils/dates';
import { renderHtml } from '../../utils/html';
import type { EventRow } from '../../domain/types';
import { inLanguage } from '../urls';
import { eventPageUrl, recurrenceFields } from './recurrence';
import { statusFields } from './event-status';
import { siteFieldsRecord } from '../../domain/site-fields';
import type { OutputContext } from './context';
import { authorString, globalIds, languageFields, postDates, utcWall } from './common';
import { serializeImage } from './image';
import { eventJsonLd } from './json-ld';
import { serializeOrganizer, serializeVenue } from './linked';
import { serializeEmbeddedTerm } from './term';

function schedule(e: EventRow) {
  const utcStart = utcWall(e.startUtc);
  const utcEnd = utcWall(e.endUtc);
  return {
    start_date: e.startLocal,
    start_date_details: dateDetails(e.startLocal),
    end_date: e.endLocal,
    end_date_details: dateDetails(e.endLocal),
    utc_start_date: utcStart,
    utc_start_date_details: dateDetails(utcStart),
    utc_end_date: utcEnd,
    utc_end_date_details: dateDetails(utcEnd),
    timezone: e.timezone,
    timezone_abbr: timezoneAbbr(e.timezone, new Date(`${utcStart.replace(' ', 'T')}Z`)),
  };
}

/** What a password-protected event shows when locked (docs/tec-behaviour.md §5.3). */
const LOCKED = {
  description: '',
  excerpt: '',
  image: false as const,
  all_day: null,
  cost: '',
  cost_details: {
    currency_symbol: '',
    currency_code: '',
    currency_position: '',
    values: [] as string[],
  },
  website: '',
  show_map: null,
  show_map_link: null,
  hide_from_listings: null,
  sticky: null,
  featured: null,
  categories: [],
  tags: [],
  venue: [],
  organizer: [],
  custom_fields: [],
};

function content(e: EventRow, url: string, out: OutputContext, jsonLd: boolean) {
  const cost = costDetails(e);
  return {
    description: renderHtml(e.description),
    excerpt: renderHtml(e.excerpt),
    image: serializeImage(e.image, out.origin),
    all_day: e.allDay === true,
    cost: formatCost(e),
    cost_details: {
      currency_symbol: cost.currencySymbol,
      currency_code: cost.currencyCode,
      currency_position: cost.currencyPosition,
      values: cost.values,
    },
    // TEC: the stored website (even when stored empty), else the event's own page (docs/tec-behaviour.md §3.3).
    website: e.website ?? url,
    show_map: e.showMap === true,
    show_map_link: e.showMapLink === true,
    hide_from_listings: e.hideFromListings === true,
    sticky: e.sticky === true,
    featured: e.featured === true,
    categories: e.categories.map((t) => serializeEmbeddedTerm(t, 'category', out)),
    tags: e.tags.map((t) => serializeEmbeddedTerm(t, 'tag', out)),
    // `[]` when there is no venue: TEC's odd type, kept (docs/api.md §2). A single read embeds the linked
    // records as their own single reads, json_ld included (docs/tec-behaviour.md §11.5); lists do not.
    venue: e.venue ? serializeVenue(e.venue, out, { jsonLd }) : [],
    organizer: e.organizers.map((o) => serializeOrganizer(o, out, { jsonLd })),
    // The site's own fields in TEC's shape (docs/api.md §14); protected like the description.
    custom_fields: siteFieldsRecord(out.siteFields?.event ?? [], e),
  };
}

export interface EventOptions {
  /** Single reads carry `json_ld` (docs/tec-behaviour.md §3.3). */
  jsonLd?: boolean;
  currencyCode: string;
}

export function serializeEvent(e: EventRow, out: OutputContext, opts: EventOptions) {
  const url = eventPageUrl(e, out.site);
  const open = out.unlocked(e.password);
  const c = open ? content(e, url, out, opts.jsonLd === true) : LOCKED;
  return {
    id: e.id,
    ...globalIds(e.id, out),
    author: authorString(e.authorId),
    status: e.postStatus,
    ...postDates(e, out),
    url,
    rest_url: inLanguage(`${out.root}/events/${e.id}`, e.locale, out.rootLang),
    title: e.title,
    description: c.description,
    excerpt: c.excerpt,
    slug: e.slug,
    image: c.image,
    all_day: c.all_day,
    ...schedule(e),
    cost: c.cost,
    cost_details: c.cost_details,
    website: c.website,
    show_map: c.show_map,
    show_map_link: c.show_map_link,
    hide_from_listings: c.hide_from_listings,
    sticky: c.sticky,
    featured: c.featured,
    categories: c.categories,
    tags: c.tags,
    venue: c.venue,
    organizer: c.organizer,
    custom_fields: c.custom_fields,
    ...(opts.jsonLd && open ? { json_ld: eventJsonLd(e, out, opts.currencyCode) } : {}),
    ...languageFields(e, out),
    ...recurrenceFields(e, out),
    ...statusFields(e, open),
  };
}
