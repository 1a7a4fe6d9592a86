import { useState } from 'react';
import type { Locale } from '@/config/env';
import { ListingPreviewCard } from '@/features/listings/ListingCard';
import type { MapSlotProps } from '@/features/listings/ResultsPage';
import { LazyResultsMap } from '@/features/map/LazyResultsMap';

/** Puts the (lazily loaded) map feature into the results page, with the selected pin's card. */
export function ResultsMapSlot({ previews, centre, zoom, onMove, locale }: MapSlotProps & { locale: Locale }) {
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <LazyResultsMap
      previews={previews}
      center={centre}
      zoom={zoom}
      locale={locale}
      selectedId={selected}
      onSelect={setSelected}
      onBoundsChange={(bounds, nextZoom) =>
        onMove(bounds, nextZoom, { lat: (bounds.north + bounds.south) / 2, lng: (bounds.east + bounds.west) / 2 })
      }
      renderPreview={(id) => <ListingPreviewCard listingId={id} locale={locale} />}
    />
  );
}
