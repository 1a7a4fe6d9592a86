import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import styled, { css } from 'styled-components';
import type { ListingPhoto } from '@/domain/listing';
import { PHOTO_FALLBACK_WIDTH, photoSrcSet, photoUrl } from '@/domain/photos';
import { IconButton } from '@/ui/IconButton';
import { visuallyHidden } from '@/ui/layout';
import { PhotoIcon } from '@/ui/icons';

/** What the inline gallery and its full-screen view both say. */
export const galleryMessages = defineMessages<{
  label: { address: string };
  carousel: Record<string, never>;
  slideRole: Record<string, never>;
  slide: { n: number; total: number };
  counter: { n: number; total: number };
  alt: { n: number; address: string; city: string };
  previous: Record<string, never>;
  next: Record<string, never>;
  unavailable: Record<string, never>;
}>({
  label: { id: 'listing.gallery.label', defaultMessage: 'Photos of {address}' },
  carousel: { id: 'listing.gallery.carousel', defaultMessage: 'carousel' },
  slideRole: { id: 'listing.gallery.slide-role', defaultMessage: 'slide' },
  slide: { id: 'listing.gallery.slide', defaultMessage: 'Photo {n} of {total}' },
  counter: { id: 'listing.gallery.counter', defaultMessage: '{n} / {total}' },
  alt: { id: 'listing.gallery.alt', defaultMessage: 'Photo {n} of {address}, {city}' },
  previous: { id: 'listing.gallery.previous', defaultMessage: 'Previous photo' },
  next: { id: 'listing.gallery.next', defaultMessage: 'Next photo' },
  unavailable: { id: 'listing.gallery.unavailable', defaultMessage: 'Photo unavailable' },
});

/** `index` brought into 0..total-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, total: number): number {
  return total > 0 ? ((index % total) + total) % total : 0;
}

/** The step an arrow key asks for; none with a modifier (Alt+← is the browser's Back). */
export function arrowStep(event: KeyboardEvent): -1 | 0 | 1 {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return 0;
  if (event.key === 'ArrowLeft') return -1;
  if (event.key === 'ArrowRight') return 1;
  return 0;
}

/** The photo's caption, else "Photo 3 of 12 Main St, Toronto". */
export function photoAlt(intl: IntlShape, photo: ListingPhoto, index: number, address: string, city: string): string {
  const caption = photo.caption?.trim();
  return caption || intl.formatMessage(galleryMessages.alt, { n: index + 1, address, city });
}

const preloaded = new Set<string>();

/**
 * Starts fetching a photo the visitor is likely to see next, at the size the gallery will ask for, so the
 * next step shows it at once. A detached image fetches without a "preloaded but not used" warning.
 */
export function preloadPhoto(photo: ListingPhoto | undefined, sizes: string) {
  if (!photo || typeof Image === 'undefined') return;
  const key = `${photo.url} ${sizes}`;
  if (preloaded.has(key)) return;
  preloaded.add(key);
  const image = new Image();
  image.decoding = 'async';
  const srcSet = photoSrcSet(photo.url);
  if (srcSet) {
    image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = photoUrl(photo.url, PHOTO_FALLBACK_WIDTH);
}

const SWIPE_MIN_PX = 40;

/**
 * Swipes from pointer events: a horizontal move of more than 40 px, more horizontal than vertical, steps
 * (leftwards to the next photo). Vertical moves stay the browser's (`touch-action: pan-y` on the element),
 * which cancels the pointer.
 */
export function useSwipe(onSwipe: (step: -1 | 1) => void) {
  const start = useRef<{ id: number; x: number; y: number } | null>(null);
  const swiped = useRef(false);
  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      // A press on a control (previous, next…) is that control's, not the start of a swipe.
      if (event.target instanceof Element && event.target.closest('button, a')) return;
      start.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
      swiped.current = false;
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) > SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy)) {
        swiped.current = true;
        onSwipe(dx < 0 ? 1 : -1);
      }
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
  /** True once after a swipe, so the click a mouse swipe ends with does not also open the photo. */
  const takeSwipe = () => {
    const was = swiped.current;
    swiped.current = false;
    return was;
  };
  return { handlers, takeSwipe };
}

export const photoFill = css`
  display: block;
  width: 100%;
  height: 100%;
  max-width: none;
  -webkit-user-drag: none;
  user-select: none;
`;

const Fallback = styled.div`
  display: grid;
  place-content: center;
  justify-items: center;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  text-align: center;
  svg {
    width: 40px;
    height: 40px;
  }
`;

/** The neutral panel in place of a photo: one that failed to load (spec §8), or none at all. */
export function PhotoPlaceholder({ children }: { children: string }) {
  return (
    <Fallback>
      <PhotoIcon />
      <p>{children}</p>
    </Fallback>
  );
}

interface GalleryImageProps {
  photo: ListingPhoto;
  alt: string;
  sizes: string;
  /** The page's largest image: fetched first, at high priority, and decoded without delay. */
  lcp?: boolean;
  failed: boolean;
  onError: () => void;
  className?: string;
}

/** One photo at the size its `sizes` asks for, or the "Photo unavailable" panel once it failed. */
export function GalleryImage({ photo, alt, sizes, lcp = false, failed, onError, className }: GalleryImageProps) {
  const intl = useIntl();
  if (failed) return <PhotoPlaceholder>{intl.formatMessage(galleryMessages.unavailable)}</PhotoPlaceholder>;
  const srcSet = photoSrcSet(photo.url);
  return (
    <img
      className={className}
      loading={lcp ? 'eager' : 'lazy'}
      fetchPriority={lcp ? 'high' : undefined}
      decoding={lcp ? undefined : 'async'}
      width={photo.width ?? 1200}
      height={photo.height ?? 800}
      alt={alt}
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet || undefined}
      src={photoUrl(photo.url, PHOTO_FALLBACK_WIDTH)}
      draggable={false}
      onError={onError}
    />
  );
}

/** Previous and next: round icon buttons at the photo's sides. */
export const StepButton = styled(IconButton).attrs({ variant: 'raised' as const })<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side, theme }) => `${$side}: ${theme.space(3)}`};
  z-index: 1;
  transform: translateY(-50%);
`;

/** "3 / 24" over the photo; the slide's own label says it to assistive technology. */
export const CounterPill = styled.p`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  line-height: 1.6;
`;

/** Visually hidden: the polite live region that says "Photo 3 of 24" after each step. */
export const Announcer = styled.div`
  ${visuallyHidden};
`;
