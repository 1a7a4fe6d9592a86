// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { ListingPhoto } from '@/domain/listing';
import { renderWithProviders } from '@/test/render';
import { PhotoGallery } from './PhotoGallery';

const photos: ListingPhoto[] = [
  { url: '/api/v1/photos/L1/0.svg', width: 1200, height: 800 },
  { url: '/api/v1/photos/L1/1.svg' },
  { url: '/api/v1/photos/L1/2.svg', caption: 'Kitchen with an island' },
];
const WIDTHS = [140, 320, 480, 640, 828, 1080, 1280, 1600, 2160];
const srcSetOf = (url: string) => WIDTHS.map((w) => `${url}?w=${w} ${w}w`).join(', ');
const SIZES = '(min-width: 1280px) 66vw, 100vw';

async function renderGallery(locale: 'en' | 'fr' = 'en', list: ListingPhoto[] = photos) {
  const view = await renderWithProviders(
    <PhotoGallery photos={list} address="12 Main St" city="Toronto" sizes={SIZES} />,
    {
      locale,
    },
  );
  return view;
}

const region = (name = 'Photos of 12 Main St') => screen.getByRole('region', { name });
const shownPhoto = () => within(region()).getByRole('group').querySelector('img');
const counter = () => region().querySelector('p[aria-hidden="true"]')?.textContent;
const liveText = () => region().querySelector('[aria-live="polite"]')!.textContent;

