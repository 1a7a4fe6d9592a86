import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { CostLine } from '@/domain/closing-costs';
import type { MortgageFormat } from './mortgage-format';
import { text, valued } from './mortgage-messages';

/** A row of the table: a cost line, or any figure explained the same way (the qualifying rate). */
export interface CostRow {
  key: string;
  label: string;
  amount: string;
  rule: string;
  effective?: string;
  paid?: CostLine['paid'];
  /** A credit (a rebate) reads as one. */
  credit?: boolean;
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
    text-align: start;
  }
  thead th {
    padding-top: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  tbody th {
    font-weight: 600;
    /* Long French labels and rules wrap instead of widening the page on a phone. */
    overflow-wrap: anywhere;
  }
  td,
  thead th:last-child {
    padding-inline-start: ${({ theme }) => theme.space(3)};
    text-align: end;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-bottom: 0;
    border-top: 2px solid ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: 700;
  }
`;

const Explanation = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 400;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Credit = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

function Row({ row, format }: { row: CostRow; format: MortgageFormat }) {
  const intl = useIntl();
  const paid = row.credit
    ? intl.formatMessage(text.paidCredit)
    : row.paid
      ? intl.formatMessage(row.paid === 'cash' ? text.paidCash : row.paid === 'loan' ? text.paidLoan : text.paidInfo)
      : null;
  return (
    <tr>
      <th scope="row">
        {row.label}
        <Explanation>{row.rule}</Explanation>
        {paid || row.effective ? (
          <Explanation>
            {[paid, row.effective ? intl.formatMessage(valued.ratesAsOf, { date: format.date(row.effective) }) : null]
              .filter(Boolean)
              .join(' · ')}
          </Explanation>
        ) : null}
      </th>
      <td>{row.credit ? <Credit>{row.amount}</Credit> : row.amount}</td>
    </tr>
  );
}

/** Figures with their rule in one line and the date of their rates; an optional total at the foot. */
export function CostTable({
  heading,
  rows,
  total,
  format,
}: {
  heading: string;
  rows: CostRow[];
  total?: CostRow;
  format: MortgageFormat;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <div>
      <h3 id={headingId}>{heading}</h3>
      <Table aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(text.item)}</th>
            <th scope="col">{intl.formatMessage(text.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <Row key={row.key} row={row} format={format} />
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <Row row={total} format={format} />
          </tfoot>
        ) : null}
      </Table>
    </div>
  );
}

/** A cost line of the domain as a row, in the page's language. */
export function costRow(line: CostLine, format: MortgageFormat, label: string): CostRow {
  return {
    key: `${line.id}-${line.label.id}`,
    label,
    amount: format.money(line.amountCents),
    rule: format.rule(line.rule),
    effective: line.effective,
    paid: line.paid,
    credit: line.amountCents < 0,
  };
}
