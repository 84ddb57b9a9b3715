/**
 * Images into the media library: `image` URLs that are not in it yet (docs/api.md §7), downloaded
 * under the limits of the plugin options, and files sent to wp/v2 `media` (docs/api.md §16.2). Both
 * are stored the same way, through the upload plugin (so its provider, formats, size limit and
 * events apply) in its "API Uploads" folder, like a file sent to the upload API. Downloads run
 * before the write's transaction: a slow server never holds a database write lock.
 */
import type { Core } from '@strapi/strapi';
import { pluginConfig } from '../config';
import { downloadImage } from '../utils/remote-image/download';
import { ImageRefused } from '../utils/remote-image/refusal';
import type { SavedImage } from '../utils/remote-image/save';
import path from 'node:path';
import type { MediaRecord, MediaText } from '../domain/types';
import { isStoredId } from '../domain/limits';
import { table } from './tables';

const FILE = 'plugin::upload.file';

interface StoredFile {
  id: number;
}

const createImageSideloadService = ({ strapi }: { strapi: Core.Strapi }) => {
  const upload = () => strapi.plugin('upload').service('upload');
  const sizeLimit = () =>
    Number((strapi.config.get('plugin::upload') as { sizeLimit?: number } | undefined)?.sizeLimit);

  /**
   * Stores a saved image (utils/remote-image/save.ts) in the media library; the new file's id.
   * Throws ImageRefused('not_image') when the upload plugin cannot decode it. Does not dispose it.
   * A `title` names the file in the library, with the extension of what the file is.
   */
  async function store(image: SavedImage, text: MediaText = {}): Promise<number> {
    const folder = await strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder();
    const name = text.title ? `${text.title}${path.extname(image.name)}` : image.name;
    const { caption, alternativeText } = text;
    const files: StoredFile[] = await upload()
      .upload({
        data: { fileInfo: { name, caption, alternativeText, folder: folder.id } },
        files: {
          filepath: image.path,
          originalFilename: image.name,
          mimetype: image.mime,
          size: image.size,
        },
      })
      .catch((error: Error) => {
        // The upload plugin reads images with sharp: one it cannot decode is not an image after all.
        if (error?.message === 'File is not a valid image') throw new ImageRefused('not_image');
        // Its own sizeLimit, weighed after its optimisation (which may grow a tiny file).
        if (error?.name === 'PayloadTooLargeError')
          throw new ImageRefused('too_large', { max: sizeLimit() });
        throw error;
      });
    return files[0].id;
  }

  /** Downloads `url` into the media library; the new file's id. Throws ImageRefused. */
  async function sideload(url: string): Promise<number> {
    const config = pluginConfig(strapi);
    const image = await downloadImage(url, {
      ...config.imageDownload,
      allowedHosts: config.imageHosts,
    });
    try {
      return await store(image);
    } finally {
      await image.dispose();
    }
  }

  /** A media library file by id, with what wp/v2 `media` shows of it; null when there is none. */
  async function findFile(id: number): Promise<MediaRecord | null> {
    // wp/v2 media/{id} takes any digits: one no file can have is an unknown file (domain/limits.ts).
    if (!isStoredId(id)) return null;
    return table(strapi, FILE).findOne({ where: { id } });
  }

  /** Deletes media library files (and their formats) by id; missing ones are skipped. */
  async function remove(ids: number[]): Promise<void> {
    for (const id of ids) {
      const file = await strapi.db.query(FILE).findOne({ where: { id } });
      if (file) await upload().remove(file);
    }
  }

  /**
   * Deletes the files no record links to: a venue or organizer create that matched an existing
   * record (de-duplication, docs/tec-behaviour.md §4.3) keeps that record's own image, so the download is unused.
   */
  async function removeUnlinked(ids: number[]): Promise<void> {
    const unlinked: number[] = [];
    for (const id of ids) {
      const file = await table(strapi, FILE).findOne({
        where: { id },
        populate: { related: true },
      });
      if (file && !file.related?.length) unlinked.push(id);
    }
    await remove(unlinked);
  }

  return { store, sideload, findFile, remove, removeUnlinked };
};

export type ImageSideloadService = ReturnType<typeof createImageSideloadService>;
export default createImageSideloadService;
