/**
 * An image arriving as a stream (a download, or a file sent to wp/v2 `media`: docs/api.md §7.6,
 * §16.2) saved into a temporary file under one set of rules: at most `maxBytes` (counted as the
 * bytes arrive, never believed from a header), and an image by its bytes, whatever it claims to
 * be. Its name gets the extension of what the bytes are.
 *
 *   const image = await saveImage(stream, { maxBytes, baseName: safeBaseName('poster.png') });
 *   try { await store(image) } finally { await image.dispose() }
 */
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
// file-type 16 is the last CommonJS release; later ones are ESM-only, which the CJS build and jest would not load.
import { fromBuffer } from 'file-type';
import { ImageRefused } from './refusal';

export interface SavedImage {
  path: string;
  /** A file name for the media library: `baseName` with the detected extension. */
  name: string;
  mime: string;
  size: number;
  /** Removes the temporary file. */
  dispose(): Promise<void>;
}

export interface SaveOptions {
  maxBytes: number;
  /** Already safe for the media library (safeBaseName). */
  baseName: string;
  /** Called on every chunk (a download's idle timer). */
  onData?: () => void;
}

/** What file-type reads to recognise every format it knows. */
const SNIFF_BYTES = 4100;

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

/** A name's base (no extension), made safe for the media library; '' when nothing usable remains. */
export function safeBaseName(name: string): string {
  return name
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/**
 * stream/promises' pipeline, typed loosely: the package build's declaration pass (@strapi/pack-up)
 * resolves other Node typings, under which IncomingMessage and our Transform match none of
 * pipeline()'s overloads. The call is the same; only its overload resolution is skipped.
 */
const pipeStreams = pipeline as unknown as (...streams: unknown[]) => Promise<void>;

/** Throws ImageRefused ('too_large', 'not_image'); leaves nothing behind when it throws. */
export async function saveImage(source: unknown, options: SaveOptions): Promise<SavedImage> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'calendar-image-'));
  const dispose = () => rm(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'image');
    const meter = byteMeter(options.maxBytes, options.onData ?? (() => {}));
    await pipeStreams(source, meter.meter, createWriteStream(file));
    const type = await fromBuffer(meter.head());
    if (!type || !type.mime.startsWith('image/')) throw new ImageRefused('not_image');
    return {
      path: file,
      name: `${options.baseName || 'image'}.${type.ext}`,
      mime: type.mime,
      size: meter.size(),
      dispose,
    };
  } catch (error) {
    await dispose();
    throw error;
  }
}
