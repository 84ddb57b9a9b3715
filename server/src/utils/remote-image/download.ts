/**
 * Downloads an `image` URL into a temporary file, refusing what docs/api.md §7 refuses: other schemes,
 * refused addresses (checked at connect time, on every redirect hop), too many redirects, slow
 * servers (total and idle time), too many bytes (counted, not believed from Content-Length), and
 * anything that is not an image both by its Content-Type and by its bytes.
 *
 *   const image = await downloadImage(url, { ...config.imageDownload, allowedHosts: config.imageHosts });
 *   try { await store(image.path, image.mime) } finally { await image.dispose() }
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// file-type 16 is the last CommonJS release; later ones are ESM-only, which the CJS build and jest would not load.
import { fromBuffer } from 'file-type';
import { createGuard, follow, parseUrl, type Guard, type RequestLimits } from '../remote-request';
import { ImageRefused } from './refusal';

export interface DownloadLimits extends RequestLimits {
  maxBytes: number;
}

export interface DownloadedImage {
  path: string;
  /** A file name for the media library: the URL's last path segment with the detected extension. */
  name: string;
  mime: string;
  size: number;
  /** Removes the temporary file. */
  dispose(): Promise<void>;
}

/** What file-type reads to recognise every format it knows. */
const SNIFF_BYTES = 4100;
const HEADERS = { accept: 'image/*', 'user-agent': 'strapi-plugin-events-calendar' };

/** Counts bytes as they arrive (refusing past `maxBytes`), keeps the first ones for sniffing. */
function byteMeter(maxBytes: number, onData: () => void) {
  let size = 0;
  const head: Buffer[] = [];
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onData();
      const kept = Math.max(0, Math.min(chunk.length, SNIFF_BYTES - size));
      if (kept) head.push(chunk.subarray(0, kept));
      size += chunk.length;
      done(size > maxBytes ? new ImageRefused('too_large', { max: maxBytes }) : null, chunk);
    },
  });
  return { meter, size: () => size, head: () => Buffer.concat(head) };
}

const declaresImage = (contentType: string | undefined) =>
  /^image\//i.test((contentType ?? '').trim());

/** The URL's last path segment, made safe for the media library, with the detected extension. */
function fileName(url: URL, ext: string): string {
  let last = url.pathname.split('/').pop() ?? '';
  try {
    last = decodeURIComponent(last);
  } catch {
    // A malformed escape: keep the raw segment, the sanitising below makes it safe.
  }
  const base = last
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || 'image'}.${ext}`;
}

/**
 * stream/promises' pipeline, typed loosely: the package build's declaration pass (@strapi/pack-up)
 * resolves other Node typings, under which IncomingMessage and our Transform match none of
 * pipeline()'s overloads. The call is the same; only its overload resolution is skipped.
 */
const pipeStreams = pipeline as unknown as (...streams: unknown[]) => Promise<void>;

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
  const dir = await mkdtemp(path.join(os.tmpdir(), 'calendar-image-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'image');
    const meter = byteMeter(limits.maxBytes, guard.kick);
    await pipeStreams(res, meter.meter, createWriteStream(file));
    const type = await fromBuffer(meter.head());
    if (!type || !type.mime.startsWith('image/')) throw new ImageRefused('not_image');
    return {
      path: file,
      name: fileName(url, type.ext),
      mime: type.mime,
      size: meter.size(),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
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
