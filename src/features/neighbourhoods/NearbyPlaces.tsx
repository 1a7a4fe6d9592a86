import { skipToken } from '@reduxjs/toolkit/query';
import { useMemo, useRef, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PointOfInterest } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import { gradesLabel } from '@/domain/school-grades';
import { LazyLocationMap, LocationMapPlaceholder, type LocationMapPoint } from '@/features/map/map-api';
import { localisePath, urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { Notice } from '@/ui/Notice';
import { Tabs } from '@/ui/Tabs';
import { canObserveViewport, useNearViewport } from '@/ui/use-near-viewport';
import {
  NEARBY_CATEGORIES,
  NEARBY_RADIUS_METRES,
  POI_CATEGORIES,
  byCategory,
  citySlug,
  formatDistance,
  walkingMinutes,
  type NearbyCategory,
} from './nearby-places';
import { neighbourhoodsApi } from './neighbourhoods-endpoints';
import { VisuallyHidden } from './VisuallyHidden';

type None = Record<string, never>;

const text = defineMessages<{
  title: None;
  intro: { distance: string; address: string };
  categories: None;
  loading: None;
  error: None;
  walk: { distance: string; minutes: number };
  grades: { grades: string };
  english: None;
  french: None;
  explore: { place: string };
}>({
  title: { id: 'neighbourhoods.nearby.title', defaultMessage: 'Neighbourhood' },
  intro: {
    id: 'neighbourhoods.nearby.intro',
    defaultMessage: 'Places within {distance} of {address}, nearest first.',
  },
  categories: { id: 'neighbourhoods.nearby.categories', defaultMessage: 'Places nearby' },
  loading: { id: 'neighbourhoods.nearby.loading', defaultMessage: 'Loading places nearby…' },
  error: { id: 'neighbourhoods.nearby.error', defaultMessage: 'We couldn’t load the places nearby.' },
  walk: { id: 'neighbourhoods.nearby.walk', defaultMessage: '{distance} · {minutes, number} min walk' },
  // The API's grades as they are, where gradesLabel cannot read them.
  grades: { id: 'neighbourhoods.nearby.school.grades', defaultMessage: 'Grades {grades}' },
  english: { id: 'neighbourhoods.nearby.school.english', defaultMessage: 'English school' },
  french: { id: 'neighbourhoods.nearby.school.french', defaultMessage: 'French school' },
  explore: { id: 'neighbourhoods.nearby.explore', defaultMessage: 'Explore {place}' },
});

const categoryLabels = defineMessages<Record<NearbyCategory, None>>({
  school: { id: 'neighbourhoods.nearby.category.school', defaultMessage: 'Schools' },
  transit: { id: 'neighbourhoods.nearby.category.transit', defaultMessage: 'Transit' },
  grocery: { id: 'neighbourhoods.nearby.category.grocery', defaultMessage: 'Groceries' },
  restaurant: { id: 'neighbourhoods.nearby.category.restaurant', defaultMessage: 'Restaurants' },
  park: { id: 'neighbourhoods.nearby.category.park', defaultMessage: 'Parks' },
  daycare: { id: 'neighbourhoods.nearby.category.daycare', defaultMessage: 'Daycares' },
  cafe: { id: 'neighbourhoods.nearby.category.cafe', defaultMessage: 'Cafés' },
});

// One sentence per category: French nouns differ in gender ("Aucune école", "Aucun parc").
const emptyMessages = defineMessages<Record<NearbyCategory, { distance: string }>>({
  school: { id: 'neighbourhoods.nearby.empty.school', defaultMessage: 'No schools within {distance}.' },
  transit: { id: 'neighbourhoods.nearby.empty.transit', defaultMessage: 'No transit stops within {distance}.' },
  grocery: { id: 'neighbourhoods.nearby.empty.grocery', defaultMessage: 'No grocery stores within {distance}.' },
  restaurant: { id: 'neighbourhoods.nearby.empty.restaurant', defaultMessage: 'No restaurants within {distance}.' },
  park: { id: 'neighbourhoods.nearby.empty.park', defaultMessage: 'No parks within {distance}.' },
  daycare: { id: 'neighbourhoods.nearby.empty.daycare', defaultMessage: 'No daycares within {distance}.' },
  cafe: { id: 'neighbourhoods.nearby.empty.cafe', defaultMessage: 'No cafés within {distance}.' },
});

export interface NearbyPlacesProps {
  listing: {
    latitude: number;
    longitude: number;
    address: string;
    city: string;
    province: string;
    neighbourhoodId?: string;
  };
  /** The id of the section's heading, which this renders (the page's section is labelled by it). */
  headingId: string;
}

const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  > p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    gap: ${({ theme }) => theme.space(6)};
    /* The map stays in view beside a long list. */
    > :first-child {
      position: sticky;
      top: ${({ theme }) => theme.space(20)};
    }
  }
