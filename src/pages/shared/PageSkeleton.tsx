import styled from 'styled-components';
import type { PageName } from '@/routing/route-table';
import { PageColumn } from '@/ui/layout';

/** Grey blocks in the shape of what is coming; still (no shimmer), so nothing moves for a visitor who asked for less motion. */
const Block = styled.div<{ $width?: string; $height?: string; $ratio?: string }>`
  width: ${({ $width = '100%' }) => $width};
  height: ${({ $height = 'auto' }) => $height};
  aspect-ratio: ${({ $ratio = 'auto' }) => $ratio};
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Cards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: minmax(0, 1fr);
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${({ theme }) => theme.media.laptop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A card of a list: its picture and two lines. */
function CardSkeleton() {
  return (
    <div>
      <Block $ratio="4 / 3" />
      <Block $width="40%" $height="1.5rem" style={{ marginTop: 12 }} />
      <Block $width="70%" $height="1rem" style={{ marginTop: 8 }} />
    </div>
  );
}

function Shape({ page }: { page?: PageName }) {
  switch (page) {
    case 'listings':
    case 'agents':
    case 'offices':
    case 'latest':
      return (
        <>
          <Block $width="75%" $height="2.25rem" />
          <Row>
            <Block $width="6rem" $height="2.75rem" />
            <Block $width="2.75rem" $height="2.75rem" />
            <Block $width="2.75rem" $height="2.75rem" />
          </Row>
          <Cards>
            <CardSkeleton />
            <CardSkeleton />
            <CardSkeleton />
          </Cards>
        </>
      );
    case 'listing':
    case 'print-listing':
      return (
        <>
          <Block $ratio="3 / 2" $width="820px" />
          <Block $width="35%" $height="2rem" />
          <Block $width="60%" $height="1.25rem" />
          <Block $height="6rem" />
        </>
      );
    default:
      return (
        <>
          <Block $width="60%" $height="2.25rem" />
          <Block $height="1rem" />
          <Block $width="85%" $height="1rem" />
          <Block $width="70%" $height="1rem" />
        </>
      );
  }
}

/**
 * The page area while its page loads, in the shape of the page: the build's first-paint pages show it before the
 * JavaScript has run, and the app while a page's chunk loads. Hidden from assistive technology, which hears the
 * page when it comes (the area says it is busy).
 */
export function PageSkeleton({ page }: { page?: PageName }) {
  return (
    <div aria-busy="true">
      <PageColumn aria-hidden="true">
        <Shape page={page} />
      </PageColumn>
    </div>
  );
}
