import type { BlogPost, WpImageSize } from '@/api/contract/content';
import { stripTags } from '@/domain/sanitize';

/**
 * Pure helpers that turn a CMS post into what a card shows. CMS fields are HTML: everything leaves here
 * as plain text or a vetted URL, so a card renders them as text and never injects markup.
 */

/** The longest excerpt a card shows, in characters (about three lines at card width). */
export const EXCERPT_MAX = 180;

/**
 * CMS HTML as plain text: tags removed (scripts and styles with their content), entities such as
 * `&#8217;` or `&amp;` decoded, whitespace collapsed.
 */
export function cmsText(html: string | null | undefined): string {
  if (typeof html !== 'string' || html === '') return '';
  return stripTags(html);
}

/**
 * A post's excerpt as a short plain text: WordPress's trailing "[…]" becomes an ellipsis, and a long
 * excerpt is cut at a word boundary.
 */
export function excerptText(html: string | null | undefined, max = EXCERPT_MAX): string {
  const text = cmsText(html)
    .replace(/\s*\[(?:…|\.\.\.)\]\s*$/u, '…')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/**
 * The URL if it is an absolute http(s) URL, else null: `javascript:`, `data:`, protocol-relative and
 * malformed links never become an href. Returns the parser's normalised form (no stray whitespace).
 */
export function safeHttpUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
}

/**
 * An image URL a card may load: an absolute http(s) URL or a path on this site (`/api/v1/photos/…`);
 * anything else (a `javascript:` or `data:` URL, `//other.host`) is refused.
 */
export function safeImageUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length > 2000) return null;
  const trimmed = url.trim();
  if (/^\/(?!\/)/.test(trimmed) && !/[\s\\]/.test(trimmed)) return trimmed;
  return safeHttpUrl(trimmed);
}

/** True when the link leads away from this site (the card then tells screen readers where it goes). */
export function isExternalUrl(url: string, origin: string): boolean {
  try {
    return new URL(url).origin !== new URL(origin).origin;
  } catch {
    return true;
  }
}

export interface CardImage {
  src: string;
  srcSet: string;
  /** Intrinsic width and height of `src`, so the browser reserves the box before the file arrives. */
  width: number;
  height: number;
  alt: string;
}

const validSize = (size: WpImageSize | undefined): size is WpImageSize =>
  !!size &&
  Number.isFinite(size.width) &&
  Number.isFinite(size.height) &&
  size.width > 0 &&
  size.height > 0 &&
  safeImageUrl(size.source_url) !== null;

/** The width a card's image is shown at before a wider file is needed (1 column on phones, 3 from tablet). */
const BASE_WIDTH = 300;

/**
 * A post's featured image as `src`, `srcset` and intrinsic size, or null when it has none usable. Only
 * the sizes with the shape of the largest one go into `srcset` (WordPress's square thumbnail is a crop,
 * not the same picture at another resolution), one candidate per width.
 */
export function cardImage(post: Pick<BlogPost, 'better_featured_image'>): CardImage | null {
  const featured = post.better_featured_image as BlogPost['better_featured_image'] | null | undefined;
  const sizes = featured?.media_details?.sizes as Partial<BlogPost['better_featured_image']['media_details']['sizes']>;
  if (!sizes || typeof sizes !== 'object') return null;
  const all = Object.values(sizes).filter(validSize);
  if (all.length === 0) return null;
  const largest = all.reduce((a, b) => (b.width > a.width ? b : a));
  const ratio = largest.width / largest.height;
  const byWidth = new Map<number, WpImageSize>();
  for (const size of all) {
    if (Math.abs(size.width / size.height - ratio) / ratio > 0.02) continue;
    if (!byWidth.has(size.width)) byWidth.set(size.width, size);
  }
  const candidates = [...byWidth.values()].sort((a, b) => a.width - b.width);
  const base = candidates.find((size) => size.width >= BASE_WIDTH) ?? candidates[candidates.length - 1]!;
  const alt = typeof featured?.alt_text === 'string' ? cmsText(featured.alt_text) : '';
  return {
    src: safeImageUrl(base.source_url)!,
    // A comma inside a URL would split a srcset candidate in two.
    srcSet: candidates
      .map((size) => `${safeImageUrl(size.source_url)!.replace(/,/g, '%2C')} ${size.width}w`)
      .join(', '),
    width: base.width,
    height: base.height,
    alt,
  };
}

/** The post's date, or null when the CMS sent something that is not one. */
export function postDate(date: unknown): Date | null {
  if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}/.test(date)) return null;
  // WordPress sends the site's local time without a zone; the day is what the card shows.
  const parsed = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(date) ? date : `${date.slice(0, 10)}T12:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}
