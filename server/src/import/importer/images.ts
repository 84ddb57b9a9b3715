/**
 * An imported record's image (docs/api.md §15): downloaded once, before the record's transaction
 * (a slow image server never holds a database write lock), through the API's safe download
 * (docs/api.md §7.6: address rules, limits, `imageHosts`). A run again reuses the file while the
 * source names the same URL. A refused image leaves the record without it, said so in the summary.
 */
import type { Core } from '@strapi/strapi';
import { getService } from '../../utils/get-service';
import { ImageRefused } from '../../utils/remote-image/refusal';
import { refusalMessage } from './call-route';
import type { ImportLink } from './links';

const FILE = 'plugin::upload.file';

export interface ImageStep {
  /** The media library file for `args.image`, or undefined to leave the record's image alone. */
  id?: number;
  url: string | null;
  /** Downloaded by this step: deleted again when the write fails. */
  fresh: boolean;
  warning?: string;
}

export async function imageFor(
  strapi: Core.Strapi,
  url: unknown,
  link: ImportLink | null
): Promise<ImageStep> {
  if (typeof url !== 'string' || url === '') return { url: null, fresh: false };
  if (link?.imageUrl === url && link.imageId !== null) {
    const file = await strapi.db
      .query(FILE)
      .findOne({ where: { id: link.imageId }, select: ['id'] });
    if (file) return { id: link.imageId, url, fresh: false };
  }
  try {
    return { id: await getService(strapi, 'imageSideload').sideload(url), url, fresh: true };
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    return {
      url: null,
      fresh: false,
      warning: `image ${url} not imported: ${refusalMessage(error)}`,
    };
  }
}

export async function discardImage(strapi: Core.Strapi, step: ImageStep): Promise<void> {
  if (step.fresh && step.id !== undefined)
    await getService(strapi, 'imageSideload').remove([step.id]);
}
