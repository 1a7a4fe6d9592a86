import type { IntlShape } from 'react-intl';
import type { CostLine, CostOfBuying } from '@/domain/closing-costs';
import { costRow, type CostRow } from './CostTable';
import type { MortgageFormat } from './mortgage-format';

function lineRow(line: CostLine, intl: IntlShape, format: MortgageFormat): CostRow {
  return costRow(line, format, intl.formatMessage(line.label));
}

/** What is paid at closing, line by line. */
export function closingRows(result: CostOfBuying, intl: IntlShape, format: MortgageFormat): CostRow[] {
  return result.closingLines.map((line) => lineRow(line, intl, format));
}

/** The cash needed on closing day: the closing table's total. */
export function cashToCloseRow(result: CostOfBuying, intl: IntlShape, format: MortgageFormat): CostRow {
  return lineRow(result.cashToClose, intl, format);
}

/** The minimum down payment, the stress-test rate and what it takes to qualify at that rate. */
export function qualifyingRows(result: CostOfBuying, intl: IntlShape, format: MortgageFormat): CostRow[] {
  const rate = result.qualifyingRate;
  return [
    lineRow(result.minimumDown, intl, format),
    {
      key: 'qualifying-rate',
      label: intl.formatMessage(rate.label),
      amount: format.percent(rate.ratePercent),
      rule: format.rule(rate.rule),
      effective: rate.effective,
      paid: 'info',
    },
    lineRow(result.qualifyingPayment, intl, format),
    lineRow(result.incomeNeeded, intl, format),
  ];
}
