import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { Bounds, LatLng } from '@/domain/geometry';
import type { ListingPreview } from '@/domain/map-previews';
import { ListingPreviewCard } from '@/features/listing/ListingCard';
import { LazyResultsMap } from '@/features/map/LazyResultsMap';
import { useRoute } from '@/routing/route-context';

const messages = defineMessages<{ mapSummary: { count: number } }>({
  mapSummary: {
    id: 'results.map.summary',
    defaultMessage: '{count, plural, one {# listing on the map} other {# listings on the map}}',
  },
});

const text = defineMessages({
  map: { id: 'results.view.map', defaultMessage: 'Map' },
});

interface MapSectionProps {
  /** Undefined until the map's listings arrive. */
  previews: readonly ListingPreview[] | undefined;
  centre: LatLng;
  zoom: number;
  area: Bounds | null;
  onMove: (bounds: Bounds, zoom: number) => void;
}

/** The map view: the (lazily loaded) map, and the card of the pin the visitor picked. */
export function MapSection({ previews, centre, zoom, area, onMove }: MapSectionProps) {
  const intl = useIntl();
  const { locale } = useRoute();
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <section aria-label={intl.formatMessage(text.map)}>
      {previews && (
        <p className="visually-hidden">{intl.formatMessage(messages.mapSummary, { count: previews.length })}</p>
      )}
      <LazyResultsMap
        previews={previews ?? []}
        centre={centre}
        zoom={zoom}
        area={area}
        locale={locale}
        selectedId={selected}
        onSelect={setSelected}
        onBoundsChange={onMove}
        preview={selected === null ? null : <ListingPreviewCard listingId={selected} locale={locale} />}
      />
    </section>
  );
}