describe('PhotoGallery', () => {
  it('shows the first photo as the page’s LCP image, in a named carousel with a counter', async () => {
    await renderGallery();
    const carousel = region();
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    const slide = within(carousel).getByRole('group', { name: 'Photo 1 of 3' });
    expect(slide.getAttribute('aria-roledescription')).toBe('slide');
    const img = within(slide).getByRole('img', { name: 'Photo 1 of 12 Main St, Toronto' });
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.hasAttribute('decoding')).toBe(false);
    expect(img.getAttribute('srcset')).toBe(srcSetOf('/api/v1/photos/L1/0.svg'));
    expect(img.getAttribute('sizes')).toBe(SIZES);
    expect(img.getAttribute('src')).toBe('/api/v1/photos/L1/0.svg?w=1080');
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1200', '800']);
    expect(counter()).toBe('1 / 3');
    // Nothing is announced before the visitor moves.
    expect(liveText()).toBe('');
    // Only the current photo is in the page.
    expect(carousel.querySelectorAll('img')).toHaveLength(1);
  });

  it('steps with the Next and Previous buttons, wrapping around both ends; later photos load lazily', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const second = screen.getByRole('img', { name: 'Photo 2 of 12 Main St, Toronto' });
    expect(second.getAttribute('loading')).toBe('lazy');
    expect(second.hasAttribute('fetchpriority')).toBe(false);
    expect(second.getAttribute('decoding')).toBe('async');
    expect(second.getAttribute('srcset')).toBe(srcSetOf('/api/v1/photos/L1/1.svg'));
    expect(counter()).toBe('2 / 3');
    expect(liveText()).toBe('Photo 2 of 3');

    // The caption, when there is one, is the alt text.
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()!.getAttribute('alt')).toBe('Kitchen with an island');
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()!.getAttribute('alt')).toBe('Photo 1 of 12 Main St, Toronto');
    expect(counter()).toBe('1 / 3');
    expect(liveText()).toBe('Photo 1 of 3');

    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(shownPhoto()!.getAttribute('alt')).toBe('Kitchen with an island');
    screen.getByRole('group', { name: 'Photo 3 of 3' });
    expect(counter()).toBe('3 / 3');
  });

  it('steps with the arrow keys while the carousel has focus, wrapping around', async () => {
    const { user } = await renderGallery();
    region().focus();
    await user.keyboard('{ArrowLeft}');
    expect(counter()).toBe('3 / 3');
    expect(liveText()).toBe('Photo 3 of 3');
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(shownPhoto()!.getAttribute('alt')).toBe('Kitchen with an island');
    // Alt+← is the browser's Back, not ours.
    await user.keyboard('{Alt>}{ArrowLeft}{/Alt}');
    expect(counter()).toBe('3 / 3');
    // From a button inside the carousel too.
    screen.getByRole('button', { name: 'Next photo' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(counter()).toBe('1 / 3');
  });

  it('steps on a horizontal swipe, and leaves short or vertical moves alone', async () => {
    await renderGallery();
    const slide = within(region()).getByRole('group');
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(slide, { pointerId: 7, pointerType: 'touch', clientX: from[0], clientY: from[1] });
      fireEvent.pointerUp(slide, { pointerId: 7, pointerType: 'touch', clientX: to[0], clientY: to[1] });
    };
    swipe([300, 200], [200, 210]);
    expect(counter()).toBe('2 / 3');
    expect(liveText()).toBe('Photo 2 of 3');
    swipe([300, 200], [270, 200]);
    expect(counter()).toBe('2 / 3');
    swipe([300, 200], [240, 320]);
    expect(counter()).toBe('2 / 3');
    swipe([100, 200], [180, 190]);
    expect(counter()).toBe('1 / 3');
    swipe([100, 200], [180, 190]);
    expect(counter()).toBe('3 / 3');
    // A swipe the browser took over (a vertical scroll) is no swipe.
    fireEvent.pointerDown(slide, { pointerId: 8, pointerType: 'touch', clientX: 300, clientY: 100 });
    fireEvent.pointerCancel(slide, { pointerId: 8, pointerType: 'touch' });
    fireEvent.pointerUp(slide, { pointerId: 8, pointerType: 'touch', clientX: 100, clientY: 100 });
    expect(counter()).toBe('3 / 3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('swaps in a neutral “Photo unavailable” panel when a photo fails, and keeps navigating', async () => {
    const { user } = await renderGallery();
    fireEvent.error(shownPhoto()!);
    within(region()).getByText('Photo unavailable');
    expect(region().querySelector('img')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(shownPhoto()!.getAttribute('alt')).toBe('Photo 2 of 12 Main St, Toronto');
    expect(within(region()).queryByText('Photo unavailable')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    within(region()).getByText('Photo unavailable');
    expect(counter()).toBe('1 / 3');
  });

  it('speaks Canadian French', async () => {
    const { user } = await renderGallery('fr');
    const carousel = region('Photos de la propriété au 12 Main St');
    expect(carousel.getAttribute('aria-roledescription')).toBe('carrousel');
    within(carousel).getByRole('img', { name: 'Photo 1 de la propriété au 12 Main St, Toronto' });
    await user.click(screen.getByRole('button', { name: 'Photo suivante' }));
    within(carousel).getByRole('group', { name: 'Photo 2 sur 3' });
    expect(carousel.querySelector('[aria-live="polite"]')!.textContent).toBe('Photo 2 sur 3');
    within(carousel).getByText('2 sur 3');
    await user.click(screen.getByRole('button', { name: 'Photo précédente' }));
    within(carousel).getByText('1 sur 3');
    fireEvent.error(carousel.querySelector('img')!);
    within(carousel).getByText('Photo non disponible');
    screen.getByRole('button', { name: 'Voir toutes les photos' });
  });

  it('opens the full-screen view, which shares the current photo, steps, and closes on Escape', async () => {
    const { user } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    const viewAll = screen.getByRole('button', { name: 'View all photos' });
    await user.click(viewAll);
    const dialog = await screen.findByRole('dialog', { name: 'Photos of 12 Main St' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    // Focus moved inside, onto the first control.
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' })));

    const big = within(dialog).getByRole('img', { name: 'Photo 2 of 12 Main St, Toronto' });
    expect(big.getAttribute('sizes')).toBe('100vw');
    expect(big.hasAttribute('fetchpriority')).toBe(false);
    within(dialog).getByText('2 / 3');

    const strip = within(dialog).getByRole('list', { name: 'All photos' });
    const thumbs = within(strip).getAllByRole('button');
    expect(thumbs.map((b) => b.getAttribute('aria-label'))).toEqual(['Show photo 1', 'Show photo 2', 'Show photo 3']);
    expect(within(strip).getByRole('button', { current: true })).toBe(thumbs[1]);
    const thumbImg = thumbs[0]!.querySelector('img')!;
    expect(thumbImg.getAttribute('loading')).toBe('lazy');
    expect(thumbImg.getAttribute('srcset')).toBe(
      '/api/v1/photos/L1/0.svg?w=140 140w, /api/v1/photos/L1/0.svg?w=320 320w',
    );

    await user.click(thumbs[2]!);
    expect(within(strip).getByRole('button', { current: true })).toBe(thumbs[2]);
    within(dialog).getByRole('img', { name: 'Kitchen with an island' });
    expect(dialog.querySelector('[aria-live="polite"]')!.textContent).toBe('Photo 3 of 3');

    await user.keyboard('{ArrowRight}');
    expect(within(strip).getByRole('button', { current: true })).toBe(thumbs[0]);
    await user.click(within(dialog).getByRole('button', { name: 'Previous photo' }));
    within(dialog).getByText('3 / 3');
    const stage = within(dialog).getByRole('group', { name: 'Photo 3 of 3' });
    fireEvent.pointerDown(stage, { pointerId: 3, pointerType: 'touch', clientX: 400, clientY: 300 });
    fireEvent.pointerUp(stage, { pointerId: 3, pointerType: 'touch', clientX: 250, clientY: 310 });
    within(dialog).getByText('1 / 3');
    await user.keyboard('{ArrowLeft}');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(viewAll);
    // The inline gallery shows the photo the visitor stopped at.
    expect(counter()).toBe('3 / 3');
    expect(shownPhoto()!.getAttribute('alt')).toBe('Kitchen with an island');
  });

  it('opens full screen from a click on the photo, in French, and closes with its button', async () => {
    const { user } = await renderGallery('fr');
    await user.click(within(region('Photos de la propriété au 12 Main St')).getByRole('group'));
    const dialog = await screen.findByRole('dialog', { name: 'Photos de la propriété au 12 Main St' });
    within(dialog).getByRole('list', { name: 'Toutes les photos' });
    within(dialog).getByRole('button', { name: 'Afficher la photo 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('with one photo: no previous, next or counter, and it can still be enlarged', async () => {
    const { user } = await renderGallery('en', [photos[0]!]);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous photo' })).toBeNull();
    expect(counter()).toBeUndefined();
    region().focus();
    await user.keyboard('{ArrowRight}');
    expect(liveText()).toBe('');
    await user.click(screen.getByRole('button', { name: 'Enlarge photo' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('list')).toBeNull();
    within(dialog).getByRole('img', { name: 'Photo 1 of 12 Main St, Toronto' });
  });

  it('with no photos: a placeholder saying so, in both languages', async () => {
    const { unmount } = await renderGallery('en', []);
    screen.getByText('No photos yet');
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    unmount();
    await renderGallery('fr', []);
    screen.getByText('Aucune photo pour l’instant');
  });

  it('starts again from the first photo when given another listing’s photos', async () => {
    const { user, rerender } = await renderGallery();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('2 / 3');
    const other = [{ url: '/api/v1/photos/L2/0.svg' }, { url: '/api/v1/photos/L2/1.svg' }];
    rerender(<PhotoGallery photos={other} address="5 Rue Principale" city="Gatineau" />);
    const carousel = screen.getByRole('region', { name: 'Photos of 5 Rue Principale' });
    within(carousel).getByText('1 / 2');
    const img = within(carousel).getByRole('img', { name: 'Photo 1 of 5 Rue Principale, Gatineau' });
    expect(img.getAttribute('srcset')).toBe(srcSetOf('/api/v1/photos/L2/0.svg'));
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('passes axe-core, inline and full screen', async () => {
    const { user, container } = await renderGallery();
    // jsdom draws nothing, so contrast cannot be measured here (the browser tests do).
    const options = { rules: { 'color-contrast': { enabled: false } } };
    expect((await axe.run(container, options)).violations.map((v) => v.id)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'View all photos' }));
    const dialog = await screen.findByRole('dialog');
    expect((await axe.run(dialog, options)).violations.map((v) => v.id)).toEqual([]);
  });
});
