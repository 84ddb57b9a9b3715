/**
 * `image` URLs that are not in the media library yet (docs/api.md §7): downloaded under the limits of the
 * plugin options, then stored through the upload plugin (so its provider, formats and events apply)
 * in its "API Uploads" folder, like a file sent to the upload API. Runs before the write's
 * transaction: a slow server never holds a database write lock.
 */
import type { Core } from '@strapi/strapi';
import type { CalendarConfig } from '../config';
import { downloadImage } from '../utils/remote-image/download';
import { ImageRefused } from '../utils/remote-image/refusal';

const FILE = 'plugin::upload.file';

interface StoredFile {
  id: number;
}

const createImageSideloadService = ({ strapi }: { strapi: Core.Strapi }) => {
  const upload = () => strapi.plugin('upload').service('upload');

  /** Downloads `url` into the media library; the new file's id. Throws ImageRefused. */
  async function sideload(url: string): Promise<number> {
    const config = strapi.config.get('plugin::calendar') as CalendarConfig;
    const image = await downloadImage(url, {
      ...config.imageDownload,
      allowedHosts: config.imageHosts,
    });
    try {
      const folder = await strapi
        .plugin('upload')
        .service('api-upload-folder')
        .getAPIUploadFolder();
      const files: StoredFile[] = await upload()
        .upload({
          data: { fileInfo: { name: image.name, folder: folder.id } },
          files: {
            filepath: image.path,
            originalFilename: image.name,
            mimetype: image.mime,
            size: image.size,
          },
        })
        .catch((error: Error) => {
          // The upload plugin reads images with sharp: one it cannot decode is not an image after all.
          throw error?.message === 'File is not a valid image'
            ? new ImageRefused('not_image')
            : error;
        });
      return files[0].id;
    } finally {
      await image.dispose();
    }
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
      const file = await strapi.db
        .query(FILE)
        .findOne({ where: { id }, populate: { related: true } });
      if (file && !(file.related as unknown[] | undefined)?.length) unlinked.push(id);
    }
    await remove(unlinked);
  }

  return { sideload, remove, removeUnlinked };
};

export type ImageSideloadService = ReturnType<typeof createImageSideloadService>;
export default createImageSideloadService;
