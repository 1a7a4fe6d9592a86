import { useId, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { HomeEstimate } from '@/api/contract/content';
import { isNotFound } from '@/api/errors';
import type { QueryError } from '@/api/base-api';
import { useAppDispatch } from '@/app/hooks';
import { brand } from '@/config/brand';
import { estimateRange, humaniseSlug, parseEstimateQuery, type EstimateQuery } from '@/domain/estimates';
import { provinceAbbreviation, provinceName } from '@/domain/provinces';
import { estimatesApi } from '@/features/estimates/estimates-endpoints';
import { estimateText } from '@/features/estimates/estimate-messages';
import {
  Actions,
  ComparablesTable,
  EstimateValue,
  HiddenRange,
  HomeFacts,
  NotAppraisal,
  PartnerAttribution,
  StateCard,
} from '@/features/estimates/EstimateParts';
import { protectedActionAttempted, useSession } from '@/features/user/user-api';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { localisePath, urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { PageColumn } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { StatusLayout } from '@/pages/shared/StatusLayout';
import { detailText } from './messages';

const NOT_FOUND_CODE = '404';
/** The address look-up answers at most this many; fewer means it listed every match. */
const LOOKUP_LIMIT = 10;

// Every grid here has one shrinkable column on a phone: the comparables table scrolls in its own box
// instead of widening the page.
const Page = styled(PageColumn)`
  padding-block-start: ${({ theme }) => theme.space(8)};
`;

const Header = styled.header`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    overflow-wrap: anywhere;
  }
  .eyebrow {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.accent};
  }
  .place {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Aside = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    font-weight: 600;
  }
`;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  div {
    height: 28px;
    max-width: 360px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  div + div {
    height: 12px;
    max-width: 480px;
  }
`;

/**
 * The estimate for one BC address (spec §2.1 `/{province}/{city}-real-estate/{address}-{off_id…}-{prty|lst}`,
 * internal `/home-estimates-detail?province&city&address&id&type`), in the four states of spec §4.
 */
export function EstimateDetailPage() {
  const [params] = useSearchParams();
  const query = useMemo(() => parseEstimateQuery((key) => params.get(key)), [params]);
  if (!query) return <EstimateNotFound />;
  return <EstimateDetail key={query.listDetailId} query={query} />;
}

type View =
  | { kind: 'not-found' }
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'login-required' }
  | { kind: 'estimate'; estimate: HomeEstimate };

function EstimateDetail({ query }: { query: EstimateQuery }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const dispatch = useAppDispatch();
  const { signedIn } = useSession();
  const stateHeading = useId();

  // Signed in, the estimate; signed out, only what is public: the address as the partner knows it.
  const estimate = estimatesApi.useHomeEstimateQuery({ id: query.listDetailId }, { skip: !signedIn });
  const lookupText = `${humaniseSlug(query.addressSlug)} ${humaniseSlug(query.citySlug)}`;
  const lookup = estimatesApi.useFindByAddressQuery(lookupText, { skip: signedIn });
  const known = lookup.currentData?.find((c) => c.listDetailId === query.listDetailId);
  const unknownAddress =
    !signedIn && lookup.currentData !== undefined && !known && lookup.currentData.length < LOOKUP_LIMIT;

  const error = estimate.error as QueryError | undefined;
  let view: View;
  if (isNotFound(error) || unknownAddress) view = { kind: 'not-found' };
  else if (!signedIn || error?.status === 401) view = { kind: 'login-required' };
  else if (estimate.currentData) view = { kind: 'estimate', estimate: estimate.currentData };
  else if (estimate.isError) view = { kind: 'error' };
  else view = { kind: 'loading' };

  const data = view.kind === 'estimate' ? view.estimate : undefined;
  const address = data?.address ?? known?.address ?? humaniseSlug(query.addressSlug);
  const city = data?.city ?? known?.city ?? humaniseSlug(query.citySlug);
  const province = provinceName(query.province, locale);
  const canonicalPath = urls.homeEstimateDetail(
    'en',
    query.province,
    query.citySlug,
    query.addressSlug,
    query.listDetailId.slice(0, -`-${query.listType}`.length),
    query.listType,
  );
  const waiting = view.kind === 'loading' || (!signedIn && lookup.isLoading);

  if (view.kind === 'not-found') return <EstimateNotFound />;

  const cityAgents = urls.cityAgents(locale, query.province, query.citySlug, category);
  const cityListings = urls.city(locale, query.province, query.citySlug, category);

  const stateOf = (kind: View['kind'], status?: HomeEstimate['status']) => {
    if (kind !== 'estimate') return kind;
    return status === 'OK' ? 'ok' : status === 'NO_DATA' ? 'no-data' : 'not-for-sale';
  };
  const range = data ? estimateRange(data) : null;
  // An OK answer without a usable range has nothing to show: it reads as "no data", never as a bare number.
  const state = data?.status === 'OK' && !range ? 'no-data' : stateOf(view.kind, data?.status);

  let body;
  switch (state) {
    case 'login-required':
      body = (
        <>
          <h2 id={stateHeading}>{intl.formatMessage(estimateText.loginTitle)}</h2>
          <HiddenRange />
          <p>{intl.formatMessage(estimateText.loginBody)}</p>
          <Actions>
            <Button data-estimate-login="" onClick={() => dispatch(protectedActionAttempted('estimate'))}>
              {intl.formatMessage(estimateText.loginButton)}
            </Button>
          </Actions>
        </>
      );
      break;
    case 'ok':
      body = <EstimateValue range={range!} asOf={data!.asOf} locale={locale} headingId={stateHeading} />;
      break;
    case 'no-data':
      body = (
        <>
          <h2 id={stateHeading}>{intl.formatMessage(estimateText.noDataTitle)}</h2>
          <p>{intl.formatMessage(estimateText.noDataBody)}</p>
          <Actions>
            <ButtonLink to={cityAgents}>{intl.formatMessage(estimateText.noDataAgents, { city })}</ButtonLink>
            <ButtonLink variant="secondary" to={cityListings}>
              {intl.formatMessage(estimateText.noDataListings, { city })}
            </ButtonLink>
          </Actions>
        </>
      );
      break;
    case 'not-for-sale':
      body = (
        <>
          <h2 id={stateHeading}>{intl.formatMessage(estimateText.notForSaleTitle, { brand: brand.name })}</h2>
          <p>{intl.formatMessage(estimateText.notForSaleBody)}</p>
          {data?.listingUrl && (
            <Actions>
              <ButtonLink to={localisePath(data.listingUrl, locale)} data-listing-link="">
                {intl.formatMessage(estimateText.notForSaleLink)}
              </ButtonLink>
            </Actions>
          )}
        </>
      );
      break;
    case 'error':
      body = (
        <>
          <h2 id={stateHeading} className="visually-hidden">
            {intl.formatMessage(estimateText.stateTitle)}
          </h2>
          <Notice
            tone="error"
            title={intl.formatMessage(estimateText.error)}
            onRetry={() => void estimate.refetch()}
            retryLabel={intl.formatMessage(estimateText.retry)}
          >
            <p>{intl.formatMessage(estimateText.errorBody)}</p>
          </Notice>
        </>
      );
      break;
    default:
      body = (
        <>
          <h2 id={stateHeading} className="visually-hidden">
            {intl.formatMessage(estimateText.stateTitle)}
          </h2>
          <Skeleton aria-hidden="true">
            <div />
            <div />
          </Skeleton>
          <p className="visually-hidden" role="status">
            {intl.formatMessage(estimateText.loading)}
          </p>
        </>
      );
  }

  return (
    <Page>
      <EstimateMeta
        address={address}
        city={city}
        province={provinceAbbreviation(query.province, locale)}
        canonicalPath={canonicalPath}
        ready={!waiting}
      />
      <Header>
        <p className="eyebrow">{intl.formatMessage(detailText.eyebrow)}</p>
        <h1>{intl.formatMessage(detailText.heading, { address, city })}</h1>
        <p className="place">{intl.formatMessage(detailText.place, { city, province })}</p>
      </Header>
      <Layout>
        <Column>
          <StateCard
            data-estimate-state={state}
            aria-labelledby={stateHeading}
            aria-busy={state === 'loading' || undefined}
          >
            {body}
            <PartnerAttribution />
          </StateCard>
          {data && <HomeFacts estimate={data} locale={locale} />}
          {state === 'ok' && data && (
            // The table's scrolling box is the landmark, named like this heading.
            <div>
              <h2 style={{ marginBottom: '1rem' }}>{intl.formatMessage(estimateText.comparablesTitle)}</h2>
              <ComparablesTable comparables={data.comparables} address={data.address} locale={locale} />
            </div>
          )}
        </Column>
        <Aside>
          <NotAppraisal />
          <Link to={urls.homeEstimates(locale)}>{intl.formatMessage(detailText.another)}</Link>
          <Link to={cityAgents}>{intl.formatMessage(detailText.agents, { city })}</Link>
        </Aside>
      </Layout>
    </Page>
  );
}

/** The page's title and links; a component of its own so the 404 page's meta never competes with it. */
function EstimateMeta({
  address,
  city,
  province,
  canonicalPath,
  ready,
}: {
  address: string;
  city: string;
  /** The province's short form for running text (`B.C.`, `C.-B.`). */
  province: string;
  canonicalPath: string;
  ready: boolean;
}) {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(detailText.metaTitle, { address, city }),
    description: intl.formatMessage(detailText.metaDescription, { address, city, province }),
    canonicalPath,
    ready,
  });
  return null;
}

/** An estimate page for an address that does not exist: the 404 page, with a way back to the search. */
function EstimateNotFound() {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const title = intl.formatMessage(detailText.notFoundTitle);
  const body = intl.formatMessage(detailText.notFoundBody);
  usePageMeta({ title, description: body, statusCode: 404, noindex: true });
  return (
    <StatusLayout
      code={NOT_FOUND_CODE}
      title={title}
      body={<p>{body}</p>}
      actions={
        <>
          <ButtonLink to={urls.homeEstimates(locale)}>{intl.formatMessage(detailText.notFoundSearch)}</ButtonLink>
          <ButtonLink variant="secondary" to={urls.findRealEstate(locale, category)}>
            {intl.formatMessage(detailText.notFoundListings)}
          </ButtonLink>
        </>
      }
    />
  );
}
