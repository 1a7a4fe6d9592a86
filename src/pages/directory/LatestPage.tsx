import { useEffect, useId, useMemo, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { LatestListingsBody } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import type { Locale } from '@/config/env';
import { formatAddressLine } from '@/domain/address';
import { formatNumber, formatPrice } from '@/domain/format';
import { RelatedLinks } from '@/features/place-directory/RelatedLinks';
import { searchApi } from '@/features/search/search-endpoints';
import { usePageMeta } from '@/routing/page-meta';
import { pageText } from '@/routing/page-titles';
import { useRoute } from '@/routing/route-context';
import type { LatestPage as LatestSlug } from '@/routing/route-table';
import { localisePath, urls } from '@/routing/urls';
import { PageColumn } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { Pagination } from '@/ui/Pagination';

/** Spec §2.2, §9: the newest 900 listings, fetched in one call and shown 100 rows a page. */
export const LATEST_COUNT = 900;
export const LATEST_PAGE_SIZE = 100;

type Row = LatestListingsBody['listings'][number];

const text = defineMessages<{
  intro: { count: string; rent: boolean; brand: string };
  caption: { rent: boolean; page: number; pages: number };
  showing: { from: string; to: string; total: string };
  address: Record<string, never>;
  price: { rent: boolean };
  beds: Record<string, never>;
  baths: Record<string, never>;
  sqft: Record<string, never>;
  added: Record<string, never>;
  notGiven: Record<string, never>;
  error: Record<string, never>;
  retry: Record<string, never>;
  loading: Record<string, never>;
  empty: { rent: boolean };
}>({
  intro: {
    id: 'latest.intro',
    defaultMessage:
      'The {count} newest {rent, select, true {homes for rent} other {homes for sale}} on {brand}, newest first, 100 to a page: each address opens its listing.',
  },
  caption: {
    id: 'latest.caption',
    defaultMessage:
      'Newest {rent, select, true {homes for rent} other {homes for sale}}, newest first (page {page} of {pages})',
  },
  showing: { id: 'latest.showing', defaultMessage: 'Showing {from}–{to} of {total}' },
  address: { id: 'latest.column.address', defaultMessage: 'Address' },
  price: { id: 'latest.column.price', defaultMessage: '{rent, select, true {Rent per month} other {Price}}' },
  beds: { id: 'latest.column.beds', defaultMessage: 'Bedrooms' },
  baths: { id: 'latest.column.baths', defaultMessage: 'Bathrooms' },
  sqft: { id: 'latest.column.sqft', defaultMessage: 'Size (sq ft)' },
  added: { id: 'latest.column.added', defaultMessage: 'Date added' },
  notGiven: { id: 'latest.not-given', defaultMessage: 'Not given' },
  error: { id: 'latest.error', defaultMessage: 'We could not load the newest listings.' },
  retry: { id: 'latest.retry', defaultMessage: 'Try again' },
  loading: { id: 'latest.loading', defaultMessage: 'Loading the newest listings…' },
  empty: {
    id: 'latest.empty',
    defaultMessage: 'There are no {rent, select, true {homes for rent} other {homes for sale}} to list right now.',
  },
});

const Page = styled(PageColumn).attrs({ $gap: 5 })`
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.15;
  }
  .intro {
    max-width: 70ch;
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Showing = styled.p`
  min-height: 1.55em;
  margin: 0;
  font-weight: 600;
  scroll-margin-top: ${({ theme }) => theme.space(24)};
`;

// Narrow screens scroll the table sideways inside its own focusable region, never the page.
// Positioned, so the visually hidden texts in its cells (absolutely placed) scroll with it instead of
// stretching the page.
const Scroller = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Table = styled.table`
  width: 100%;
  min-width: 44rem;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  caption {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: start;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    text-align: start;
    vertical-align: middle;
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 400;
    /* On a phone the table scrolls sideways: the address keeps two lines rather than five. */
    min-width: 14rem;
  }
  tbody th a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
  }
  .number {
    text-align: end;
    white-space: nowrap;
  }
  .none::before {
    content: '—';
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Skeleton = styled.div`
  min-height: 70vh;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

/**
 * The 1-based page a `pageNumber` asks for, clamped to 1…lastPage: anything but a plain positive
 * integer (abc, -3, 2.5, a huge number) is page 1, a page past the end the last one.
 */
export function latestPageNumber(raw: string | null, lastPage: number): number {
  const value = raw !== null && /^\s*\d{1,7}\s*$/.test(raw) ? Number(raw) : 1;
  return Math.min(Math.max(1, value), Math.max(1, lastPage));
}

function NotGiven({ label }: { label: string }) {
  return (
    <>
      <span className="none" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </>
  );
}

function LatestRow({ row, locale, notGiven }: { row: Row; locale: Locale; notGiven: string }) {
  const intl = useIntl();
  const number = (value: number | null, digits = 0) =>
    value === null || !(value > 0) ? <NotGiven label={notGiven} /> : formatNumber(value, locale, digits);
  return (
    <tr>
      <th scope="row">
        <Link to={localisePath(row.detailUrl, locale)}>{formatAddressLine(row)}</Link>
      </th>
      <td className="number">{formatPrice(row.listPrice, locale)}</td>
      <td className="number">{number(row.beds)}</td>
      <td className="number">{number(row.baths, 1)}</td>
      <td className="number">{number(row.sqft)}</td>
      <td>
        <time dateTime={row.listingDate}>
          {intl.formatDate(Date.parse(`${row.listingDate}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })}
        </time>
      </td>
    </tr>
  );
}

