import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ListingSummary } from '@/api/contract/listings';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { Bounds, LatLng } from '@/domain/geometry';
import type { ListingPreview } from '@/domain/map-previews';
import { ListingCard, ListingPreviewCard } from '@/features/listing/ListingCard';
import { LazyResultsMap } from '@/features/map/LazyResultsMap';
import { LazyVisibleListingsList, MapLayout } from '@/features/map/MapLayout';
import { mapClosed, selectSelectedListing } from '@/features/map/map-slice';
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

/**
 * Where the map view starts on the page (`--map-top` on the section, in px from the document's top), so on
 * phones and tablets the map runs from there to the foot of the screen (MapLayout), its closed list sheet in
 * sight without scrolling. Measured again whenever the page's size changes (a heading wrapping, filter chips
 * appearing), which moves it.
 */
function useMapTop() {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const section = ref.current;
    if (!section) return;
    const place = () => {
      const top = Math.round(section.getBoundingClientRect().top + window.scrollY);
      section.style.setProperty('--map-top', `${Math.max(0, top)}px`);
    };
    place();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(place);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  return ref;
}

/**
 * The map view: the cards of the listings in view beside the (lazily loaded) map, and the card of the
 * pin the visitor picked in the map's drawer. The map and the list share the map slice (what is in
 * view, selected, hovered), so neither passes the other anything.
 */
export function MapSection({ previews, centre, zoom, area, onMove }: MapSectionProps) {
  const intl = useIntl();
  const { locale } = useRoute();
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedListing);
  // Leaving the map view (the gallery, another page) leaves nothing selected for the next visit.
  useEffect(() => () => void dispatch(mapClosed()), [dispatch]);
  const section = useMapTop();
  const renderCard = useCallback(
    (listing: ListingSummary) => <ListingCard listing={listing} locale={locale} />,
    [locale],
  );
  return (
    <section ref={section} aria-label={intl.formatMessage(text.map)}>
      {previews && (
        <p className="visually-hidden">{intl.formatMessage(messages.mapSummary, { count: previews.length })}</p>
      )}
      <MapLayout
        list={<LazyVisibleListingsList renderCard={renderCard} />}
        map={
          <LazyResultsMap
            previews={previews ?? []}
            centre={centre}
            zoom={zoom}
            area={area}
            locale={locale}
            onBoundsChange={onMove}
            preview={selected === null ? null : <ListingPreviewCard listingId={selected} locale={locale} />}
          />
        }
      />
    </section>
  );
}
