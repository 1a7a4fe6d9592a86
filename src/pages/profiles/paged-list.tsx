import { useState } from 'react';
import styled from 'styled-components';
import { clampPage, GALLERY_PAGE_SIZE, pageCount } from '@/domain/sorting';
import { Pagination } from '@/ui/Pagination';
import type { ProfileUrl } from './profile-url';

// The paged lists of a profile's tabs (its listings, an office's agents): a gallery page at a time.
const PAGE_SIZE = GALLERY_PAGE_SIZE;

/** Keeps an empty line's height (a count still to come), so nothing below it moves. */
export const NBSP = '\u00a0';

export const Cards = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * The page of a list to fetch: the URL's page clamped to the last total known, which is the profile's own
 * count until the list's first answer. Call `settle` with each answer's total while rendering.
 */
export function useListPage(wanted: number, expected: number) {
  const [known, setKnown] = useState(expected);
  const page = clampPage(wanted, known, PAGE_SIZE);
  const settle = (total: number | undefined) => {
    if (total !== undefined && total !== known) setKnown(total);
  };
  return { page, from: page * PAGE_SIZE, size: PAGE_SIZE, settle };
}

/** The page links below a list, once its total is known and more than a page. */
export function ListPagination<T extends string>({
  total,
  page,
  url,
}: {
  total: number | undefined;
  page: number;
  url: ProfileUrl<T>;
}) {
  if (total === undefined || total <= PAGE_SIZE) return null;
  return <Pagination page={page} lastPage={pageCount(total, PAGE_SIZE) - 1} hrefFor={(p) => url.href({ page: p })} />;
}
