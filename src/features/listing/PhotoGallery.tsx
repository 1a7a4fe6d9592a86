import { lazy, Suspense, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingPhoto } from '@/domain/listing';
import { ChevronLeftIcon, ChevronRightIcon, GridIcon } from '@/ui/icons';
import {
  Announcer,
  arrowStep,
  CounterPill,
  GalleryImage,
  galleryMessages,
  PhotoPlaceholder,
  photoAlt,
  photoFill,
  preloadPhoto,
  StepButton,
  useSwipe,
  wrapIndex,
} from './gallery-parts';

const messages = defineMessages({
  empty: { id: 'listing.gallery.empty', defaultMessage: 'No photos yet' },
  viewAll: { id: 'listing.gallery.view-all', defaultMessage: 'View all photos' },
  enlarge: { id: 'listing.gallery.enlarge', defaultMessage: 'Enlarge photo' },
});

// The full-screen view is a chunk of its own, fetched when the visitor points at or focuses its button.
const loadFullScreen = () => import('./FullScreenGallery');
const FullScreenGallery = lazy(() => loadFullScreen().then((m) => ({ default: m.FullScreenGallery })));

const NO_FAILURES: ReadonlySet<number> = new Set();

/** Full width on phones; the page passes its own when the gallery sits beside a column. */
export const GALLERY_DEFAULT_SIZES = '100vw';

// The box is 3:2 before any byte of the photo arrives, so nothing below it moves (CLS ≈ 0).
const frame = `
  position: relative;
  width: 100%;
  aspect-ratio: 3 / 2;
  max-height: 80vh;
  overflow: hidden;
`;

const Region = styled.section`
  ${frame};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  /* Vertical moves scroll the page; horizontal ones are swipes. */
  touch-action: pan-y;
  ${({ theme }) => theme.media.tablet} {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Slide = styled.div`
  position: absolute;
  inset: 0;
  cursor: zoom-in;
  img {
    ${photoFill};
    object-fit: cover;
  }
`;

const Empty = styled.div`
  ${frame};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  ${({ theme }) => theme.media.tablet} {
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Bar = styled.div`
  position: absolute;
  z-index: 1;
  left: ${({ theme }) => theme.space(3)};
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  /* The bar itself lets clicks and swipes through to the photo; its controls take their own. */
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

/** A round 44 px control with a label, laid over the photo. */
const ViewAll = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  margin-left: auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  svg {
    width: 20px;
    height: 20px;
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.text};
  }
`;

export interface PhotoGalleryProps {
  photos: ListingPhoto[];
  address: string;
  city: string;
  /** The `sizes` of the main photo for the page's layout, e.g. "(min-width: 1280px) 66vw, 100vw". */
  sizes?: string;
}

/**
 * The listing's photos, top of the detail page: one photo at a time in a reserved 3:2 box (the first is
 * the page's LCP image), previous/next buttons, arrow keys and swipes that wrap around, a "3 / 24"
 * counter, and a full-screen view with thumbnails. APG carousel pattern.
 */
export function PhotoGallery({ photos, address, city, sizes = GALLERY_DEFAULT_SIZES }: PhotoGalleryProps) {
  const intl = useIntl();
  const [shownPhotos, setShownPhotos] = useState(photos);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState(NO_FAILURES);
  const [announcement, setAnnouncement] = useState('');
  const [viewer, setViewer] = useState<'never' | 'open' | 'closed'>('never');
  // Another listing's photos: start again from its first one.
  if (shownPhotos !== photos) {
    setShownPhotos(photos);
    setIndex(0);
    setFailed(NO_FAILURES);
    setAnnouncement('');
  }

  const total = photos.length;
  const current = Math.min(index, Math.max(0, total - 1));

  const goTo = (to: number, direction: -1 | 1) => {
    const next = wrapIndex(to, total);
    setIndex(next);
    setAnnouncement(intl.formatMessage(galleryMessages.slide, { n: next + 1, total }));
    preloadPhoto(photos[wrapIndex(next + direction, total)], sizes);
  };
  const step = (direction: -1 | 1) => goTo(current + direction, direction);
  const swipe = useSwipe((direction) => {
    if (total > 1) step(direction);
  });

  if (total === 0) {
    return (
      <Empty>
        <PhotoPlaceholder>{intl.formatMessage(messages.empty)}</PhotoPlaceholder>
      </Empty>
    );
  }

  const photo = photos[current]!;
  const several = total > 1;
  const open = () => {
    setAnnouncement('');
    setViewer('open');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const direction = arrowStep(event);
    if (!direction || !several) return;
    event.preventDefault();
    step(direction);
  };
  const onClick = (event: MouseEvent) => {
    if (swipe.takeSwipe()) return;
    if (event.target instanceof Element && !event.target.closest('button')) open();
  };
  const warm = () => {
    if (several) preloadPhoto(photos[wrapIndex(current + 1, total)], sizes);
  };

  return (
    <>
      <Region
        aria-roledescription={intl.formatMessage(galleryMessages.carousel)}
        aria-label={intl.formatMessage(galleryMessages.label, { address })}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onClick={onClick}
        {...swipe.handlers}
        onPointerEnter={warm}
        onFocus={warm}
      >
        <Slide
          role="group"
          aria-roledescription={intl.formatMessage(galleryMessages.slideRole)}
          aria-label={intl.formatMessage(galleryMessages.slide, { n: current + 1, total })}
        >
          <GalleryImage
            // A fresh element per photo: its error state and its decoding never leak into the next one.
            key={current}
            photo={photo}
            alt={photoAlt(intl, photo, current, address, city)}
            sizes={sizes}
            lcp={current === 0}
            failed={failed.has(current)}
            onError={() => setFailed((before) => new Set(before).add(current))}
          />
        </Slide>
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
        <Bar>
          {several && (
            <CounterPill aria-hidden="true">
              {intl.formatMessage(galleryMessages.counter, { n: current + 1, total })}
            </CounterPill>
          )}
          <ViewAll
            type="button"
            aria-haspopup="dialog"
            onClick={open}
            onPointerEnter={() => void loadFullScreen()}
            onFocus={() => void loadFullScreen()}
          >
            <GridIcon />
            {intl.formatMessage(several ? messages.viewAll : messages.enlarge)}
          </ViewAll>
        </Bar>
        <Announcer aria-live="polite" aria-atomic="true">
          {announcement}
        </Announcer>
      </Region>
      {viewer !== 'never' && (
        <Suspense fallback={null}>
          <FullScreenGallery
            open={viewer === 'open'}
            onClose={() => setViewer('closed')}
            photos={photos}
            index={current}
            onIndexChange={setIndex}
            address={address}
            city={city}
            failed={failed}
            onPhotoError={(at) => setFailed((before) => new Set(before).add(at))}
          />
        </Suspense>
      )}
    </>
  );
}
