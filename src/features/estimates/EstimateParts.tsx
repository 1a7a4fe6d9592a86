import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ComparableSale, HomeEstimate } from '@/api/contract/content';
import type { Locale } from '@/config/env';
import { estimateConfidence, relativeSpread, type EstimateConfidence, type EstimateRange } from '@/domain/estimates';
import { formatNumber, formatPrice } from '@/domain/format';
import { LAND_DATA_PARTNER } from './partner';
import { estimateText } from './estimate-messages';

/** The box every estimate state sits in: the same size whatever the state, so nothing jumps on sign-in. */
export const StateCard = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  min-height: 240px;
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  align-content: start;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    max-width: 60ch;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

const Eyebrow = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const RangeText = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 700;
  line-height: 1.15;
  /* A price never breaks inside; the range may wrap at its dash on a phone. */
  overflow-wrap: normal;
`;

const Likely = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Bar = styled.div<{ $at: number }>`
  position: relative;
  height: 12px;
  max-width: 480px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: linear-gradient(
    90deg,
    color-mix(in srgb, ${({ theme }) => theme.colors.accent} 25%, ${({ theme }) => theme.colors.surface}),
    ${({ theme }) => theme.colors.accent},
    color-mix(in srgb, ${({ theme }) => theme.colors.accent} 25%, ${({ theme }) => theme.colors.surface})
  );
  &::after {
    content: '';
    position: absolute;
    top: -6px;
    inset-inline-start: calc(${({ $at }) => $at * 100}% - 3px);
    width: 6px;
    height: 24px;
    border-radius: 3px;
    background: ${({ theme }) => theme.colors.text};
  }
`;

const Badge = styled.p<{ $level: EstimateConfidence }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  justify-self: start;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $level }) => ($level === 'high' ? theme.colors.success : theme.colors.border)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-weight: 600;
  span[aria-hidden] {
    letter-spacing: 2px;
    color: ${({ theme, $level }) => ($level === 'low' ? theme.colors.danger : theme.colors.success)};
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const DOTS: Record<EstimateConfidence, string> = { high: '●●●', medium: '●●○', low: '●○○' };

const formatDay = (intl: ReturnType<typeof useIntl>, iso: string) =>
  intl.formatDate(iso, { dateStyle: 'long', timeZone: 'UTC' });

/** The OK state's value: a range with its confidence, the most likely value smaller, never a bare number. */
export function EstimateValue({
  range,
  asOf,
  locale,
  headingId,
}: {
  range: EstimateRange;
  asOf: string;
  locale: Locale;
  headingId: string;
}) {
  const intl = useIntl();
  const confidence = estimateConfidence(range);
  const spread = intl.formatNumber(relativeSpread(range), { style: 'percent', maximumFractionDigits: 0 });
  const at = (range.value - range.low) / (range.high - range.low);
  return (
    <>
      <Eyebrow id={headingId}>{intl.formatMessage(estimateText.valueLabel)}</Eyebrow>
      <RangeText data-estimate-range="">
        {intl.formatMessage(estimateText.range, {
          low: formatPrice(range.low, locale),
          high: formatPrice(range.high, locale),
        })}
      </RangeText>
      <Bar $at={at} aria-hidden="true" />
      <Likely>{intl.formatMessage(estimateText.likely, { value: formatPrice(range.value, locale) })}</Likely>
      <Badge $level={confidence} data-confidence={confidence}>
        <span aria-hidden="true">{DOTS[confidence]}</span>
        {intl.formatMessage(estimateText[confidence])}
      </Badge>
      <Muted>{intl.formatMessage(estimateText.spread, { spread })}</Muted>
      <Muted>{intl.formatMessage(estimateText.asOf, { date: formatDay(intl, asOf) })}</Muted>
    </>
  );
}

const Placeholder = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  filter: blur(6px);
  user-select: none;
  div {
    height: 28px;
    max-width: 360px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  div + div {
    height: 12px;
    max-width: 480px;
    background: color-mix(in srgb, ${({ theme }) => theme.colors.accent} 30%, ${({ theme }) => theme.colors.surface});
  }
`;

/** Where the range will be: blurred shapes, no number (a fake one would be read as a value). */
export function HiddenRange() {
  const intl = useIntl();
  return (
    <>
      <Placeholder aria-hidden="true">
        <div />
        <div />
      </Placeholder>
      <p className="visually-hidden">{intl.formatMessage(estimateText.loginHidden)}</p>
    </>
  );
}

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

