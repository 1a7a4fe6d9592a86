import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CostTable } from './CostTable';
import { cashToCloseRow, closingRows, qualifyingRows } from './cost-rows';
import { text } from './mortgage-messages';
import { PaymentSummary } from './PaymentSummary';
import type { MortgageCalculation } from './use-mortgage-calculator';

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

/** The payment and the two cost tables, or what to do before there are any. */
export function MortgageResults({
  calculation: { result, payment, format, awaitingPrice },
}: {
  calculation: MortgageCalculation;
}) {
  const intl = useIntl();
  return (
    <Results role="group" aria-label={intl.formatMessage(text.resultsLabel)}>
      {result ? (
        <>
          <PaymentSummary result={result} payment={payment} format={format} />
          <CostTable
            heading={intl.formatMessage(text.costsHeading)}
            rows={closingRows(result, intl, format)}
            total={cashToCloseRow(result, intl, format)}
            format={format}
          />
          <CostTable
            heading={intl.formatMessage(text.qualifyingHeading)}
            rows={qualifyingRows(result, intl, format)}
            format={format}
          />
        </>
      ) : (
        <p>{intl.formatMessage(awaitingPrice ? text.enterPrice : text.fixFields)}</p>
      )}
    </Results>
  );
}
