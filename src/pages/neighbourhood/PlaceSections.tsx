import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatDistance, NEARBY_RADIUS_METRES, walkingMinutes } from '@/features/neighbourhoods/nearby-places';
import type { PointOfInterest } from '@/features/neighbourhoods/neighbourhoods-endpoints';
import { Notice } from '@/ui/Notice';
import { pageText, SERVICE_CATEGORIES, serviceLabels } from './messages';
import { Grid, Muted } from './section-styles';
import type { PlacesNear } from './use-places-near';

const Places = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space(3)};
    padding-block: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  .walk {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
`;

const PlaceSkeleton = styled.div`
  min-height: 180px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Group = styled.div`
  min-width: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** Up to this many places per category: the nearest. */
const PLACES_PER_CATEGORY = 4;

function PlaceList({ places }: { places: readonly PointOfInterest[] }) {
  const intl = useIntl();
  if (places.length === 0)
    return (
      <Muted>
        {intl.formatMessage(pageText.nothingNear, { distance: formatDistance(NEARBY_RADIUS_METRES, intl.locale) })}
      </Muted>
    );
  return (
    <Places role="list">
      {places.slice(0, PLACES_PER_CATEGORY).map((place) => (
        <li key={place.id}>
          {/* A school's name is a proper noun in the school's language: marked where that is not the page's. */}
          <span lang={place.language && !intl.locale.startsWith(place.language) ? place.language : undefined}>
            {place.name}
          </span>
          <span className="walk">
            {intl.formatMessage(pageText.walk, {
              distance: formatDistance(place.distanceMetres, intl.locale),
              minutes: walkingMinutes(place.distanceMetres),
            })}
          </span>
        </li>
      ))}
    </Places>
  );
}

/** One category's box: its nearest places, a skeleton while they load, a notice with a retry if they fail. */
function PlaceGroup({
  title,
  query,
  places,
  category,
}: {
  title: string;
  query: { isError: boolean; refetch: () => unknown };
  /** Undefined while the places load. */
  places: readonly PointOfInterest[] | undefined;
  category?: string;
}) {
  const intl = useIntl();
  return (
    <Group data-category={category}>
      <h3>{title}</h3>
      {query.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage(pageText.placesError)}
          onRetry={() => void query.refetch()}
          retryLabel={intl.formatMessage(pageText.retry)}
        />
      ) : places ? (
        <PlaceList places={places} />
      ) : (
        <PlaceSkeleton aria-hidden="true" />
      )}
    </Group>
  );
}

/** The transit stops nearest the neighbourhood's centre. */
export function TransitStops({ places }: { places: PlacesNear }) {
  const intl = useIntl();
  const { others, groups } = places;
  return (
    <PlaceGroup
      title={intl.formatMessage(pageText.transitTitle)}
      query={others}
      places={others.data && (groups.get('transit') ?? [])}
    />
  );
}

/** Schools, shops, parks and more near the neighbourhood's centre, a short list per category. */
export function Services({ places, name }: { places: PlacesNear; name: string }) {
  const intl = useIntl();
  const { others, schools, groups } = places;
  return (
    <>
      <Muted>
        {intl.formatMessage(pageText.servicesIntro, {
          distance: formatDistance(NEARBY_RADIUS_METRES, intl.locale),
          name,
        })}
      </Muted>
      <Grid>
        {SERVICE_CATEGORIES.map((category) => (
          <PlaceGroup
            key={category}
            category={category}
            title={intl.formatMessage(serviceLabels[category])}
            query={category === 'school' ? schools : others}
            places={category === 'school' ? schools.data : others.data && (groups.get(category) ?? [])}
          />
        ))}
      </Grid>
    </>
  );
}
