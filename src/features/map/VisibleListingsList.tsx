import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ListingSummary } from '@/api/contract/listings';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { listingApi } from '@/features/listing/listing-endpoints';
import { Button } from '@/ui/Button';
import { IconButton } from '@/ui/IconButton';
import { ChevronDownLineIcon, ChevronUpLineIcon } from '@/ui/icons';
import {
  listingHovered,
  listingUnhovered,
  selectHovered,
  selectSelectedListing,
  selectVisibleIds,
  selectVisibleTotal,
} from './map-slice';
import { MAP_PANEL_MIN, prefersReducedMotion } from './map-model';
import { countMessages, messages } from './messages';

/** Cards are asked for and shown 20 at a time (spec §9, map page size). */
export const LIST_PAGE_SIZE = 20;

// Beside the map from laptop width; below it, a bottom sheet over the map that opens on demand.
const Panel = styled.section`
  position: absolute;
  z-index: 1;
  inset: auto 0 0 0;
  display: flex;
  flex-direction: column;
  max-height: 72%;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg} ${({ theme }) => theme.radii.lg} 0 0;
  box-shadow: ${({ theme }) => theme.shadows.raised};
  &[data-selected='true'] {
    display: none;
  }
  @media (min-width: ${MAP_PANEL_MIN}px) {
    position: relative;
    inset: auto;
    grid-area: list;
    max-height: none;
    min-height: 0;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    box-shadow: none;
    &[data-selected='true'] {
      display: flex;
    }
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${MAP_PANEL_MIN}px) {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  }
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

// Beside the map (from MAP_PANEL_MIN) the list has nothing to expand. The focus ring is drawn inside:
// the head's narrow padding leaves no room for it outside.
const Toggle = styled(IconButton)`
  &:focus-visible {
    outline-offset: -3px;
  }
  @media (min-width: ${MAP_PANEL_MIN}px) {
    display: none;
  }
`;

const Scroller = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  container-type: inline-size;
  padding: ${({ theme }) => theme.space(3)};
  &[data-expanded='false'] {
    display: none;
  }
  @media (min-width: ${MAP_PANEL_MIN}px) {
    flex: 1;
    min-height: 0;
    &[data-expanded='false'] {
      display: block;
    }
  }
`;

const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  grid-template-columns: 1fr;
  margin: 0;
  padding: 0;
  list-style: none;
  @container (min-width: 520px) {
    grid-template-columns: 1fr 1fr;
  }
  & > li {
    min-width: 0;
    border-radius: ${({ theme }) => theme.radii.lg};
    transition: box-shadow 120ms ease;
  }
  /* The listing hovered on the map: its card lights up. */
  & > li[data-highlighted='true'] {
    box-shadow:
      0 0 0 3px ${({ theme }) => theme.colors.highlight},
      ${({ theme }) => theme.shadows.raised};
  }
  @media (prefers-reduced-motion: reduce) {
    & > li {
      transition: none;
    }
  }
`;

const Skeleton = styled.div`
  aspect-ratio: 4 / 4.3;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  padding-top: ${({ theme }) => theme.space(3)};
