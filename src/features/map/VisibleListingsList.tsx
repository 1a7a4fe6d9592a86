import { useId } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/domain/constants';
import type { ListingPreview } from '@/domain/map-previews';
import { listItemText } from './labels';
import { visuallyHidden } from './MapFrame';
import { countMessages, messages } from './messages';

// The map's results as a plain list, for keyboards and screen readers. It stays out of sight until
// focus enters it, then shows as a panel over the map, so it never changes the page's layout.
const Panel = styled.section`
  &:not(:focus-within) {
    ${visuallyHidden};
  }
  &:focus-within {
    position: absolute;
    z-index: 1001;
    inset: ${({ theme }) => theme.space(3)} auto ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)};
    width: min(340px, calc(100% - ${({ theme }) => theme.space(6)}));
    display: flex;
    flex-direction: column;
    padding: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: ${({ theme }) => theme.shadows.raised};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Summary = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  min-height: 0;
`;

const ItemButton = styled.button`
  display: block;
  width: 100%;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  text-align: start;
  font: inherit;
  color: inherit;
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover,
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-pressed='true'] {
    font-weight: 700;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

export interface VisibleListingsListProps {
  /** The first previews in the map's current bounds. */
  items: readonly ListingPreview[];
  /** How many previews lie in the current bounds. */
  total: number;
  locale: Locale;
  selectedId: string | null;
  onChoose: (listingId: string, button: HTMLButtonElement) => void;
}

export function VisibleListingsList({ items, total, locale, selectedId, onChoose }: VisibleListingsListProps) {
  const intl = useIntl();
  const titleId = useId();
  return (
    <Panel aria-labelledby={titleId} data-map-list="">
      <Title id={titleId}>{intl.formatMessage(messages.listTitle)}</Title>
      <Summary aria-live="polite">
        {total === 0
          ? intl.formatMessage(messages.listEmpty)
          : intl.formatMessage(countMessages.listShowing, { shown: items.length, total })}
      </Summary>
      {items.length > 0 && (
        <Items>
          {items.map((preview) => (
            <li key={preview.listingId}>
              <ItemButton
                type="button"
                data-listing-id={preview.listingId}
                aria-pressed={preview.listingId === selectedId}
                onClick={(event) => onChoose(preview.listingId, event.currentTarget)}
              >
                {listItemText(preview, locale, intl)}
              </ItemButton>
            </li>
          ))}
        </Items>
      )}
    </Panel>
  );
}