/** Beds, baths, size and year built, as far as the partner knows them. */
export function HomeFacts({ estimate, locale }: { estimate: HomeEstimate; locale: Locale }) {
  const intl = useIntl();
  const rows: { key: string; label: string; value: ReactNode }[] = [];
  if (estimate.beds !== null)
    rows.push({ key: 'beds', label: intl.formatMessage(estimateText.beds), value: estimate.beds });
  if (estimate.baths !== null)
    rows.push({ key: 'baths', label: intl.formatMessage(estimateText.baths), value: estimate.baths });
  if (estimate.sqft !== null)
    rows.push({
      key: 'sqft',
      label: intl.formatMessage(estimateText.size),
      value: intl.formatMessage(estimateText.sqft, { sqft: formatNumber(estimate.sqft, locale) }),
    });
  if (estimate.yearBuilt !== null)
    rows.push({ key: 'year', label: intl.formatMessage(estimateText.yearBuilt), value: estimate.yearBuilt });
  if (rows.length === 0) return null;
  return (
    <Facts aria-label={intl.formatMessage(estimateText.factsTitle)}>
      {rows.map((row) => (
        <div key={row.key}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </Facts>
  );
}

const TableScroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

const Table = styled.table`
  width: 100%;
  min-width: 640px;
  border-collapse: collapse;
  caption {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: start;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  tbody th {
    font-weight: 600;
  }
  .number {
    text-align: end;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

function distanceText(intl: ReturnType<typeof useIntl>, metres: number): string {
  if (metres < 1000) return intl.formatNumber(Math.round(metres), { style: 'unit', unit: 'meter' });
  return intl.formatNumber(metres / 1000, { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 });
}

/** The comparable sales as a table: each row headed by its address, figures right-aligned. */
export function ComparablesTable({
  comparables,
  address,
  locale,
}: {
  comparables: readonly ComparableSale[];
  address: string;
  locale: Locale;
}) {
  const intl = useIntl();
  if (comparables.length === 0) return <p>{intl.formatMessage(estimateText.comparablesEmpty)}</p>;
  return (
    // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
    <TableScroll tabIndex={0} role="region" aria-label={intl.formatMessage(estimateText.comparablesTitle)}>
      <Table data-comparables="">
        <caption>{intl.formatMessage(estimateText.comparablesCaption, { address })}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(estimateText.colAddress)}</th>
            <th scope="col" className="number">
              {intl.formatMessage(estimateText.colPrice)}
            </th>
            <th scope="col">{intl.formatMessage(estimateText.colDate)}</th>
            <th scope="col">{intl.formatMessage(estimateText.colRooms)}</th>
            <th scope="col" className="number">
              {intl.formatMessage(estimateText.colSize)}
            </th>
            <th scope="col" className="number">
              {intl.formatMessage(estimateText.colDistance)}
            </th>
          </tr>
        </thead>
        <tbody>
          {comparables.map((sale) => (
            <tr key={`${sale.address}-${sale.soldDate}`}>
              <th scope="row">{sale.address}</th>
              <td className="number">{formatPrice(sale.soldPrice, locale)}</td>
              <td>{formatDay(intl, sale.soldDate)}</td>
              <td>{intl.formatMessage(estimateText.rooms, { beds: sale.beds, baths: sale.baths })}</td>
              <td className="number">
                {sale.sqft > 0
                  ? intl.formatMessage(estimateText.sqft, { sqft: formatNumber(sale.sqft, locale) })
                  : intl.formatMessage(estimateText.notGiven)}
              </td>
              <td className="number">{distanceText(intl, sale.distanceMetres)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}

const Attribution = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** The land-data partner's credit, on every estimate state and on the landing page (spec §1). */
export function PartnerAttribution() {
  const intl = useIntl();
  return (
    <Attribution data-partner-attribution="">
      <strong>{intl.formatMessage(estimateText.partner, { partner: LAND_DATA_PARTNER.name })}</strong>
      <span>{intl.formatMessage(estimateText.partnerNote, { partner: LAND_DATA_PARTNER.name })}</span>
    </Attribution>
  );
}

const AppraisalNote = styled.aside`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  h2,
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/** "An estimate is not an appraisal" and what to do for a real price. */
export function NotAppraisal({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <AppraisalNote aria-label={intl.formatMessage(estimateText.notAppraisalTitle)}>
      <Heading>{intl.formatMessage(estimateText.notAppraisalTitle)}</Heading>
      <p>{intl.formatMessage(estimateText.notAppraisalBody)}</p>
    </AppraisalNote>
  );
}
