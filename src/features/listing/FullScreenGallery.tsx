import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled, { createGlobalStyle } from 'styled-components';
import type { ListingPhoto } from '@/domain/listing';
import { photoSrcSet, photoUrl, THUMBNAIL_WIDTHS } from '@/domain/photos';
import { Dialog } from '@/ui/Dialog';
import { IconButton } from '@/ui/IconButton';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/ui/icons';
import {
  Announcer,
  arrowStep,
  CounterPill,
  GalleryImage,
  galleryMessages,
  photoAlt,
  photoFill,
  preloadPhoto,
  StepButton,
  useSwipe,
  wrapIndex,
} from './gallery-parts';

const messages = defineMessages<{
  close: Record<string, never>;
  thumbnails: Record<string, never>;
  thumbnail: { n: number };
}>({
  close: { id: 'listing.gallery.close', defaultMessage: 'Close' },
  thumbnails: { id: 'listing.gallery.thumbnails', defaultMessage: 'All photos' },
  thumbnail: { id: 'listing.gallery.thumbnail', defaultMessage: 'Show photo {n}' },
});

const SIZES = '100vw';
const THUMB_SIZES = '96px';

// The kit's Dialog has no full-screen variant: while this view is open, its <dialog> fills the viewport.
const FillViewport = createGlobalStyle`
  dialog:has(> [data-full-screen-gallery]) {
    width: 100%;
    height: 100%;
    max-width: none;
    max-height: none;
    margin: 0;
    border-radius: 0;
    background: ${({ theme }) => theme.colors.bg};
  }
`;

const Viewer = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  height: 100%;
  background: ${({ theme }) => theme.colors.bg};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(4)};
  h2 {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.md};
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Stage = styled.div`
  position: relative;
  /* Room for the photo even where the dialog cannot be stretched (no :has()). */
  min-height: min(60vh, 480px);
  touch-action: pan-y;
  img {
    ${photoFill};
    object-fit: contain;
  }
`;

const Thumbs = styled.ol`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  overflow-x: auto;
  list-style: none;
  scrollbar-width: thin;
  button {
    display: block;
    width: 96px;
    height: 64px;
    padding: 0;
    overflow: hidden;
    border: 2px solid transparent;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    opacity: 0.72;
    cursor: pointer;
  }
  /* Dimmed thumbnails would dim their focus ring too. */
  button:hover,
  button:focus-visible,
  button[aria-current='true'] {
    opacity: 1;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  img {
    ${photoFill};
    object-fit: cover;
  }
`;

export interface FullScreenGalleryProps {
  open: boolean;
  onClose: () => void;
  photos: ListingPhoto[];
  /** The photo shown, shared with the inline gallery so closing returns to where the visitor was. */
  index: number;
  onIndexChange: (index: number) => void;
  address: string;
  city: string;
  /** Photos that failed to load: shown as "Photo unavailable". */
  failed: ReadonlySet<number>;
  onPhotoError: (index: number) => void;
}

/**
 * The listing's photos over the whole screen, in the kit's Dialog (focus trap, Escape, focus return): the
 * current photo whole (`contain`), the same previous/next, arrow keys and swipes, and a strip of thumbnails.
 */
export function FullScreenGallery(props: FullScreenGalleryProps) {
  const { open, onClose, photos, index, onIndexChange, address, city, failed, onPhotoError } = props;
  const intl = useIntl();
  const titleId = useId();
  const thumbsRef = useRef<HTMLOListElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const total = photos.length;
  const several = total > 1;

  const goTo = (to: number, direction: -1 | 1) => {
    const next = wrapIndex(to, total);
    onIndexChange(next);
    setAnnouncement(intl.formatMessage(galleryMessages.slide, { n: next + 1, total }));
    preloadPhoto(photos[wrapIndex(next + direction, total)], SIZES);
  };
  const step = (direction: -1 | 1) => goTo(index + direction, direction);
  const swipe = useSwipe((direction) => {
    if (several) step(direction);
  });

  useEffect(() => {
    if (!open) return;
    const currentThumb = thumbsRef.current?.querySelector<HTMLElement>('[aria-current="true"]');
    // Keeps the current thumbnail in sight as the visitor steps through a long strip.
    currentThumb?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [open, index]);

  const onKeyDown = (event: KeyboardEvent) => {
    const direction = arrowStep(event);
    if (!direction || !several) return;
    event.preventDefault();
    step(direction);
  };

  const photo = photos[index];
  return (
    <Dialog
      open={open}
      onClose={() => {
        setAnnouncement('');
        onClose();
      }}
      labelledBy={titleId}
    >
      <FillViewport />
      <Viewer data-full-screen-gallery="" onKeyDown={onKeyDown}>
        <Header>
          <h2 id={titleId}>{intl.formatMessage(galleryMessages.label, { address })}</h2>
          {several && (
            <CounterPill aria-hidden="true">
              {intl.formatMessage(galleryMessages.counter, { n: index + 1, total })}
            </CounterPill>
          )}
          <IconButton
            variant="raised"
            label={intl.formatMessage(messages.close)}
            icon={<CloseIcon />}
            onClick={onClose}
          />
        </Header>
        <Stage
          role="group"
          aria-roledescription={intl.formatMessage(galleryMessages.slideRole)}
          aria-label={intl.formatMessage(galleryMessages.slide, { n: index + 1, total })}
          {...swipe.handlers}
        >
          {photo && (
            <GalleryImage
              key={index}
              photo={photo}
              alt={photoAlt(intl, photo, index, address, city)}
              sizes={SIZES}
              failed={failed.has(index)}
              onError={() => onPhotoError(index)}
            />
          )}
          {several && (
            <>
              <StepButton
                $side="left"
                label={intl.formatMessage(galleryMessages.previous)}
                icon={<ChevronLeftIcon />}
                onClick={() => step(-1)}
              />
              <StepButton
                $side="right"
                label={intl.formatMessage(galleryMessages.next)}
                icon={<ChevronRightIcon />}
                onClick={() => step(1)}
              />
            </>
          )}
        </Stage>
        {several && (
          <Thumbs ref={thumbsRef} aria-label={intl.formatMessage(messages.thumbnails)}>
            {photos.map((thumb, at) => (
              <li key={`${at}:${thumb.url}`}>
                <button
                  type="button"
                  aria-label={intl.formatMessage(messages.thumbnail, { n: at + 1 })}
                  aria-current={at === index ? 'true' : undefined}
                  onClick={() => {
                    if (at !== index) goTo(at, at < index ? -1 : 1);
                  }}
                >
                  {!failed.has(at) && (
                    <img
                      loading="lazy"
                      decoding="async"
                      width={96}
                      height={64}
                      alt=""
                      sizes={THUMB_SIZES}
                      srcSet={photoSrcSet(thumb.url, THUMBNAIL_WIDTHS) || undefined}
                      src={photoUrl(thumb.url, THUMBNAIL_WIDTHS[0]!)}
                      draggable={false}
                      onError={() => onPhotoError(at)}
                    />
                  )}
                </button>
              </li>
            ))}
          </Thumbs>
        )}
        <Announcer aria-live="polite" aria-atomic="true">
          {announcement}
        </Announcer>
      </Viewer>
    </Dialog>
  );
}
