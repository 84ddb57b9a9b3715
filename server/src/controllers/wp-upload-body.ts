/**
 * The file of a wp/v2 `media` upload (docs/api.md §16.2), the way WordPress clients send it: the raw
 * body with Content-Type and Content-Disposition, or multipart/form-data with a `file` field
 * (parsed to a temporary file by Strapi's body parser). Either way it is saved through
 * utils/remote-image/save.ts, the downloads' own rules: the upload plugin's size limit counted as
 * the bytes arrive, and an image by its bytes. Throws the refusals in WordPress's codes.
 */
import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Context } from 'koa';
import { ImageRefused } from '../utils/remote-image/refusal';
import { safeBaseName, saveImage, type SavedImage } from '../utils/remote-image/save';
import { noUploadData, rawUploadName, uploadRefused } from '../v1/wp/upload';

/** What Strapi's parser (koa-body, formidable) leaves for a file field. */
interface ParsedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

const firstFile = (v: unknown): ParsedFile | undefined =>
  (Array.isArray(v) ? v[0] : v) as ParsedFile | undefined;

/** The body is there to read: announced by a length above 0, or sent in chunks. */
const announcesBody = (ctx: Context) =>
  ctx.get('Transfer-Encoding') !== '' || Number(ctx.get('Content-Length')) > 0;

async function fromParts(ctx: Context, maxBytes: number): Promise<SavedImage> {
  const files = (ctx.request as { files?: Record<string, unknown> }).files;
  const file = firstFile(files?.file);
  // WordPress reads `file` only; a form without it has no data.
  if (!file) throw noUploadData();
  if (file.size > maxBytes) throw new ImageRefused('too_large', { max: maxBytes });
  return saveImage(createReadStream(file.filepath), {
    maxBytes,
    baseName: safeBaseName(file.originalFilename ?? ''),
  });
}

async function fromRawBody(ctx: Context, maxBytes: number): Promise<SavedImage> {
  const name = rawUploadName({
    hasBody: announcesBody(ctx),
    contentType: ctx.get('Content-Type') || undefined,
    contentDisposition: ctx.get('Content-Disposition') || undefined,
  });
  // The body parser read these types already, and none of them is an image.
  if (ctx.is('json', 'urlencoded', 'text')) throw new ImageRefused('not_image');
  // A declared size over the limit is refused before reading; a smaller one is not believed.
  if (Number(ctx.get('Content-Length')) > maxBytes)
    throw new ImageRefused('too_large', { max: maxBytes });
  return saveImage(ctx.req, { maxBytes, baseName: safeBaseName(name) });
}

/**
 * Strapi's body middleware deletes the temporary files of a `files` field only: the others
 * (`file` here) are deleted once the upload is done with them.
 */
export async function removeParsedFiles(ctx: Context): Promise<void> {
  const files = (ctx.request as { files?: Record<string, unknown> }).files ?? {};
  const paths = Object.entries(files)
    .filter(([field]) => field !== 'files')
    .flatMap(([, v]) => (Array.isArray(v) ? v : [v]) as ParsedFile[])
    .map((f) => f?.filepath)
    .filter((p): p is string => typeof p === 'string');
  await Promise.all(paths.map((p) => rm(p, { force: true })));
}

/** The uploaded image in a temporary file (dispose it), or WordPress's refusal. */
export async function receiveUpload(ctx: Context, maxBytes: number): Promise<SavedImage> {
  try {
    return ctx.is('multipart') ? await fromParts(ctx, maxBytes) : await fromRawBody(ctx, maxBytes);
  } catch (error) {
    throw error instanceof ImageRefused ? uploadRefused(error.reason, maxBytes) : error;
  }
}
