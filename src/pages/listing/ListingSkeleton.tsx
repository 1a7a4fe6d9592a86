import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Container } from '@/ui/layout';
import { Crumbs, Top } from './listing-layout';
import { LoadingMeta } from './listing-meta';
import { listingText } from './messages';

const NBSP = '\u00a0';

const SkeletonBox = styled.div`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const SkeletonLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  div {
    height: 1.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  div:first-child {
    height: 2.5rem;
    width: 60%;
  }
`;

/** The page while the listing loads: the photo's and the facts' places, announced to screen readers. */
export function ListingSkeleton() {
  const intl = useIntl();
  return (
    // As tall as a screen at least: the footer stays below the fold instead of jumping down (CLS).
    <Container aria-busy="true" style={{ minHeight: '100vh' }}>
      <LoadingMeta ready={false} />
      {/* The breadcrumbs' line is kept, so the photo does not move down when the listing arrives. */}
      <Crumbs as="div" aria-hidden="true">
        <ol>
          <li>{NBSP}</li>
        </ol>
      </Crumbs>
      <Top>
        <SkeletonBox aria-hidden="true" />
        <SkeletonLines aria-hidden="true">
          <div />
          <div />
          <div />
        </SkeletonLines>
      </Top>
      <p className="visually-hidden" role="status">
        {intl.formatMessage(listingText.loading)}
      </p>
    </Container>
  );
}
