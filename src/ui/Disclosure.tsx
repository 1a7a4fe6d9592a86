import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from './icons';

export interface DisclosureProps {
  /** The button's text. */
  summary: ReactNode;
  children: ReactNode;
  /** Controlled state; leave it out and use defaultOpen for an uncontrolled one. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Wraps the button in a heading of this level (accordion sections); none by default. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} 0;
  border: 0;
  background: transparent;
  font-weight: 600;
  text-align: start;
  cursor: pointer;
  svg {
    flex: none;
    width: 24px;
    height: 24px;
    transition: transform 160ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Heading = styled.div`
  margin: 0;
  font-size: inherit;
  font-family: inherit;
`;

const Content = styled.div`
  padding-bottom: ${({ theme }) => theme.space(3)};
`;

/** The WAI-ARIA disclosure pattern: a button that shows and hides the content it controls. */
export function Disclosure({
  summary,
  children,
  open,
  defaultOpen = false,
  onOpenChange,
  headingLevel,
}: DisclosureProps) {
  const contentId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const expanded = open ?? uncontrolled;
  const toggle = () => {
    if (open === undefined) setUncontrolled(!expanded);
    onOpenChange?.(!expanded);
  };
  const button = (
    <Toggle type="button" aria-expanded={expanded} aria-controls={contentId} onClick={toggle}>
      <span>{summary}</span>
      <ChevronDownIcon />
    </Toggle>
  );
  return (
    <div>
      {headingLevel ? <Heading as={`h${headingLevel}`}>{button}</Heading> : button}
      <Content id={contentId} hidden={!expanded}>
        {children}
      </Content>
    </div>
  );
}
