import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CityDemographics, Demographics, Neighbourhood } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import {
  chartRows,
  chartTitles,
  compareWithCity,
  demographicLabel,
  formatComparison,
  formatShare,
  type ComparedSection,
  type DemographicChart as ChartKey,
} from '@/domain/neighbourhood-comparison';
import { DemographicChart } from '@/features/neighbourhoods/DemographicChart';
import { Notice } from '@/ui/Notice';
import { chartFacts, chartHeight } from './demographic-charts';
import { pageText } from './messages';
import { Grid } from './section-styles';

const Compare = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: 600;
`;

const ChartSkeleton = styled.div`
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/** The sentence's space while the figures load: two lines of large text, so the charts do not move. */
const CompareSkeleton = styled.div`
  min-height: calc(2 * 1.5 * ${({ theme }) => theme.fontSizes.lg} + ${({ theme }) => theme.space(6)});
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export interface Figures {
  here: Demographics | undefined;
  city: CityDemographics | undefined;
  hereError: boolean;
  cityError: boolean;
  retry: () => void;
}

/** The section's one plain sentence next to the city, once both sets of figures are here. */
export function Comparison({
  section,
  figures,
  cityName,
}: {
  section: ComparedSection;
  figures: Figures;
  cityName: string;
}) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  if (!figures.here || !figures.city) {
    const loading = !figures.hereError && !figures.cityError;
    return loading ? <CompareSkeleton aria-hidden="true" /> : null;
  }
  return (
    <Compare data-compare={section}>
      {formatComparison(intl, compareWithCity(section, figures.here, figures.city, cityName, locale))}
    </Compare>
  );
}

/** The section's charts, each beside the city's figures; a notice with a retry when the figures fail. */
export function Charts({
  charts,
  figures,
  neighbourhood,
}: {
  charts: readonly ChartKey[];
  figures: Figures;
  neighbourhood: Neighbourhood;
}) {
  const intl = useIntl();
  const locale: Locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { here, city } = figures;
  if (!here) {
    return figures.hereError ? (
      <Notice
        tone="error"
        title={intl.formatMessage(pageText.demographicsError)}
        onRetry={figures.retry}
        retryLabel={intl.formatMessage(pageText.retry)}
      />
    ) : (
      <Grid aria-hidden="true">
        {charts.map((chart) => (
          <ChartSkeleton key={chart} style={{ height: chartHeight(chart) }} />
        ))}
      </Grid>
    );
  }
  const share = (percent: number, digits = 0) => formatShare(percent, locale, digits);
  return (
    <Grid>
      {charts.map((chart) => (
        <DemographicChart
          key={chart}
          chart={chart}
          title={intl.formatMessage(chartTitles[chart])}
          hereName={neighbourhood.name}
          cityName={city ? neighbourhood.city : null}
          rows={chartRows(chart, here, city).map((row) => ({
            key: row.value,
            label: demographicLabel(intl, chart, row.value),
            here: row.here,
            city: row.city,
          }))}
          facts={chartFacts(intl, chart, here, city, locale)}
          formatShare={share}
        />
      ))}
    </Grid>
  );
}
