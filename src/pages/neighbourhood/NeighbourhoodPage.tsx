import { useId, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { SectionNavBar } from '@/ui/section-nav';
import type { Neighbourhood } from '@/api/contract/places';
import { isNotFound } from '@/api/errors';
import { formatNumber } from '@/domain/format';
import { provinceLabel } from '@/domain/provinces';
import { citySlug } from '@/features/neighbourhoods/nearby-places';
import { NeighbourhoodMap } from '@/features/neighbourhoods/NeighbourhoodMap';
import { neighbourhoodsApi } from '@/features/neighbourhoods/neighbourhoods-endpoints';
import { usePageMeta } from '@/routing/page-meta';
import { useRoute } from '@/routing/route-context';
import { localisePath, urls } from '@/routing/urls';
import { ButtonLink } from '@/ui/ButtonLink';
import { PageColumn } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { useNearViewport } from '@/ui/use-near-viewport';
import { PageLoadError, PageLoading } from '@/pages/shared/PageLoadError';
import { StatusLayout } from '@/pages/shared/StatusLayout';
import { pageText, SECTION_IDS, sectionLabels, type SectionId } from './messages';
import { GuideListings } from './GuideListings';
import { Charts, Comparison, type Figures } from './NeighbourhoodSections';
import { Services, TransitStops } from './PlaceSections';
import { usePlacesNear } from './use-places-near';

/** Longer than any id the API gives: anything past this is not worth a request. */
const MAX_ID_LENGTH = 160;
/** A figure not known yet: a dash, not words, so nothing to translate. */
const NO_VALUE = '\u2014';
/** Height of the sticky sub-navigation; sections leave this much room above their heading. */
const SUBNAV_HEIGHT_PX = 56;

const Page = PageColumn;

const Hero = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  .eyebrow {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  h1 {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.display};
    line-height: 1.1;
    overflow-wrap: anywhere;
  }
`;

const SubNav = SectionNavBar;

const Section = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  scroll-margin-top: ${SUBNAV_HEIGHT_PX + 8}px;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const AboutGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
  .about {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  margin: 0 0 ${({ theme }) => theme.space(4)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

const CityLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  font-weight: 600;
`;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  > div {
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > div:first-child {
    height: 96px;
  }
  > div:last-child {
    height: 60vh;
  }
`;

/** The neighbourhood guide: `/neighbourhoods/{id}` (spec §2.2), its sections compared with the city. */
export function NeighbourhoodPage() {
  const { neighbourhoodId = '' } = useParams<{ neighbourhoodId: string }>();
  const valid = neighbourhoodId.length > 0 && neighbourhoodId.length <= MAX_ID_LENGTH;
  const query = neighbourhoodsApi.useNeighbourhoodQuery(neighbourhoodId, { skip: !valid });
  // Asked alongside the neighbourhood rather than after it (the guide reads the same cache entry).
  neighbourhoodsApi.useDemographicsQuery(neighbourhoodId, { skip: !valid || Boolean(query.error) });
  if (!valid || isNotFound(query.error)) return <NeighbourhoodNotFound />;
  if (query.data) return <Guide neighbourhood={query.data} />;
  if (query.error) return <LoadError onRetry={() => void query.refetch()} />;
  return <Loading />;
}

function Loading() {
  const intl = useIntl();
  return (
    <PageLoading label={intl.formatMessage(pageText.loading)}>
      <Skeleton>
        <div />
        <div />
      </Skeleton>
    </PageLoading>
  );
}

/** The API failed for another reason than an unknown id: say so and offer a retry (spec §8). */
function LoadError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return (
    <PageLoadError
      title={intl.formatMessage(pageText.loadErrorTitle)}
      body={intl.formatMessage(pageText.loadErrorBody)}
      retry={intl.formatMessage(pageText.retry)}
      onRetry={onRetry}
    />
  );
}

/** An id the API does not know: the 404 page, status 404 for the prerender service. */
function NeighbourhoodNotFound() {
  const intl = useIntl();
  const { locale } = useRoute();
  const title = intl.formatMessage(pageText.notFoundTitle);
  const body = intl.formatMessage(pageText.notFoundBody);
  usePageMeta({ title, description: body, statusCode: 404, noindex: true });
  return (
    <StatusLayout
      code="404"
      title={title}
      body={<p>{body}</p>}
      actions={
        <>
          <ButtonLink to={urls.directory(locale, 'neighbourhoods-in-canada')}>
            {intl.formatMessage(pageText.notFoundDirectory)}
          </ButtonLink>
          <ButtonLink variant="secondary" to={urls.findRealEstate(locale)}>
            {intl.formatMessage(pageText.notFoundSearch)}
          </ButtonLink>
        </>
      }
    />
  );
}

function useGuideMeta(neighbourhood: Neighbourhood, ready: boolean) {
  const intl = useIntl();
  const { locale } = useRoute();
  const province = provinceLabel(neighbourhood.province, locale);
  const values = { name: neighbourhood.name, city: neighbourhood.city, province };
  const canonicalPath = urls.neighbourhoodGuide('en', neighbourhood.neighbourhoodId);
  const jsonLd = useMemo(
    () => ({
      '@context': 'https://schema.org',
      '@type': 'Place',
      name: neighbourhood.name,
      description: neighbourhood.about[locale],
      url: window.location.origin + localisePath(canonicalPath, locale),
      address: {
        '@type': 'PostalAddress',
        addressLocality: neighbourhood.city,
        addressRegion: neighbourhood.province,
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: neighbourhood.lat, longitude: neighbourhood.lng },
      containedInPlace: { '@type': 'City', name: neighbourhood.city },
    }),
    [neighbourhood, canonicalPath, locale],
  );
  usePageMeta({
    title: intl.formatMessage(pageText.metaTitle, values),
    description: intl.formatMessage(pageText.metaDescription, values),
    canonicalPath,
    jsonLd,
    ready,
  });
}

function Guide({ neighbourhood }: { neighbourhood: Neighbourhood }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const heading = useId();
  const headingOf = (id: SectionId) => `${heading}-${id}`;
  const demographics = neighbourhoodsApi.useDemographicsQuery(neighbourhood.neighbourhoodId);
  const city = neighbourhoodsApi.useCityDemographicsQuery({
    province: neighbourhood.province,
    city: neighbourhood.city,
  });
  const figures: Figures = {
    here: demographics.data,
    city: city.data,
    hereError: demographics.isError,
    cityError: city.isError,
    retry: () => {
      void demographics.refetch();
      if (city.isError) void city.refetch();
    },
  };
  // Places nearby load once the transport section nears the viewport; services below share them.
  const transportRef = useRef<HTMLElement>(null);
  const places = usePlacesNear(neighbourhood, useNearViewport(transportRef));
  const province = provinceLabel(neighbourhood.province, locale);
  useGuideMeta(neighbourhood, !demographics.isLoading && !city.isLoading);

  const section = (id: SectionId) => ({ id, 'aria-labelledby': headingOf(id) });
  const title = (id: SectionId) => <h2 id={headingOf(id)}>{intl.formatMessage(sectionLabels[id])}</h2>;

  return (
    <Page>
      <Hero>
        <p className="eyebrow">{intl.formatMessage(pageText.eyebrow, { city: neighbourhood.city, province })}</p>
        <h1>{neighbourhood.name}</h1>
      </Hero>
      <SubNav aria-label={intl.formatMessage(pageText.subnav)}>
        <ul>
          {SECTION_IDS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{intl.formatMessage(sectionLabels[id])}</a>
            </li>
          ))}
        </ul>
      </SubNav>

      <Section {...section('about')}>
        {title('about')}
        <AboutGrid>
          <div>
            <p className="about">{neighbourhood.about[locale]}</p>
            <Facts>
              <dt>{intl.formatMessage(pageText.population)}</dt>
              <dd>{demographics.data ? formatNumber(demographics.data.population, locale) : NO_VALUE}</dd>
              <dt>{intl.formatMessage(pageText.city)}</dt>
              <dd>{neighbourhood.city}</dd>
              <dt>{intl.formatMessage(pageText.province)}</dt>
              <dd>{province}</dd>
            </Facts>
            <CityLink to={urls.city(locale, neighbourhood.province, citySlug(neighbourhood.city))}>
              {intl.formatMessage(pageText.cityHomes, { city: neighbourhood.city })}
            </CityLink>
          </div>
          <NeighbourhoodMap outline={neighbourhood.boundary} />
        </AboutGrid>
      </Section>

      <Section ref={transportRef} {...section('transport')}>
        {title('transport')}
        <Comparison section="transport" figures={figures} cityName={neighbourhood.city} />
        <Charts charts={['commute']} figures={figures} neighbourhood={neighbourhood} />
        <TransitStops places={places} />
      </Section>

      <Section {...section('housing')}>
        {title('housing')}
        <Comparison section="housing" figures={figures} cityName={neighbourhood.city} />
        {figures.here && city.isError && (
          <Notice
            tone="error"
            title={intl.formatMessage(pageText.cityError, { city: neighbourhood.city })}
            onRetry={() => void city.refetch()}
            retryLabel={intl.formatMessage(pageText.retry)}
          />
        )}
        <Charts charts={['housingType', 'ownVsRent']} figures={figures} neighbourhood={neighbourhood} />
      </Section>

      <Section {...section('services')}>
        {title('services')}
        <Services places={places} name={neighbourhood.name} />
      </Section>

      <Section {...section('listings')}>
        {title('listings')}
        <GuideListings neighbourhood={neighbourhood} locale={locale} />
      </Section>

      <Section {...section('demographics')}>
        {title('demographics')}
        <Comparison section="demographics" figures={figures} cityName={neighbourhood.city} />
        <Charts
          charts={['householdIncome', 'individualIncome', 'education', 'motherTongue', 'ageBands']}
          figures={figures}
          neighbourhood={neighbourhood}
        />
      </Section>
    </Page>
  );
}
