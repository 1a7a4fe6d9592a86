import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { QueryError } from '@/api/base-api';
import type { Locale } from '@/config/env';
import { formatNumber } from '@/domain/format';
import { Notice } from '@/ui/Notice';
import { useNearViewport } from '@/ui/use-near-viewport';
import { marketRows, marketSentences, type MarketListing } from './market-analysis';
import { MarketChart } from './MarketChart';
import { neighbourhoodsApi } from './neighbourhoods-endpoints';
import { VisuallyHidden } from './VisuallyHidden';

type None = Record<string, never>;
type City = { city: string };

const text = defineMessages<{
  title: None;
  loading: None;
  error: None;
  unavailable: City;
  active: City;
  newListings: None;
}>({
  title: { id: 'neighbourhoods.market.title', defaultMessage: 'Market analysis' },
  loading: { id: 'neighbourhoods.market.loading', defaultMessage: 'Loading market figures…' },
  error: { id: 'neighbourhoods.market.error', defaultMessage: 'We couldn’t load the market figures.' },
  unavailable: {
    id: 'neighbourhoods.market.unavailable',
    defaultMessage: 'Market figures for {city} aren’t available.',
  },
  active: { id: 'neighbourhoods.market.active', defaultMessage: 'Active listings in {city}' },
  newListings: { id: 'neighbourhoods.market.new', defaultMessage: 'New in the last 7 days' },
});

export interface MarketAnalysisProps {
  listing: MarketListing;
  /** The id of the section's heading, which this renders (the page's section is labelled by it). */
  headingId: string;
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  p {
    margin: 0;
    max-width: 70ch;
  }
`;

const Sentences = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
`;

const Figures = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  > div {
    flex: 1 1 160px;
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.md};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const Skeleton = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  > span {
    height: 20px;
    max-width: 70ch;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  > span:nth-child(2) {
    width: 80%;
  }
  > span:last-child {
    height: 160px;
  }
`;

/**
 * The listing page's market analysis: the city's median asking price, price per square foot and days on
 * the market next to this home's, said in sentences and drawn as a small chart (a table underneath),
 * with how many listings are active and new. Its data loads only as the section nears the viewport.
 */
export function MarketAnalysis({ listing, headingId }: MarketAnalysisProps) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const rootRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(rootRef);
  const {
    data: stats,
    error,
    isError,
    refetch,
  } = neighbourhoodsApi.useGeoStatsQuery(near ? { province: listing.province, city: listing.city } : skipToken);

  let body: ReactNode;
  if (isError && (error as QueryError | undefined)?.status === 404) {
    body = <p>{intl.formatMessage(text.unavailable, { city: listing.city })}</p>;
  } else if (isError) {
    body = <Notice tone="error" title={intl.formatMessage(text.error)} onRetry={() => void refetch()} />;
  } else if (!stats) {
    body = (
      <Skeleton role="status" aria-busy="true">
        <VisuallyHidden>{intl.formatMessage(text.loading)}</VisuallyHidden>
        <span aria-hidden="true" />
        <span aria-hidden="true" />
        <span aria-hidden="true" />
      </Skeleton>
    );
  } else {
    const city = stats.city ?? listing.city;
    const sentences = marketSentences(listing, stats, city, intl, locale);
    const rows = marketRows(listing, stats, intl, locale);
    body = (
      <>
        {sentences.length > 0 ? (
          <Sentences>
            {sentences.map((sentence) => (
              <p key={sentence}>{sentence}</p>
            ))}
          </Sentences>
        ) : (
          <p>{intl.formatMessage(text.unavailable, { city })}</p>
        )}
        {rows.length > 0 && <MarketChart rows={rows} city={city} />}
        <Figures>
          <div>
            <dt>{intl.formatMessage(text.active, { city })}</dt>
            <dd>{formatNumber(stats.activeListings, locale)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(text.newListings)}</dt>
            <dd>{formatNumber(stats.newListings7Days, locale)}</dd>
          </div>
        </Figures>
      </>
    );
  }

  return (
    <Root ref={rootRef}>
      <h2 id={headingId}>{intl.formatMessage(text.title)}</h2>
      {body}
    </Root>
  );
}
