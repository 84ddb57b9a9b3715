/** TEC's image object (docs/tec-behaviour.md §3.6) from a Strapi media file and its formats; `false` when none. */
import type { MediaFile, MediaFormat } from '../../domain/types';

export interface ImageSize {
  width?: number;
  height?: number;
  'mime-type'?: string;
  filesize?: number;
  url: string;
}

export interface ImageObject {
  url: string;
  id: number;
  extension?: string;
  width?: number;
  height?: number;
  filesize?: number;
  sizes: Record<string, ImageSize>;
}

const absolute = (url: string, origin: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
/** Strapi stores sizes in kB; TEC reports bytes. */
const bytes = (kb: number | null) => (kb ? Math.round(kb * 1024) : undefined);

/** Empty and zero members are dropped, like TEC. */
function compact<T extends object>(o: T): T {
  return Object.fromEntries(
    Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== '' && v !== 0)
  ) as T;
}

function size(format: MediaFormat, origin: string): ImageSize {
  return compact({
    width: format.width ?? undefined,
    height: format.height ?? undefined,
    'mime-type': format.mime ?? undefined,
    filesize: bytes(format.size),
    url: absolute(format.url, origin),
  });
}

export function serializeImage(
  file: MediaFile | null | undefined,
  origin: string
): ImageObject | false {
  if (!file) return false;
  const sizes: Record<string, ImageSize> = {};
  for (const [name, format] of Object.entries(file.formats ?? {}))
    sizes[name] = size(format, origin);
  return {
    ...compact({
      url: absolute(file.url, origin),
      id: file.id,
      extension: file.ext ? file.ext.replace(/^\./, '').toLowerCase() : undefined,
      width: file.width ?? undefined,
      height: file.height ?? undefined,
      filesize: bytes(file.size),
    }),
    sizes,
  };
}
