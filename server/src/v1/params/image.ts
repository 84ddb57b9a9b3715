/**
 * `image` of event, venue and organizer writes (docs/api.md §7, docs/tec-behaviour.md §4.1): the id of a media
 * library image, the URL of a file already there (reused without a download, the way TEC reuses known
 * attachments), or another http(s) URL. That last one parses to a `RemoteImage`, which the
 * controller downloads only once every argument is valid, before the write's transaction
 * (controllers/remote-images.ts).
 */
import { ref } from './refs';
import { param } from './types';
import { isClearingValue, isHttpUrl } from './values';

/** An image URL still to download; replaced by the new media library file's id before the write. */
export class RemoteImage {
  constructor(readonly url: string) {}
}

/** Longer URLs are refused outright: browsers and servers commonly stop near this length. */
const MAX_URL_LENGTH = 2048;

const isRemoteUrl = (v: string) => v.length <= MAX_URL_LENGTH && isHttpUrl(v);

/**
 * A JSON number is an id too: WordPress clients send the `id` a wp/v2 `media` upload answered as
 * it came (docs/api.md §16.2), and TEC takes either spelling.
 */
const isIdNumber = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;
const text = (v: unknown) => String(v);

export const imageParam = param({
  name: 'image',
  in: 'body',
  description:
    'The id or URL of an image of the media library, or the http(s) URL of an image to download into it (image files only, from public addresses, within the size and time limits of the plugin options); null or "" removes it',
  validate: (v) => isClearingValue(v) || typeof v === 'string' || isIdNumber(v),
  refs: (v) => (isClearingValue(v) ? [] : [ref.image(text(v))]),
  accepts: (v, c) =>
    isClearingValue(v) ||
    c.refs.image(text(v)) !== null ||
    (typeof v === 'string' && isRemoteUrl(v.trim())),
  parse: (v, c) =>
    isClearingValue(v) ? null : (c.refs.image(text(v)) ?? new RemoteImage(text(v).trim())),
});

/**
 * The media library id a write stores: by the time the write runs, the controller has replaced
 * every RemoteImage with the id of its download (controllers/remote-images.ts).
 */
export function storedImage(image: number | RemoteImage | null): number | null {
  if (image instanceof RemoteImage) throw new Error(`image not downloaded: ${image.url}`);
  return image;
}
