/** Records as the services read them: camelCase, database shapes, no wire format. */
import type { PostStatus } from './visibility';
import type { Recurrence } from './recurrence';
import type { AttendanceMode, EventStatus } from './event-status';

export interface MediaFormat {
  url: string;
  width: number | null;
  height: number | null;
  size: number | null;
  mime: string | null;
}

export interface MediaFile extends MediaFormat {
  id: number;
  ext: string | null;
  formats: Record<string, MediaFormat> | null;
}

/** A media library file as wp/v2 `media` shows it (docs/api.md §16.2): the file and its own details. */
export interface MediaRecord extends MediaFile {
  name: string;
  hash: string;
  alternativeText: string | null;
  caption: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

/**
 * What a wp/v2 `media` upload says about its file (docs/api.md §16.2): WordPress's attachment
 * title, caption and alternative text, as the media library's name, caption and alternative text.
 */
export interface MediaText {
  title?: string;
  caption?: string;
  alternativeText?: string;
}

interface Localized {
  id: number;
  documentId: string;
  locale: string;
}

interface Post extends Localized {
  slug: string;
  description: string | null;
  excerpt: string | null;
  postStatus: PostStatus;
  password: string | null;
  authorId: number | null;
  postDate: string | Date | null;
  createdAt: string | Date;
  updatedAt: string | Date;
  image: MediaFile | null;
}

export interface TermRow extends Localized {
  name: string;
  slug: string;
  description: string | null;
  parent?: { id: number } | null;
  /** Published events of the term's language; filled by the service for output. */
  count?: number;
}

export interface VenueRow extends Post {
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  province: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
  website: string | null;
  stateprovince: string | null;
  geoLat: number | null;
  geoLng: number | null;
  showMap: boolean | null;
  showMapLink: boolean | null;
}

export interface OrganizerRow extends Post {
  name: string;
  phone: string | null;
  website: string | null;
  email: string | null;
}

export interface EventRow extends Post {
  title: string;
  allDay: boolean | null;
  timezone: string;
  startUtc: string | Date;
  endUtc: string | Date;
  startLocal: string;
  endLocal: string;
  cost: string | null;
  currencySymbol: string | null;
  currencyPosition: 'prefix' | 'postfix' | null;
  currencyCode: string | null;
  website: string | null;
  showMap: boolean | null;
  showMapLink: boolean | null;
  hideFromListings: boolean | null;
  sticky: boolean | null;
  featured: boolean | null;
  /** docs/api.md §13; NULL on rows stored before the fields existed (read as the defaults). */
  eventStatus?: EventStatus | null;
  eventStatusReason?: string | null;
  previousStartUtc?: string | Date | null;
  attendanceMode?: AttendanceMode | null;
  onlineUrl?: string | null;
  venue: VenueRow | null;
  organizers: OrganizerRow[];
  categories: TermRow[];
  tags: TermRow[];
  /** A series' rules (docs/api.md §12); null for a single event or an exception. */
  recurrence?: Recurrence | null;
  /** On an exception: the series whose occurrence it replaces, and that occurrence's original start. */
  seriesId?: number | null;
  originalStart?: string | null;
  /**
   * Set when the record is an occurrence of a series: `id` is then the occurrence's id, its dates
   * the occurrence's, and `rowId` the event row its other fields come from (the series, or the
   * exception that replaces this occurrence).
   */
  occurrence?: OccurrenceOf | null;
  /** The event row the fields come from (= `id` unless this is an occurrence). */
  rowId?: number;
}

export interface OccurrenceOf {
  seriesId: number;
  originalStart: string;
}

/** What the language versions of a record are filed under: an occurrence has its own (docs/api.md §12). */
export const translationKey = (rec: {
  documentId: string;
  occurrence?: OccurrenceOf | null;
}): string =>
  rec.occurrence ? `${rec.documentId}@${rec.occurrence.originalStart}` : rec.documentId;

/** The ids of every language version of a record: `{ en: 12, fr: 57 }` (docs/api.md §2). */
export type Translations = Record<string, number>;
