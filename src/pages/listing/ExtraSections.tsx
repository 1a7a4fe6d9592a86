import { lazy, Suspense, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import type { SearchFilters } from '@/domain/filters';
import { boundsAroundRadius } from '@/domain/geometry';
import { listingAddress } from '@/domain/listing';
import { PROPERTY_TYPE_TOGGLES, propertyCategory, type PropertyTypeToggle } from '@/domain/listing-types';
import { savedSearchSummary } from '@/domain/saved-search';
import { appliedFilters } from '@/features/search/filter-labels';
import type { SearchToSave } from '@/features/saved-searches/SaveSearchDialog';
import { switchLocalePath } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { listingText } from './messages';

// The dialog (and the form kit under it) loads the first time the visitor asks for alerts.
const SaveSearchDialog = lazy(() =>
  import('@/features/saved-searches/SaveSearchDialog').then((m) => ({ default: m.SaveSearchDialog })),
);

const radarMessages = defineMessages<{ name: { address: string } }>({
  name: { id: 'listing.radar.name', defaultMessage: 'Homes like {address}' },
});

/** Radar watches this far around the listing, shown at this zoom. */
export const RADAR_RADIUS_KM = 3;
export const RADAR_ZOOM = 13;

/** The property-type filter of "homes like this one": its own type, plexes as duplexes, rentals as rentals. */
export function radarFilters(
  listing: Pick<ListingDetail, 'listingTypeId' | 'structureType' | 'isCommercial' | 'saleMode'>,
): SearchFilters {
  const category = propertyCategory(listing);
  const plex = category === 'triplex' || category === 'fourplex' || category === 'multiFamily';
  const toggle = plex ? 'duplex' : (PROPERTY_TYPE_TOGGLES as readonly string[]).includes(category) ? category : null;
  const filters: SearchFilters = toggle ? { [toggle as PropertyTypeToggle]: true } : {};
  if (listing.saleMode === 'forRent' && toggle !== 'rental') filters.rentalsOnly = true;
  return filters;
}

/** The search Radar saves: homes of this kind around the listing, on the listing's site, run on its city's page. */
export function radarSearch(listing: ListingDetail, searchHref: string): SearchToSave | null {
  if (typeof listing.latitude !== 'number' || typeof listing.longitude !== 'number') return null;
  const { city, province } = listingAddress(listing);
  const label = [city, province].filter(Boolean).join(', ');
  const path = switchLocalePath(searchHref.split(/[?#]/)[0] ?? '/', '', 'en');
  return {
    nearby: false,
    bounds: boundsAroundRadius({ lat: listing.latitude, lng: listing.longitude }, RADAR_RADIUS_KM),
    zoom: RADAR_ZOOM,
    filters: radarFilters(listing),
    listingCategory: listing.listingCategory,
    ...(label ? { place: { label, path } } : {}),
  };
}

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: 48rem;
`;

interface RadarProps {
  listing: ListingDetail;
  headingId: string;
  /** A results page with this listing's kind of home in its city. */
  searchHref: string;
}

/**
 * Radar (spec §1: saved searches with e-mail alerts): a search for homes like this one, and alerts for it,
 * which need an account (spec §6): signed out, the sign-in drawer explains and keeps the request.
 */
export function RadarSection({ listing, headingId, searchHref }: RadarProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  const saveButton = useRef<HTMLButtonElement>(null);
  const search = radarSearch(listing, searchHref);
  return (
    <>
      <h2 id={headingId}>{intl.formatMessage(listingText.radarTitle)}</h2>
      <Muted>{intl.formatMessage(listingText.radarBody, { city: listing.city ?? '' })}</Muted>
      <Actions>
        {search && (
          <Button ref={saveButton} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {intl.formatMessage(listingText.radarSave)}
          </Button>
        )}
        <ButtonLink variant="secondary" to={searchHref}>
          {intl.formatMessage(listingText.radarSearch)}
        </ButtonLink>
      </Actions>
      {search && mounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog
            open={open}
            onClose={() => setOpen(false)}
            search={search}
            defaultName={intl.formatMessage(radarMessages.name, { address: listingAddress(listing).address ?? '' })}
            summary={savedSearchSummary(search, (f, category) =>
              appliedFilters(f, category, intl).map((a) => a.label),
            ).join(' · ')}
            finalFocusRef={saveButton}
          />
        </Suspense>
      )}
    </>
  );
}

const Small = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  max-width: 60rem;
`;

/** The REALTOR® and MLS® trademark disclosure and the board the data comes from. */
export function TrademarkDisclosure({ listing }: { listing: ListingDetail }) {
  const intl = useIntl();
  return <Small>{intl.formatMessage(listingText.disclosure, { source: listing.source ?? 'CREA' })}</Small>;
}
