// @vitest-environment happy-dom
import { waitFor } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { describe, expect, it, vi } from 'vitest';
import context from './map-context.json';
import { renderWithProviders } from '@/test/render';
import { ProvinceOutline } from './ProvinceOutline';

// jsdom has SVG elements but not SVGSVGElement#createSVGRect, by which Leaflet decides it can draw SVG.
vi.hoisted(() => {
  (window.SVGSVGElement.prototype as unknown as { createSVGRect: () => object }).createSVGRect = () => ({});
});

/** Is the point inside the ring (even–odd rule)? */
function inside([x, y]: [number, number], ring: number[][]): boolean {
  let result = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) result = !result;
  }
  return result;
}

describe('Canada without tiles', () => {
  it('draws the land around Canada, the provinces and the large lakes beneath the tiles', async () => {
    const { container } = await renderWithProviders(
      <div style={{ width: 800, height: 600 }}>
        <MapContainer center={[56, -95]} zoom={4} className="foyer-map">
          <ProvinceOutline />
        </MapContainer>
      </div>,
    );
    const map = container.querySelector<HTMLElement>('.foyer-map')!;
    await waitFor(() => expect(map.dataset.outline).toBe('drawn'));
    const pane = map.querySelector('.leaflet-foyer-outline-pane')!;
    expect(pane.querySelectorAll('path.foyer-province')).toHaveLength(13);
    expect(pane.querySelectorAll('path.foyer-land')).toHaveLength(3);
    expect(pane.querySelectorAll('path.foyer-lake')).toHaveLength(1);
    // Painted in order: neighbours, provinces over them, lakes over both.
    const order = [...pane.querySelectorAll('path')].map((path) => path.getAttribute('class')!.split(' ')[0]);
    expect(order.indexOf('foyer-province')).toBeGreaterThan(order.lastIndexOf('foyer-land'));
    expect(order.indexOf('foyer-lake')).toBeGreaterThan(order.lastIndexOf('foyer-province'));
    // Beneath the tiles (pane 200), above the map's background.
    expect((pane as HTMLElement).style.zIndex).toBe('150');
    expect(map.querySelector('.leaflet-control-attribution')!.textContent).toContain('Natural Earth');
    // At the country's zoom the outline is exact enough to show water boldly.
    expect(map.dataset.outlineDetail).toBe('fine');
  });

  it('ships the Great Lakes and the big northern lakes as water, and stays small', () => {
    const lakes = context.features.find((f) => f.properties.kind === 'lake')!;
    const rings = lakes.geometry.coordinates.map((polygon) => polygon[0]!);
    const water = (point: [number, number]) => rings.some((ring) => inside(point, ring));
    expect(water([-87.5, 47.7])).toBe(true); // Lake Superior
    expect(water([-77.9, 43.6])).toBe(true); // Lake Ontario
    expect(water([-97.5, 52.8])).toBe(true); // Lake Winnipeg
    expect(water([-120.5, 66.1])).toBe(true); // Great Bear Lake
    expect(water([-79.38, 43.7])).toBe(false); // Toronto
    expect(context.features.filter((f) => f.properties.kind === 'land').map((f) => f.id)).toEqual([
      'USA',
      'MEX',
      'GRL',
    ]);
    expect(JSON.stringify(context).length).toBeLessThanOrEqual(60 * 1024);
  });
});
