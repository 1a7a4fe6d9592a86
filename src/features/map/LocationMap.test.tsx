// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import LocationMap, { type LocationMapPoint } from './LocationMap';

// jsdom has SVG elements but not SVGSVGElement#createSVGRect, by which Leaflet decides it can draw SVG.
vi.hoisted(() => {
  (window.SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});

// jsdom lays nothing out; Leaflet reads the container's size, so give every element one.
const sizes = { clientWidth: 400, clientHeight: 300 };
const saved = Object.fromEntries(
  Object.keys(sizes).map((key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)]),
);
beforeAll(() => {
  for (const [key, value] of Object.entries(sizes)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
  }
});
afterAll(() => {
  for (const [key, descriptor] of Object.entries(saved)) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
});

const CENTRE = { lat: 43.6629, lng: -79.3957 };
const SCHOOLS: LocationMapPoint[] = [
  { id: 'a', lat: 43.665, lng: -79.39, label: '1' },
  { id: 'b', lat: 43.659, lng: -79.401, label: '2' },
];
const PARKS: LocationMapPoint[] = [{ id: 'c', lat: 43.668, lng: -79.392, label: '1' }];

describe('LocationMap', () => {
  it('shows the pin, its ring and the numbered points, and hides itself from assistive technology', async () => {
    const { container, rerender } = await renderWithProviders(
      <LocationMap centre={CENTRE} points={SCHOOLS} locale="en" />,
    );
    const map = container.querySelector<HTMLElement>('.foyer-map')!;
    expect(map.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(map.querySelectorAll('.foyer-location-pin')).toHaveLength(1);
    expect(map.querySelectorAll('path.foyer-location-ring')).toHaveLength(1);
    expect([...map.querySelectorAll('.foyer-poi')].map((marker) => marker.textContent)).toEqual(['1', '2']);
    // Canada is drawn beneath, so the map reads even where tiles cannot load.
    await waitFor(() => expect(map.dataset.outline).toBe('drawn'));

    rerender(<LocationMap centre={CENTRE} points={PARKS} locale="en" />);
    expect([...map.querySelectorAll('.foyer-poi')].map((marker) => marker.textContent)).toEqual(['1']);
  });

  it('gives the keyboard nothing to stop at but the credits’ links, which are not hidden', async () => {
    const { container } = await renderWithProviders(<LocationMap centre={CENTRE} points={SCHOOLS} locale="fr" />, {
      locale: 'fr',
    });
    const hidden = container.querySelector('[aria-hidden="true"]')!;
    expect(hidden.querySelectorAll('a[href], button, input, [tabindex]')).toHaveLength(0);
    const links = [...container.querySelectorAll('a[href]')];
    expect(links.every((link) => !hidden.contains(link))).toBe(true);
    expect(links.map((link) => link.textContent)).toEqual(['OpenStreetMap', 'Natural Earth']);
    expect(container.textContent).toContain('Contours');
  });

  it('passes axe', async () => {
    const { container } = await renderWithProviders(<LocationMap centre={CENTRE} points={SCHOOLS} locale="en" />);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
