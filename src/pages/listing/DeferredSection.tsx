import { Suspense, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNearViewport } from '@/ui/use-near-viewport';
import { SUBNAV_HEIGHT_PX } from './SubNav';

export const SectionBox = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
  padding-block: ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  scroll-margin-top: ${SUBNAV_HEIGHT_PX + 8}px;
  > h2,
  > div > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Placeholder = styled.div<{ $height: number }>`
  min-height: ${({ $height }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

interface DeferredSectionProps {
  id: string;
  headingId: string;
  /** The section's title, shown while its content is still to come. */
  title: string;
  /** Reserved height while loading, close to the final one so the page does not jump. */
  minHeight: number;
  /** Mount now, whatever the scroll position (a jump from the sub-navigation or a link's anchor). */
  force: boolean;
  children: ReactNode;
}

/**
 * A section below the fold: its code and data load when it nears the viewport (or when the visitor jumps
 * to it), so they never compete with the first photo. Its anchor and heading exist from the start.
 */
export function DeferredSection({ id, headingId, title, minHeight, force, children }: DeferredSectionProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const placeholder = (
    <>
      <h2 id={headingId}>{title}</h2>
      <Placeholder $height={minHeight} aria-hidden="true" />
    </>
  );
  return (
    <SectionBox id={id} ref={ref} aria-labelledby={headingId}>
      {near || force ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </SectionBox>
  );
}

/** Renders its children once the spot nears the viewport (for content with no section of its own). */
export function WhenNear({ children, minHeight = 0 }: { children: ReactNode; minHeight?: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  return (
    <div ref={ref} style={near ? undefined : { minHeight }}>
      {near ? children : null}
    </div>
  );
}
