/**
 * `image` URLs to download (docs/api.md §7) around a write: every argument is valid by now, so the
 * downloads run first, outside the write's transaction (a slow server never holds a database write
 * lock); the parsed arguments then name the new media library files, and the write runs. A refused
 * download is a 400 and nothing is written; a failed write deletes the downloaded files again.
 *
 *   const row = await withRemoteImages(strapi, req, p, async () => writes().insert(eventInput(p, ...), lang));
 */
import type { Core } from '@strapi/strapi';
import { ImageRefused } from '../utils/remote-image/refusal';
import { invalidParams } from '../v1/errors';
import { message } from '../v1/messages';
import { RemoteImage } from '../v1/params/image';
import type { Parsed } from '../v1/params/types';
import type { ApiRequest } from '../v1/request';
import { getService } from '../utils/get-service';

/** Where a RemoteImage sits in the parsed arguments, and which argument to name when it is refused. */
interface Slot {
  param: string;
  owner: Record<string, unknown>;
  image: RemoteImage;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The `data` of an inline venue or organizer of an event write (params/event-links.ts: `{ create: LinkedInput }`). */
const inlineData = (ref: unknown) =>
  isRecord(ref) && isRecord(ref.create) && isRecord(ref.create.data) ? ref.create.data : null;

function slots(p: Parsed): Slot[] {
  const owners: Array<[string, Record<string, unknown> | null]> = [
    ['image', p],
    ['venue', inlineData(p.venue)],
    ...(Array.isArray(p.organizer)
      ? p.organizer.map((ref): [string, Record<string, unknown> | null] => [
          'organizer',
          inlineData(ref),
        ])
      : []),
  ];
  const found: Slot[] = [];
  for (const [param, owner] of owners)
    if (owner?.image instanceof RemoteImage) found.push({ param, owner, image: owner.image });
  return found;
}

/** 400 rest_invalid_param naming the argument, with the reason, as the other argument failures read. */
function refusedParam(param: string, refusal: ImageRefused, lang: string) {
  const text = message(`image_${refusal.reason}`, lang, refusal.vars);
  return invalidParams({
    [param]: {
      message: text,
      detail: { code: `rest_image_${refusal.reason}`, message: text, data: { param } },
    },
  });
}

export async function withRemoteImages<T>(
  strapi: Core.Strapi,
  req: ApiRequest,
  p: Parsed,
  write: () => Promise<T>
): Promise<T> {
  const found = slots(p);
  if (!found.length) return write();
  const images = getService(strapi, 'imageSideload');
  const cleanUp = (ids: number[]) =>
    images
      .remove(ids)
      .catch((error) =>
        strapi.log.warn(`[calendar] could not delete downloaded images ${ids}: ${error}`)
      );
  const stored = new Map<string, number>();
  for (const slot of found) {
    const { url } = slot.image;
    try {
      // The same URL twice in one write (an event and its inline venue) is downloaded once.
      if (!stored.has(url)) stored.set(url, await images.sideload(url));
    } catch (error) {
      await cleanUp([...stored.values()]);
      throw error instanceof ImageRefused ? refusedParam(slot.param, error, req.lang) : error;
    }
    slot.owner.image = stored.get(url);
  }
  const ids = [...stored.values()];
  let result: T;
  try {
    result = await write();
  } catch (error) {
    await cleanUp(ids);
    throw error;
  }
  await images
    .removeUnlinked(ids)
    .catch((error) =>
      strapi.log.warn(`[calendar] could not check downloaded images ${ids}: ${error}`)
    );
  return result;
}
