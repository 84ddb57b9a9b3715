/**
 * WordPress core's `media` (docs/api.md §16.2): an image uploaded into Strapi's media library, as
 * the namespace's `image` downloads are (services/image-sideload.ts `store`), and read back by id
 * like WordPress's attachment object. The answer's `id` is a media library id, which an event's
 * `image` accepts (docs/api.md §7.6).
 */
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { siteZone } from '../config';
import { ImageRefused } from '../utils/remote-image/refusal';
import { ApiError } from '../v1/errors';
import type { ApiRequest } from '../v1/request';
import { serializeWpMedia } from '../v1/wp/media';
import { uploadRefused } from '../v1/wp/upload';
import { mediaText } from '../v1/wp/media-params';
import type { MediaRecord, MediaText } from '../domain/types';
import { getService } from '../utils/get-service';
import { endpoint } from './endpoint';
import { receiveUpload, removeParsedFiles } from './wp-upload-body';

/** The upload plugin's own limit (bytes), so this route takes exactly what its upload API takes. */
const sizeLimit = (strapi: Core.Strapi): number =>
  Number((strapi.config.get('plugin::upload') as { sizeLimit?: number })?.sizeLimit) ||
  Number.MAX_SAFE_INTEGER;

const render = (req: ApiRequest, file: MediaRecord) =>
  serializeWpMedia(file, { root: req.root, origin: req.origin, siteZone: siteZone(req.config) });

export const wpMedia = ({ strapi }: { strapi: Core.Strapi }) => {
  const images = () => getService(strapi, 'imageSideload');

  /** Saved, checked, then stored: a refusal at any step leaves nothing in the media library. */
  async function upload(ctx: Context, maxBytes: number, text: MediaText): Promise<number> {
    const image = await receiveUpload(ctx, maxBytes);
    try {
      return await images().store(image, text);
    } catch (error) {
      throw error instanceof ImageRefused ? uploadRefused(error.reason, maxBytes) : error;
    } finally {
      await image.dispose();
    }
  }

  return {
    // The body is the koa request's own: the handler is made per request, around its context.
    create: async (ctx: Context) => {
      try {
        await endpoint(strapi, 'wpMedia.create', async (req, route) => {
          const text = mediaText(await req.params(route));
          const file = await images().findFile(await upload(ctx, sizeLimit(strapi), text));
          const body = render(req, file as MediaRecord);
          return { status: 201, body, headers: { Location: body._links.self[0].href } };
        })(ctx);
      } finally {
        await removeParsedFiles(ctx);
      }
    },

    findOne: endpoint(strapi, 'wpMedia.findOne', async (req, route) => {
      const p = await req.params(route);
      const file = await images().findFile(p.id);
      if (!file) throw new ApiError('rest_post_invalid_id', 404);
      return { body: render(req, file) };
    }),
  };
};
