/**
 * The arguments of a wp/v2 `media` upload (docs/api.md §16.2) besides its file: WordPress's
 * `title`, `caption` and `alt_text` (WP_REST_Attachments_Controller), as clients send them — form
 * fields of a multipart upload, or the query string of a raw-body one. `title` and `caption` may be
 * a string or WordPress's `{ raw }` object. Pure.
 */
import { strings } from '@strapi/utils';
import type { MediaText } from '../../domain/types';
import { textField } from '../../utils/html';
import { param, type ParsedParams } from '../params/types';

/**
 * The media library's `name` is varchar(255) and gets the file's extension (at most five
 * characters, `.jpeg`): a longer title would fail in the database on PostgreSQL and MariaDB.
 */
const MAX_TITLE = 250;

/** A string, or WordPress's `{ raw: string }` form of a rendered field; undefined otherwise. */
function rawText(v: unknown): string | undefined {
  if (typeof v === 'string') return v;
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
    const raw = (v as { raw?: unknown }).raw;
    if (typeof raw === 'string') return raw;
  }
  return undefined;
}

/**
 * The media library's files are named after `name` (the upload plugin's hash: its slug, `_` and ten
 * characters), with a format's prefix (`thumbnail_`) and the extension: a slug over this length
 * makes a file name over the 255 bytes filesystems allow, which failed the upload (a 500).
 */
const MAX_TITLE_SLUG = 200;

const slugFits = (title: string) =>
  strings.nameToSlug(title, { separator: '_', lowercase: false }).length <= MAX_TITLE_SLUG;

/**
 * WordPress declares these `object` (`{ raw, rendered }`) and checks no type, so a plain string is
 * accepted too: validated here, not by the type check.
 */
const rendered = <const N extends string>(
  name: N,
  description: string,
  fits: (text: string) => boolean = () => true
) =>
  param({
    name,
    in: 'body',
    type: 'string',
    typeChecked: false,
    description,
    validate: (v) => {
      const text = rawText(v);
      return text !== undefined && fits(text);
    },
    parse: (v) => rawText(v),
  });

export const wpMediaParams = [
  rendered(
    'title',
    `The title for the file (the media library name, with its extension; at most ${MAX_TITLE} characters)`,
    (title) => title.length <= MAX_TITLE && slugFits(title)
  ),
  rendered('caption', 'The attachment caption'),
  param({
    name: 'alt_text',
    in: 'body',
    type: 'string',
    description: 'Alternative text to display when the image is not displayed',
    validate: (v) => typeof v === 'string',
  }),
];

/**
 * What the upload names its file with. A blank title is no title (the library's name is required):
 * the file's own name stays. The alternative text is one line of plain text, like WordPress's
 * sanitize_text_field leaves it.
 */
export function mediaText(p: ParsedParams<(typeof wpMediaParams)[number]>): MediaText {
  const title = p.title?.trim();
  const { caption, alt_text: alt } = p;
  return {
    ...(title ? { title } : {}),
    ...(caption !== undefined ? { caption } : {}),
    ...(alt !== undefined ? { alternativeText: textField(alt) } : {}),
  };
}
