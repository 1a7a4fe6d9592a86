import { IMAGE_MAX_WIDTH, IMAGE_MIN_WIDTH } from './constants';

/** The widths (px) a listing photo is offered at, within spec §9's 140–2160: phones at 1×–3× up to wide screens. */
export const PHOTO_WIDTHS: readonly number[] = [140, 320, 480, 640, 828, 1080, 1280, 1600, 2160];

/** Thumbnails are drawn about 100 px wide: 1× and 3× screens. */
export const THUMBNAIL_WIDTHS: readonly number[] = [140, 320];

/** The width of the plain `src`, for the rare browser that ignores `srcset`. */
export const PHOTO_FALLBACK_WIDTH = 1080;

// Inline and in-memory images have no resized variants.
const UNSIZABLE = /^(data|blob):/i;

const clampWidth = (width: number) => Math.min(IMAGE_MAX_WIDTH, Math.max(IMAGE_MIN_WIDTH, Math.round(width)));

/** The URL of a photo resized to `width` (clamped to 140–2160): `?w=` added, or replacing a `w` already there. */
export function photoUrl(url: string, width: number): string {
  if (UNSIZABLE.test(url)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const [path = '', query = ''] = base.split(/\?(.*)/s, 2);
  const kept = query.split('&').filter((part) => part !== '' && !/^w(=|$)/.test(part));
  return `${path}?${[...kept, `w=${clampWidth(width)}`].join('&')}${hash}`;
}

/**
 * A `srcset` offering the photo at each width (`/p/1.svg?w=140 140w, …`), ascending and without repeats;
 * empty for an image that cannot be resized.
 */
export function photoSrcSet(url: string, widths: readonly number[] = PHOTO_WIDTHS): string {
  if (UNSIZABLE.test(url)) return '';
  const distinct = [...new Set(widths.map(clampWidth))].sort((a, b) => a - b);
  return distinct.map((w) => `${photoUrl(url, w)} ${w}w`).join(', ');
}
