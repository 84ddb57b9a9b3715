/**
 * WordPress core's attachment object (docs/api.md §16.2) for a media library file. URLs and sizes
 * come from the namespace's image object (serializers/image.ts), so an event showing the file names
 * the same `source_url`. Deliberate differences: `link` is the file itself (there are no attachment
 * pages), `author` is 0 (the media library records admin users, not the API's callers), sizes in
 * `media_details.sizes` are Strapi's formats under their own names.
 */
import { DateTime } from 'luxon';
import type { MediaRecord } from '../../domain/types';
import { sanitizeTermText, textField } from '../../utils/html';
import { serializeImage } from '../serializers/image';

export interface MediaOutput {
  /** `{…}/wp/v2` of the request. */
  root: string;
  origin: string;
  siteZone: string;
}

const LOCAL = "yyyy-MM-dd'T'HH:mm:ss";
const instant = (d: string | Date) =>
  typeof d === 'string' ? DateTime.fromISO(d) : DateTime.fromJSDate(d);
/** WordPress's pair of dates: the site's wall time and UTC, both without an offset. */
const dates = (d: string | Date, zone: string) => ({
  local: instant(d).setZone(zone).toFormat(LOCAL),
  gmt: instant(d).toUTC().toFormat(LOCAL),
});

/** Through the HTML allowlist: a file name or caption is the uploader's text, rendered by clients. */
const title = (file: MediaRecord) => sanitizeTermText(file.name.replace(/\.[^.]+$/, ''));
const fileName = (url: string) => url.split('/').pop() ?? url;

function details(file: MediaRecord, origin: string) {
  const image = serializeImage(file, origin);
  const sizes: Record<string, unknown> = {};
  for (const [name, size] of Object.entries(image ? image.sizes : {})) {
    sizes[name] = {
      file: fileName(size.url),
      width: size.width,
      height: size.height,
      filesize: size.filesize,
      mime_type: size['mime-type'],
      source_url: size.url,
    };
  }
  return {
    source: image ? image.url : '',
    media_details: {
      width: file.width ?? 0,
      height: file.height ?? 0,
      file: fileName(file.url),
      filesize: file.size ? Math.round(file.size * 1024) : 0,
      sizes,
    },
  };
}

export function serializeWpMedia(file: MediaRecord, out: MediaOutput) {
  const created = dates(file.createdAt, out.siteZone);
  const modified = dates(file.updatedAt, out.siteZone);
  const { source, media_details } = details(file, out.origin);
  const self = `${out.root}/media/${file.id}`;
  return {
    id: file.id,
    date: created.local,
    date_gmt: created.gmt,
    guid: { rendered: source },
    modified: modified.local,
    modified_gmt: modified.gmt,
    slug: file.hash,
    status: 'inherit',
    type: 'attachment',
    link: source,
    title: { rendered: title(file) },
    author: 0,
    comment_status: 'closed',
    ping_status: 'closed',
    template: '',
    meta: [],
    description: { rendered: '' },
    caption: { rendered: sanitizeTermText(file.caption) },
    // One line of plain text, the way WordPress keeps it, whatever the media library was given.
    alt_text: textField(file.alternativeText),
    media_type: file.mime?.startsWith('image/') ? 'image' : 'file',
    mime_type: file.mime ?? '',
    media_details,
    post: null,
    source_url: source,
    _links: {
      self: [{ href: self }],
      collection: [{ href: `${out.root}/media` }],
    },
  };
}
