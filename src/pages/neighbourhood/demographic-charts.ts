// What the guide's demographic charts need beside their shares, free of React: sizes and median incomes.
import type { IntlShape } from 'react-intl';
import type { CityDemographics, Demographics } from '@/api/contract/places';
import type { Locale } from '@/config/env';
import { formatPrice } from '@/domain/format';
import type { DemographicChart as ChartKey } from '@/domain/neighbourhood-comparison';
import type { DemographicChartFact } from '@/features/neighbourhoods/DemographicChart';
import { pageText } from './messages';

/** How many bars each chart has (the demo API's lists), to keep their space while the figures load. */
const CHART_ROWS: Record<ChartKey, number> = {
  commute: 5,
  housingType: 6,
  ownVsRent: 2,
  householdIncome: 5,
  individualIncome: 5,
  education: 7,
  motherTongue: 6,
  ageBands: 9,
};

/** A chart's frame (caption, legend, padding) and each bar's label and two bars, in pixels. */
export const chartHeight = (chart: ChartKey) => 110 + CHART_ROWS[chart] * 81;

/** The figures a chart gives before its shares: the median for the two income charts, none for the rest. */
export function chartFacts(
  intl: IntlShape,
  chart: ChartKey,
  here: Demographics,
  city: CityDemographics | undefined,
  locale: Locale,
): DemographicChartFact[] {
  const money = (value: number | undefined) => (value === undefined ? null : formatPrice(value, locale));
  return chart === 'householdIncome'
    ? [
        {
          key: 'median',
          label: intl.formatMessage(pageText.medianHousehold),
          here: money(here.householdIncome.median)!,
          city: money(city?.householdIncome.median),
        },
      ]
    : chart === 'individualIncome'
      ? [
          {
            key: 'median',
            label: intl.formatMessage(pageText.medianIndividual),
            here: money(here.individualIncome.median)!,
            city: money(city?.individualIncome.median),
          },
        ]
      : [];
}
