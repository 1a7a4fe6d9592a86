import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Notice } from '@/ui/Notice';
import { text } from './mortgage-messages';
import { MortgageInputs } from './MortgageInputs';
import { MortgageResults } from './MortgageResults';
import { useMortgageCalculator, type MortgageListing } from './use-mortgage-calculator';

export interface MortgageSectionProps {
  listing: MortgageListing;
  /** The page's `<section aria-labelledby>` points here; this component renders the heading. */
  headingId: string;
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(4)};
  > * {
    min-width: 0;
  }
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    align-items: start;
  }
`;

const VisuallyHidden = styled.div`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

function Calculator({ listing }: { listing: MortgageListing }) {
  const intl = useIntl();
  const calculation = useMortgageCalculator(listing);
  return (
    <>
      <Notice tone="info" title={intl.formatMessage(text.demoTitle)} live={false}>
        {intl.formatMessage(text.demoBody)}
      </Notice>
      <Layout>
        <MortgageInputs calculation={calculation} />
        <MortgageResults calculation={calculation} />
      </Layout>
      <VisuallyHidden role="status">{calculation.announcement}</VisuallyHidden>
    </>
  );
}

/**
 * The listing page's mortgage calculator and the whole cost of buying, for demonstration only. Its own
 * lazily loaded module: the page renders `<section aria-labelledby={headingId} id="calculator">` around it.
 */
export function MortgageSection({ listing, headingId }: MortgageSectionProps) {
  const intl = useIntl();
  return (
    <>
      <h2 id={headingId}>{intl.formatMessage(text.title)}</h2>
      {listing.rental ? <p>{intl.formatMessage(text.rental)}</p> : <Calculator listing={listing} />}
    </>
  );
}
