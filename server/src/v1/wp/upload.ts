/**
 * The checks of a wp/v2 `media` upload that read only its headers, and its refusals, in WordPress's
 * codes and order (WP_REST_Attachments_Controller, docs/api.md §16.2): no body, no Content-Type, no
 * Content-Disposition, no file name in it. Pure; the body is read by the controller.
 */
import { parse } from 'content-disposition';
import type { RefusalReason } from '../../utils/remote-image/refusal';
import { ApiError } from '../errors';

export interface RawUploadHeaders {
  /** Whether a body was announced (Content-Length above 0, or chunked). */
  hasBody: boolean;
  contentType: string | undefined;
  contentDisposition: string | undefined;
}

/** The file name of a Content-Disposition header (`filename*` wins, per RFC 6266); null when none. */
export function dispositionFilename(header: string): string | null {
  try {
    const name = parse(header).parameters.filename;
    return name && name.trim() ? name.trim() : null;
  } catch {
    // Not a Content-Disposition at all: like WordPress, the same as one without a file name.
    return null;
  }
}

/** The file name a raw-body upload names, or WordPress's refusal of its headers. */
export function rawUploadName(headers: RawUploadHeaders): string {
  if (!headers.hasBody) throw new ApiError('rest_upload_no_data', 400);
  if (!headers.contentType?.trim()) throw new ApiError('rest_upload_no_content_type', 400);
  if (!headers.contentDisposition?.trim())
    throw new ApiError('rest_upload_no_content_disposition', 400);
  const name = dispositionFilename(headers.contentDisposition);
  if (!name) throw new ApiError('rest_upload_invalid_disposition', 400);
  return name;
}

export const noUploadData = () => new ApiError('rest_upload_no_data', 400);

/**
 * A refused file. WordPress answers a file type it does not allow with 500
 * rest_upload_sideload_error; the code and text are kept, the status is 400, since the client's
 * file, not the server, is at fault. A file over the upload plugin's `sizeLimit` is WordPress's
 * rest_upload_file_too_big, with 413 rather than its 400 (the status of every other body over a
 * limit here, docs/api.md §5).
 */
export function uploadRefused(reason: RefusalReason, maxBytes: number): ApiError {
  if (reason === 'too_large')
    return new ApiError('rest_upload_file_too_big', 413, 'rest_upload_file_too_big', {
      kb: Math.floor(maxBytes / 1024),
    });
  return new ApiError('rest_upload_sideload_error', 400);
}
