/**
 * Downloads an `image` URL into a temporary file, refusing what docs/api.md §7 refuses: other schemes,
 * refused addresses (checked at connect time, on every redirect hop), too many redirects, slow
 * servers (total and idle time), too many bytes (counted, not believed from Content-Length), and
 * anything that is not an image both by its Content-Type and by its bytes.
 *
 *   const image = await downloadImage(url, { ...config.imageDownload, allowedHosts: config.imageHosts });
 *   try { await store(image.path, image.mime) } finally { await image.dispose() }
 */
import type { IncomingMessage } from 'node:http';
import { createGuard, follow, parseUrl, type Guard, type RequestLimits } from '../remote-request';
import { ImageRefused } from './refusal';
import { safeBaseName, saveImage, type SavedImage } from './save';

export interface DownloadLimits extends RequestLimits {
  maxBytes: number;
}

export type DownloadedImage = SavedImage;

const HEADERS = { accept: 'image/*', 'user-agent': 'strapi-plugin-events-calendar' };

const declaresImage = (contentType: string | undefined) =>
  /^image\//i.test((contentType ?? '').trim());

/** The URL's last path segment, made safe for the media library (its extension comes from the bytes). */
function baseNameOf(url: URL): string {
  const last = url.pathname.split('/').pop() ?? '';
  try {
    return safeBaseName(decodeURIComponent(last));
  } catch {
    // A malformed escape: keep the raw segment, the sanitising makes it safe.
    return safeBaseName(last);
  }
}

async function receive(
  res: IncomingMessage,
  url: URL,
  limits: DownloadLimits,
  guard: Guard
): Promise<DownloadedImage> {
  const status = res.statusCode ?? 0;
  if (status < 200 || status > 299) throw new ImageRefused('status', { status });
  if (!declaresImage(res.headers['content-type'])) throw new ImageRefused('not_image');
  // A declared size over the cap is refused before reading; a smaller one is not believed.
  if (Number(res.headers['content-length']) > limits.maxBytes)
    throw new ImageRefused('too_large', { max: limits.maxBytes });
  return saveImage(res, {
    maxBytes: limits.maxBytes,
    baseName: baseNameOf(url),
    onData: guard.kick,
  });
}

/** Throws ImageRefused for every refusal; any other error is a failure of this server. */
export async function downloadImage(url: string, limits: DownloadLimits): Promise<DownloadedImage> {
  const guard = createGuard(limits);
  try {
    const { res, url: last } = await follow(parseUrl(url), limits, guard, HEADERS);
    return await receive(res, last, limits, guard);
  } catch (error) {
    throw guard.explain(error);
  } finally {
    guard.close();
  }
}