`;

const Empty = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface VisibleListingsListProps {
  /** The page's card for one listing (the listing feature's): the list does not know how cards look. */
  renderCard: (listing: ListingSummary) => ReactNode;
}

/**
 * The listings inside the map's bounds (from the map slice), as cards, in the search's order. Hovering
 * or focusing a card lights up its pin on the map; hovering a pin lights up its card here and scrolls
 * it into view if it is out of sight (focus stays where it is).
 */
export function VisibleListingsList({ renderCard }: VisibleListingsListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const scrollerId = useId();
  const ids = useAppSelector(selectVisibleIds);
  const total = useAppSelector(selectVisibleTotal);
  const selectedId = useAppSelector(selectSelectedListing);
  const hovered = useAppSelector(selectHovered);
  const [expanded, setExpanded] = useState(false);
  // Pages shown, for one area: another area (another first listing) starts at its first page.
  const [paging, setPaging] = useState({ first: '', pages: 1 });
  const scroller = useRef<HTMLDivElement>(null);

  const first = ids[0] ?? '';
  const pages = paging.first === first ? paging.pages : 1;

  const shown = ids.slice(0, pages * LIST_PAGE_SIZE);
  const chunks: string[][] = [];
  for (let i = 0; i < shown.length; i += LIST_PAGE_SIZE) chunks.push(shown.slice(i, i + LIST_PAGE_SIZE));
  const remaining = Math.min(ids.length - shown.length, LIST_PAGE_SIZE);

  // A pin hovered on the map: its card comes into view inside the list, never by scrolling the page.
  const fromMap = hovered?.source === 'map' ? hovered.listingId : null;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!fromMap || !box || box.clientHeight === 0) return;
    const card = box.querySelector<HTMLElement>(`li[data-listing-id="${CSS.escape(fromMap)}"]`);
    if (!card) return;
    const top = card.offsetTop - box.offsetTop;
    const bottom = top + card.offsetHeight;
    const margin = 8;
    let target: number | null = null;
    if (top < box.scrollTop) target = top - margin;
    else if (bottom > box.scrollTop + box.clientHeight) target = bottom - box.clientHeight + margin;
    if (target !== null) {
      box.scrollTo({ top: Math.max(0, target), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    }
  }, [fromMap]);

  const summary = total === null ? '' : intl.formatMessage(countMessages.listSummary, { count: total });
  return (
    <Panel aria-labelledby={titleId} data-map-list="" data-selected={selectedId !== null}>
      <Head>
        <Titles>
          <h2 id={titleId}>{intl.formatMessage(messages.listTitle)}</h2>
          <p aria-live="polite">{summary}</p>
        </Titles>
        <Toggle
          aria-expanded={expanded}
          aria-controls={scrollerId}
          label={intl.formatMessage(expanded ? messages.listHide : messages.listShow)}
          icon={expanded ? <ChevronDownLineIcon /> : <ChevronUpLineIcon />}
          onClick={() => setExpanded((value) => !value)}
        />
      </Head>
      <Scroller ref={scroller} id={scrollerId} data-expanded={expanded}>
        {total === 0 ? (
          <Empty>{intl.formatMessage(messages.listEmpty)}</Empty>
        ) : (
          <Cards>
            {chunks.map((chunk) => (
              <CardChunk
                key={chunk[0]}
                ids={chunk}
                renderCard={renderCard}
                highlighted={fromMap}
                onHover={(listingId) => dispatch(listingHovered({ listingId, source: 'list' }))}
                onLeave={(listingId) => dispatch(listingUnhovered(listingId))}
              />
            ))}
          </Cards>
        )}
        {remaining > 0 && (
          <More>
            <Button variant="secondary" onClick={() => setPaging({ first, pages: pages + 1 })}>
              {intl.formatMessage(countMessages.listMore, { count: remaining })}
            </Button>
          </More>
        )}
      </Scroller>
    </Panel>
  );
}

interface CardChunkProps {
  ids: string[];
  renderCard: (listing: ListingSummary) => ReactNode;
  highlighted: string | null;
  onHover: (listingId: string) => void;
  onLeave: (listingId: string) => void;
}

/** Twenty cards, asked for in one request (the previews endpoint takes up to 100 ids). */
function CardChunk({ ids, renderCard, highlighted, onHover, onLeave }: CardChunkProps) {
  const intl = useIntl();
  const { data, isError, refetch } = listingApi.useListingPreviewsQuery(ids);
  // While the next area's cards load, the ones already known stay (the last answer), the rest wait.
  const byId = new Map((data ?? []).map((listing) => [listing.listingId, listing]));
  if (isError && byId.size === 0) {
    return (
      <li>
        <Empty role="alert">
          <span>{intl.formatMessage(messages.listLoadError)}</span>
          <Button variant="secondary" onClick={() => void refetch()}>
            {intl.formatMessage(messages.listRetry)}
          </Button>
        </Empty>
      </li>
    );
  }
  return ids.map((listingId) => {
    const listing = byId.get(listingId);
    return (
      <li
        key={listingId}
        data-listing-id={listingId}
        data-highlighted={listingId === highlighted ? 'true' : undefined}
        onPointerEnter={() => onHover(listingId)}
        onPointerLeave={() => onLeave(listingId)}
        onFocus={() => onHover(listingId)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) onLeave(listingId);
        }}
      >
        {listing ? renderCard(listing) : <Skeleton aria-hidden="true" />}
      </li>
    );
  });
}

/** Loaded with the map view, not the results page (see LazyVisibleListingsList in MapLayout.tsx). */
export default VisibleListingsList;
