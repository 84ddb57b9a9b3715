/**
 * An iCalendar file uploaded to the Import page (POST /calendar/import-runs as multipart form
 * data, issue #29): Strapi's body parser streams the file to a temporary file (formidable), never
 * into a JSON body, whose limit (`jsonLimit`, 1 MB by default) refused files the page advertised.
 * The size is checked against `importFetch.maxBytes`, the most any import reads, before the file is
 * read; beyond it, 413 in the admin's error shape. The temporary file is removed either way.
 */
import { promises as fs } from 'fs';
import type { Context } from 'koa';
import { errors } from '@strapi/utils';

interface UploadedFile {
  filepath: string;
  originalFilename?: string | null;
  size: number;
}

/** The form's fields as the JSON body has them: its flags as booleans, the rest as sent. */
function fieldsOf(body: unknown): Record<string, unknown> {
  const fields = { ...(body && typeof body === 'object' ? (body as Record<string, unknown>) : {}) };
  for (const flag of ['dryRun', 'sourceWins'])
    if (fields[flag] === 'true' || fields[flag] === 'false') fields[flag] = fields[flag] === 'true';
  return fields;
}

type Files = Record<string, UploadedFile | UploadedFile[]>;
const filesOf = (ctx: Context): Files => (ctx.request as { files?: Files }).files ?? {};

/**
 * The request's body as the import route validates it: a multipart upload's `file` becomes
 * `{ name, text }` beside the other fields; any other body is returned as it is.
 */
export async function importRequestBody(ctx: Context, maxBytes: number): Promise<unknown> {
  const byField = filesOf(ctx);
  const files = Object.values(byField).flat();
  if (files.length === 0) return ctx.request.body;
  try {
    const file = byField.file;
    if (files.length > 1 || !file || Array.isArray(file))
      throw new errors.ValidationError('Send one iCalendar file, as the form field "file"');
    if (file.size > maxBytes)
      throw new errors.PayloadTooLargeError(
        `The file is ${file.size} bytes; an import reads at most ${maxBytes} (importFetch.maxBytes)`
      );
    const text = await fs.readFile(file.filepath, 'utf8');
    return {
      ...fieldsOf(ctx.request.body),
      file: { name: file.originalFilename || 'calendar.ics', text },
    };
  } finally {
    await Promise.all(files.map((f) => fs.rm(f.filepath, { force: true })));
  }
}