`;

const Places = styled.ol`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-columns: 28px minmax(0, 1fr) auto;
    gap: ${({ theme }) => theme.space(3)};
    align-items: start;
    padding-block: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  > li:last-child {
    border-bottom: 0;
  }
  .number {
    display: grid;
    place-items: center;
    width: 28px;
    height: 28px;
    font-size: 0.8125rem;
    font-weight: 700;
    color: ${({ theme }) => theme.colors.surface};
    background: ${({ theme }) => theme.colors.text};
    border-radius: 50%;
  }
  .name {
    display: block;
    font-weight: 600;
  }
  .details,
  .walk {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .walk {
    text-align: end;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
`;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  > span {
    height: 44px;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The page's language, from react-intl's locale (`fr-CA`). */
const pageLocale = (intlLocale: string): Locale => (intlLocale.startsWith('fr') ? 'fr' : 'en');

/** Between a school's grades, language and board: punctuation, not words, so no translation. */
const SEPARATOR = ' · ';

interface Loaded {
  places: PointOfInterest[] | undefined;
  isError: boolean;
  refetch: () => void;
}

function PlaceList({ category, state, locale }: { category: NearbyCategory; state: Loaded; locale: string }) {
  const intl = useIntl();
  if (state.isError) {
    return <Notice tone="error" title={intl.formatMessage(text.error)} onRetry={state.refetch} />;
  }
  if (!state.places) {
    return (
      <Skeleton role="status" aria-busy="true">
        <VisuallyHidden>{intl.formatMessage(text.loading)}</VisuallyHidden>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </Skeleton>
    );
  }
  if (state.places.length === 0) {
    return (
      <Message>
        {intl.formatMessage(emptyMessages[category], { distance: formatDistance(NEARBY_RADIUS_METRES, locale) })}
      </Message>
    );
  }
  return (
    // Lists without bullets lose their role in Safari; the numbers match the map's markers.
    <Places role="list">
      {state.places.map((place, index) => {
        // A school's name and board are proper nouns in the school's language: marked where that is not the page's.
        const lang = place.category === 'school' && place.language !== pageLocale(locale) ? place.language : undefined;
        const details: { text: string; lang?: string }[] =
          place.category === 'school'
            ? [
                place.grades
                  ? {
                      text:
                        gradesLabel(intl, place.grades) ?? intl.formatMessage(text.grades, { grades: place.grades }),
                    }
                  : null,
                place.language
                  ? { text: intl.formatMessage(place.language === 'fr' ? text.french : text.english) }
                  : null,
                place.board ? { text: place.board, lang } : null,
              ].filter((detail) => detail !== null)
            : [];
        return (
          <li key={place.id}>
            <span className="number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <span className="name" lang={lang}>
                {place.name}
              </span>
              {details.length > 0 && (
                <span className="details">
                  {details.map((detail, i) => (
                    <span key={detail.text}>
                      {i > 0 && <span aria-hidden="true">{SEPARATOR}</span>}
                      <span lang={detail.lang}>{detail.text}</span>
                    </span>
                  ))}
                </span>
              )}
            </div>
            <span className="walk">
              {intl.formatMessage(text.walk, {
                distance: formatDistance(place.distanceMetres, locale),
                minutes: walkingMinutes(place.distanceMetres),
              })}
            </span>
          </li>
        );
      })}
    </Places>
  );
}

/**
 * The listing page's neighbourhood: a small map with the home's pin, the schools, transit, shops and
 * parks within 1.5 km by category (numbered alike on the map and in the list), and a link to the
 * neighbourhood's page, else the city's. Its data and the map load only as the section nears the
 * viewport, so they never compete with the page's first paint.
 */
export function NearbyPlaces({ listing, headingId }: NearbyPlacesProps) {
  const intl = useIntl();
  const locale = pageLocale(intl.locale);
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const [category, setCategory] = useState<NearbyCategory>('school');

  const at = { lat: listing.latitude, lng: listing.longitude, radius: NEARBY_RADIUS_METRES };
  const schools = neighbourhoodsApi.useSchoolsQuery(near ? at : skipToken);
  const others = neighbourhoodsApi.usePointsOfInterestQuery(
    near ? { ...at, categories: [...POI_CATEGORIES] } : skipToken,
  );
  const neighbourhood = neighbourhoodsApi.useNeighbourhoodQuery(
    near && listing.neighbourhoodId ? listing.neighbourhoodId : skipToken,
  );

  const groups = useMemo(() => byCategory(others.data ?? []), [others.data]);
  const stateOf = (c: NearbyCategory): Loaded =>
    c === 'school'
      ? { places: schools.data, isError: schools.isError, refetch: () => void schools.refetch() }
      : {
          places: others.data ? (groups.get(c) ?? []) : undefined,
          isError: others.isError,
          refetch: () => void others.refetch(),
        };

  const shown = category === 'school' ? schools.data : others.data && groups.get(category);
  const points = useMemo<LocationMapPoint[]>(
    () =>
      (shown ?? []).map((place, index) => ({ id: place.id, lat: place.lat, lng: place.lng, label: String(index + 1) })),
    [shown],
  );

  // The neighbourhood's page once it is known; the city's where the home has none or it cannot be read.
  const explore =
    listing.neighbourhoodId && neighbourhood.data
      ? { place: neighbourhood.data.name, href: localisePath(neighbourhood.data.detailUrl, locale) }
      : !listing.neighbourhoodId || neighbourhood.isError
        ? { place: listing.city, href: urls.city(locale, listing.province, citySlug(listing.city)) }
        : null;

  return (
    <Root ref={rootRef}>
      <h2 id={headingId}>{intl.formatMessage(text.title)}</h2>
      <p>
        {intl.formatMessage(text.intro, {
          distance: formatDistance(NEARBY_RADIUS_METRES, intl.locale),
          address: listing.address,
        })}
      </p>
      <Layout>
        {/* Only a browser that says when the section is near loads Leaflet; elsewhere (jsdom) the sketch stays. */}
        {near && canObserveViewport() ? (
          <LazyLocationMap
            centre={{ lat: listing.latitude, lng: listing.longitude }}
            points={points}
            radiusMetres={NEARBY_RADIUS_METRES}
            locale={locale}
          />
        ) : (
          <LocationMapPlaceholder />
        )}
        <Tabs
          label={intl.formatMessage(text.categories)}
          value={category}
          onChange={(id) => setCategory(id as NearbyCategory)}
          items={NEARBY_CATEGORIES.map((c) => ({
            id: c,
            label: intl.formatMessage(categoryLabels[c]),
            content: <PlaceList category={c} state={stateOf(c)} locale={intl.locale} />,
          }))}
        />
      </Layout>
      {explore && (
        <div>
          <ButtonLink variant="secondary" to={explore.href}>
            {intl.formatMessage(text.explore, { place: explore.place })}
          </ButtonLink>
        </div>
      )}
    </Root>
  );
}
