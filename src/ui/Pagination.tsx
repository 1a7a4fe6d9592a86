import type { MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const messages = defineMessages<{
  label: Record<string, never>;
  previous: Record<string, never>;
  next: Record<string, never>;
  page: { page: number };
}>({
  label: { id: 'pagination.label', defaultMessage: 'Pages of results' },
  previous: { id: 'pagination.previous', defaultMessage: 'Previous page' },
  next: { id: 'pagination.next', defaultMessage: 'Next page' },
  page: { id: 'pagination.page', defaultMessage: 'Page {page}' },
});

const Nav = styled.nav`
  margin-top: ${({ theme }) => theme.space(8)};
  ul {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a,
  span {
    display: inline-grid;
    place-items: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    border-color: transparent;
  }
  span {
    border-color: transparent;
  }
  a span.chevron {
    display: inline;
    min-width: 0;
    min-height: 0;
    padding: 0;
  }
  .previous::before {
    content: '‹';
  }
  .next::before {
    content: '›';
  }
  .gap::before {
    content: '…';
  }
`;

/** The pages to show: first, last, and two on each side of the current one. */
export function pageWindow(page: number, lastPage: number): (number | 'gap')[] {
  const pages = new Set([0, lastPage, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 0 && p <= lastPage).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - (sorted[i - 1] ?? p) > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

interface PaginationProps {
  /** 0-based, already clamped to 0..lastPage. */
  page: number;
  lastPage: number;
  /** The public URL of a page of results. */
  hrefFor: (page: number) => string;
  /** The visitor followed the link to a page (usePageTurn's `onFollow`). */
  onFollow?: (page: number, event: MouseEvent<HTMLAnchorElement>) => void;
}

/** Page links (real links, so each page of results has its own URL). */
export function Pagination({ page, lastPage, hrefFor, onFollow }: PaginationProps) {
  const intl = useIntl();
  const follow = (to: number) => (onFollow ? (event: MouseEvent<HTMLAnchorElement>) => onFollow(to, event) : undefined);
  return (
    <Nav aria-label={intl.formatMessage(messages.label)}>
      <ul>
        {page > 0 && (
          <li>
            <Link to={hrefFor(page - 1)} rel="prev" onClick={follow(page - 1)}>
              <span className="chevron previous" aria-hidden="true" />
              <span className="visually-hidden">{intl.formatMessage(messages.previous)}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, lastPage).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span className="gap" />
            </li>
          ) : (
            <li key={p}>
              <Link
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                onClick={follow(p)}
                aria-label={intl.formatMessage(messages.page, { page: p + 1 })}
              >
                {p + 1}
              </Link>
            </li>
          ),
        )}
        {page < lastPage && (
          <li>
            <Link to={hrefFor(page + 1)} rel="next" onClick={follow(page + 1)}>
              <span className="chevron next" aria-hidden="true" />
              <span className="visually-hidden">{intl.formatMessage(messages.next)}</span>
            </Link>
          </li>
        )}
      </ul>
    </Nav>
  );
}
