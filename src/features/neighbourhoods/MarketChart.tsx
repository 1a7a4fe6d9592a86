import type { CSSProperties } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { MarketRow } from './market-analysis';
import { VisuallyHidden } from './VisuallyHidden';

type None = Record<string, never>;
type City = { city: string };

const text = defineMessages<{
  caption: City;
  measure: None;
  thisHome: None;
  median: City;
  notGiven: None;
}>({
  caption: {
    id: 'neighbourhoods.market.chart.caption',
    defaultMessage: 'This home compared with the median in {city}',
  },
  measure: { id: 'neighbourhoods.market.chart.measure', defaultMessage: 'Measure' },
  thisHome: { id: 'neighbourhoods.market.chart.this-home', defaultMessage: 'This home' },
  median: { id: 'neighbourhoods.market.chart.median', defaultMessage: 'Median in {city}' },
  notGiven: { id: 'neighbourhoods.market.chart.not-given', defaultMessage: 'Not given' },
});

const Chart = styled.table`
  width: 100%;
  max-width: 720px;
  border-collapse: collapse;
  caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    text-align: start;
    font-weight: 700;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody th {
    width: 30%;
    font-weight: 600;
  }
  tbody tr + tr > * {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  .swatch {
    display: inline-block;
    width: 10px;
    height: 10px;
    margin-inline-end: ${({ theme }) => theme.space(1)};
    border-radius: 2px;
  }
  .value {
    display: block;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .bar {
    display: block;
    width: calc(var(--share) * 100%);
    min-width: 4px;
    height: 12px;
    margin-top: ${({ theme }) => theme.space(1)};
    border-radius: 0 3px 3px 0;
  }
  .listing {
    background: ${({ theme }) => theme.colors.accent};
  }
  .median {
    background: ${({ theme }) => theme.colors.textMuted};
  }
  /* Bars keep their shape where the system replaces colours. */
  @media (forced-colors: active) {
    .bar,
    .swatch {
      background: CanvasText;
    }
    .median {
      background: GrayText;
    }
  }
`;

/** Drawn where this home has no value; screen readers hear "Not given" instead. */
const NO_VALUE = '—';

/**
 * A table read by assistive technology as the data it is (measure, this home, the median), drawn as
 * pairs of bars, each scaled to the larger of the two, with the numbers written beside them.
 */
export function MarketChart({ rows, city }: { rows: MarketRow[]; city: string }) {
  const intl = useIntl();
  const bar = (value: number, other: number | undefined, kind: 'listing' | 'median') => (
    <span
      className={`bar ${kind}`}
      aria-hidden="true"
      style={{ '--share': value / Math.max(value, other ?? 0) } as CSSProperties}
    />
  );
  return (
    <Chart>
      <caption>{intl.formatMessage(text.caption, { city })}</caption>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>{intl.formatMessage(text.measure)}</VisuallyHidden>
          </th>
          <th scope="col">
            <span className="swatch listing" aria-hidden="true" />
            {intl.formatMessage(text.thisHome)}
          </th>
          <th scope="col">
            <span className="swatch median" aria-hidden="true" />
            {intl.formatMessage(text.median, { city })}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              {row.listing === undefined ? (
                <>
                  <span className="value" aria-hidden="true">
                    {NO_VALUE}
                  </span>
                  <VisuallyHidden>{intl.formatMessage(text.notGiven)}</VisuallyHidden>
                </>
              ) : (
                <>
                  <span className="value">{row.format(row.listing)}</span>
                  {bar(row.listing, row.median, 'listing')}
                </>
              )}
            </td>
            <td>
              <span className="value">{row.format(row.median)}</span>
              {bar(row.median, row.listing, 'median')}
            </td>
          </tr>
        ))}
      </tbody>
    </Chart>
  );
}