/**
 * The latest-sale and latest-rental pages (spec §2.2): the newest 900 listings as an accessible table,
 * 100 rows a page with the page in the URL (`?pageNumber=2`), so crawlers follow plain links and the page
 * renders 100 rows, never 900. The 900 rows come in one call and are paged in memory.
 */
export function LatestPage() {
  const intl = useIntl();
  const route = useRoute();
  const { locale, pathname, search } = route;
  const slug: LatestSlug =
    route.params.slug === 'latest-homes-for-rent' ? 'latest-homes-for-rent' : 'latest-homes-for-sale';
  const rent = slug === 'latest-homes-for-rent';
  const query = searchApi.useLatestListingsQuery({ type: rent ? 'rent' : 'sale', count: LATEST_COUNT });
  const rows = query.currentData;
  const lastPage = rows ? Math.max(1, Math.ceil(rows.length / LATEST_PAGE_SIZE)) : LATEST_COUNT / LATEST_PAGE_SIZE;
  const page = latestPageNumber(new URLSearchParams(search).get('pageNumber'), lastPage);
  const shown = useMemo(() => rows?.slice((page - 1) * LATEST_PAGE_SIZE, page * LATEST_PAGE_SIZE) ?? [], [rows, page]);
  const captionId = useId();
  const { title } = pageText(route, intl);
  const total = rows?.length ?? LATEST_COUNT;
  const intro = intl.formatMessage(text.intro, { count: formatNumber(total, locale), rent, brand: brand.name });
  const hrefFor = (index: number) => (index === 0 ? pathname : `${pathname}?pageNumber=${index + 1}`);

  usePageMeta({
    title,
    description: intro,
    canonicalPath: urls.latest('en', slug) + (page > 1 ? `?pageNumber=${page}` : ''),
    ready: !query.isFetching && (rows !== undefined || query.isError),
  });

  // A new page of rows moves focus to the line above them, so keyboard and screen-reader users start at
  // the top of the new page rather than at the pagination links.
  const showingRef = useRef<HTMLParagraphElement>(null);
  const previousPage = useRef(page);
  useEffect(() => {
    if (previousPage.current === page) return;
    previousPage.current = page;
    showingRef.current?.focus({ preventScroll: true });
    showingRef.current?.scrollIntoView?.({ block: 'start' });
  }, [page]);

  const notGiven = intl.formatMessage(text.notGiven);
  const from = (page - 1) * LATEST_PAGE_SIZE + 1;

  return (
    <Page>
      <h1>{title}</h1>
      <p className="intro">{intro}</p>
      {rows && rows.length > 0 ? (
        <>
          <Showing ref={showingRef} tabIndex={-1} data-showing="">
            {intl.formatMessage(text.showing, {
              from: formatNumber(from, locale),
              to: formatNumber(from + shown.length - 1, locale),
              total: formatNumber(rows.length, locale),
            })}
          </Showing>
          <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
            <Table data-latest={rent ? 'rent' : 'sale'}>
              <caption id={captionId}>{intl.formatMessage(text.caption, { rent, page, pages: lastPage })}</caption>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(text.address)}</th>
                  <th scope="col" className="number">
                    {intl.formatMessage(text.price, { rent })}
                  </th>
                  <th scope="col" className="number">
                    {intl.formatMessage(text.beds)}
                  </th>
                  <th scope="col" className="number">
                    {intl.formatMessage(text.baths)}
                  </th>
                  <th scope="col" className="number">
                    {intl.formatMessage(text.sqft)}
                  </th>
                  <th scope="col">{intl.formatMessage(text.added)}</th>
                </tr>
              </thead>
              <tbody>
                {shown.map((row) => (
                  <LatestRow key={row.listingId} row={row} locale={locale} notGiven={notGiven} />
                ))}
              </tbody>
            </Table>
          </Scroller>
          {lastPage > 1 && (
            <div data-pagination="">
              <Pagination page={page - 1} lastPage={lastPage - 1} hrefFor={hrefFor} />
            </div>
          )}
        </>
      ) : rows ? (
        <Notice>{intl.formatMessage(text.empty, { rent })}</Notice>
      ) : query.isError ? (
        <Notice
          tone="error"
          title={intl.formatMessage(text.error)}
          onRetry={() => void query.refetch()}
          retryLabel={intl.formatMessage(text.retry)}
        />
      ) : (
        <Skeleton aria-busy="true">
          <p className="visually-hidden">{intl.formatMessage(text.loading)}</p>
        </Skeleton>
      )}
      <RelatedLinks locale={locale} current={slug} />
    </Page>
  );
}
