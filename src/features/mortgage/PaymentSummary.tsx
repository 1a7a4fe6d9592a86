import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CostOfBuying } from '@/domain/closing-costs';
import type { MortgageFormat } from './mortgage-format';
import { text, valued } from './mortgage-messages';

const PaymentCard = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-variant-numeric: tabular-nums;
`;

const PaymentFigure = styled.p`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  span {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.1;
    overflow-wrap: anywhere;
  }
`;

const Summary = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 700;
  }
`;

/** The payment in large, then the loan, the total interest and how long until it is paid off. */
export function PaymentSummary({
  result,
  payment,
  format,
}: {
  result: CostOfBuying;
  payment: { label: string; amount: string };
  format: MortgageFormat;
}) {
  const intl = useIntl();
  const months = result.summary.payoffMonths;
  return (
    <PaymentCard>
      <PaymentFigure>
        <span>{payment.label}</span>
        <strong>{payment.amount}</strong>
      </PaymentFigure>
      <Summary>
        <div>
          <dt>{intl.formatMessage(result.insured ? text.principalInsured : text.principal)}</dt>
          <dd>{format.money(result.principalCents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(text.totalInterest)}</dt>
          <dd>{format.money(result.summary.totalInterestCents)}</dd>
        </div>
        <div>
          <dt>{intl.formatMessage(text.payoff)}</dt>
          <dd>{intl.formatMessage(valued.duration, { years: Math.floor(months / 12), months: months % 12 })}</dd>
        </div>
      </Summary>
    </PaymentCard>
  );
}
