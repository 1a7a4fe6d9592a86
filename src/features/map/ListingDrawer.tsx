import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { IconButton } from '@/ui/IconButton';
import { ChevronDownLineIcon, ChevronUpLineIcon, CloseLineIcon } from '@/ui/icons';
import { messages } from './messages';

// The card shows whole: the sheet takes the height its card needs, up to the map's (the body scrolls
// only past that). Expanded, it takes the whole map on phones, and a wider, larger card elsewhere.
const Sheet = styled.section<{ $expanded: boolean }>`
  position: absolute;
  z-index: 1002;
  inset: ${({ $expanded }) => ($expanded ? '0' : 'auto')} 0 0 0;
  display: flex;
  flex-direction: column;
  max-height: ${({ $expanded }) => ($expanded ? '100%' : 'calc(100% - 48px)')};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  transition: max-height 180ms ease;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
  ${({ theme }) => theme.media.tablet} {
    inset: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} auto auto;
    width: ${({ $expanded }) => ($expanded ? 'min(560px, calc(100% - 24px))' : 'min(360px, calc(100% - 24px))')};
    max-height: calc(100% - 24px);
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
  }
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

// The bar's 4 px padding leaves no room for the focus ring outside the button: it is drawn inside.
const BarButton = styled(IconButton)`
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  min-height: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
`;

export interface ListingDrawerProps {
  listingId: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The selected listing over the map: expand, collapse and close; Escape closes. Focus moves into it
 * when it opens (or shows another listing); whoever opened it takes focus back on close.
 */
export function ListingDrawer({ listingId, onClose, children }: ListingDrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  const ref = useRef<HTMLElement>(null);
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    ref.current?.focus();
  }, [listingId]);

  return (
    <Sheet
      ref={ref}
      $expanded={expanded}
      tabIndex={-1}
      aria-labelledby={titleId}
      data-listing-drawer=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <Bar>
        <Title id={titleId}>{intl.formatMessage(messages.drawerTitle)}</Title>
        <BarButton
          aria-expanded={expanded}
          aria-controls={bodyId}
          label={intl.formatMessage(expanded ? messages.drawerCollapse : messages.drawerExpand)}
          icon={expanded ? <ChevronDownLineIcon /> : <ChevronUpLineIcon />}
          onClick={() => setExpanded((value) => !value)}
        />
        <BarButton label={intl.formatMessage(messages.drawerClose)} icon={<CloseLineIcon />} onClick={onClose} />
      </Bar>
      <Body id={bodyId}>{children}</Body>
    </Sheet>
  );
}
