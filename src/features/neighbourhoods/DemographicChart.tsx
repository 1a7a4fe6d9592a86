import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';

type None = Record<string, never>;

const text = defineMessages<{
  show: None;
  hide: None;
  caption: { title: string; here: string; city: string };
  captionAlone: { title: string; here: string };
}>({
  show: { id: 'neighbourhood.chart.show', defaultMessage: 'Show the numbers' },
  hide: { id: 'neighbourhood.chart.hide', defaultMessage: 'Hide the numbers' },
  caption: { id: 'neighbourhood.chart.caption', defaultMessage: '{title}: {here} and {city}' },
  captionAlone: { id: 'neighbourhood.chart.caption-alone', defaultMessage: '{title}: {here}' },
});

/** One bar of the chart, its shares in percent (0–100) here and in the city (null where unknown). */
export interface DemographicChartRow {
  key: string;
  label: string;
  here: number;
  city: number | null;
}

/** A figure the table gives before the shares (a median income), already formatted. */
export interface DemographicChartFact {
  key: string;
  label: string;
  here: string;
  city: string | null;
}

export interface DemographicChartProps {
  /** The chart's key: `figure[data-chart]`. */
  chart: string;
  title: string;
  /** The neighbourhood's name and the city's (null while the city's figures are missing). */
  hereName: string;
  cityName: string | null;
  rows: readonly DemographicChartRow[];
  facts?: readonly DemographicChartFact[];
  formatShare: (percent: number, digits?: number) => string;
}

const Figure = styled.figure`
  display: grid;
  /* A short chart beside a tall one keeps its rows together at the top. */
  align-content: start;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  figcaption {
    font-weight: 700;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  align-items: center;
  justify-content: space-between;
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  span::before {
    content: '';
    width: 12px;
    height: 12px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
  .city::before {
    background: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Bars = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  .row {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
  }
  .label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  .bar {
    display: grid;
    grid-template-columns: minmax(0, 1fr) 4.5em;
    gap: ${({ theme }) => theme.space(2)};
    align-items: center;
    font-size: 0.8125rem;
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .track {
    height: 10px;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.surfaceAlt};
    overflow: hidden;
  }
  .fill {
    display: block;
    height: 100%;
    border-radius: 5px;
    background: ${({ theme }) => theme.colors.accent};
  }
  .city .fill {
    background: ${({ theme }) => theme.colors.textMuted};
  }
  .here {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const ToggleButton = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

// No scrolling box: three columns fit a phone when the labels wrap, and a hidden scrolling box would be
// a keyboard trap for axe (a scrollable region nobody can focus).
const Numbers = styled.div`
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: start;
    font-weight: 600;
    padding-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: start;
    font-weight: 400;
  }
  thead th {
    font-weight: 700;
  }
`;

/**
 * An accessible horizontal bar chart of shares, the neighbourhood's beside the city's. The bars are
 * decoration (hidden from assistive technology); the numbers are a real table, always in the DOM for
 * screen readers and shown to everyone on demand.
 */
export function DemographicChart({
  chart,
  title,
  hereName,
  cityName,
  rows,
  facts = [],
  formatShare,
}: DemographicChartProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const tableId = useId();
  const captionId = useId();
  const max = Math.max(1, ...rows.flatMap((row) => [row.here, row.city ?? 0]));
  const width = (share: number) => `${Math.min(100, (share / max) * 100).toFixed(1)}%`;
  const withCity = cityName !== null;
  return (
    <Figure data-chart={chart}>
      <figcaption id={captionId}>{title}</figcaption>
      <Head>
        <Legend aria-hidden="true">
          <span>{hereName}</span>
          {withCity && <span className="city">{cityName}</span>}
        </Legend>
        <ToggleButton
          type="button"
          data-show-table=""
          aria-expanded={open}
          aria-controls={tableId}
          // Eight buttons say the same: each is described by its chart's title.
          aria-describedby={captionId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {intl.formatMessage(open ? text.hide : text.show)}
        </ToggleButton>
      </Head>
      <Bars aria-hidden="true">
        {rows.map((row) => (
          <div className="row" key={row.key}>
            <span className="label">{row.label}</span>
            <span className="bar">
              <span className="track">
                <span className="fill" style={{ width: width(row.here) }} />
              </span>
              <span className="here">{formatShare(row.here)}</span>
            </span>
            {withCity && row.city !== null && (
              <span className="bar city">
                <span className="track">
                  <span className="fill" style={{ width: width(row.city) }} />
                </span>
                <span>{formatShare(row.city)}</span>
              </span>
            )}
          </div>
        ))}
      </Bars>
      <Numbers id={tableId} className={open ? undefined : 'visually-hidden'}>
        <table>
          <caption>
            {withCity
              ? intl.formatMessage(text.caption, { title, here: hereName, city: cityName })
              : intl.formatMessage(text.captionAlone, { title, here: hereName })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">{hereName}</th>
              {withCity && <th scope="col">{cityName}</th>}
            </tr>
          </thead>
          <tbody>
            {facts.map((fact) => (
              <tr key={fact.key}>
                <th scope="row">{fact.label}</th>
                <td>{fact.here}</td>
                {withCity && <td>{fact.city ?? ''}</td>}
              </tr>
            ))}
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                <td>{formatShare(row.here, 1)}</td>
                {withCity && <td>{row.city === null ? '' : formatShare(row.city, 1)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      </Numbers>
    </Figure>
  );
}
