import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { PROVINCE_CODES, provinceName } from '@/domain/provinces';
import { escapeHtml } from './labels';
import { PLACE_TIER_ZOOM, PLACES, PROVINCE_LABEL_MAX_ZOOM, PROVINCE_LABELS } from './map-places';

export const LABEL_PANE = 'foyer-labels';

/**
 * Province and city names beneath the tiles (above the outline), so a map without tiles says where it
 * is: the provinces at the country's zooms, then the larger cities, then the smaller ones. Decoration
 * for sighted visitors only: the pane is hidden from assistive technology and takes no pointer.
 */
export function PlaceLabels({ locale }: { locale: 'en' | 'fr' }) {
  const map = useMap();
  useEffect(() => {
    if (!map.getPane(LABEL_PANE)) {
      const pane = map.createPane(LABEL_PANE);
      pane.style.zIndex = '160';
      pane.style.pointerEvents = 'none';
      pane.setAttribute('aria-hidden', 'true');
    }
    const label = (lat: number, lng: number, text: string, className: string) =>
      L.marker([lat, lng], {
        pane: LABEL_PANE,
        interactive: false,
        keyboard: false,
        icon: L.divIcon({ className, html: `<span>${escapeHtml(text)}</span>`, iconSize: undefined }),
      });
    const groups: { from: number; to: number; layer: L.LayerGroup }[] = [
      ...PROVINCE_CODES.map((code) => {
        const { lat, lng, from } = PROVINCE_LABELS[code];
        return {
          from,
          to: PROVINCE_LABEL_MAX_ZOOM,
          layer: L.layerGroup([label(lat, lng, provinceName(code, locale), 'foyer-place foyer-place--province')]),
        };
      }),
      ...([1, 2, 3] as const).map((tier) => ({
        from: PLACE_TIER_ZOOM[tier],
        to: Infinity,
        layer: L.layerGroup(
          PLACES.filter((place) => place[3] === tier).map(([name, lat, lng]) =>
            label(lat, lng, name, `foyer-place foyer-place--tier${tier}`),
          ),
        ),
      })),
    ];
    const update = () => {
      const zoom = map.getZoom();
      for (const { from, to, layer } of groups) {
        const show = zoom >= from && zoom <= to;
        if (show && !map.hasLayer(layer)) layer.addTo(map);
        else if (!show && map.hasLayer(layer)) layer.remove();
      }
    };
    map.whenReady(update);
    map.on('zoomend', update);
    return () => {
      map.off('zoomend', update);
      for (const { layer } of groups) layer.remove();
    };
  }, [map, locale]);
  return null;
}
