import { isRentOrLease } from '@/domain/sale-mode';
import { lazy, Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import { formatAddressLine } from '@/domain/address';
import { formatNumber, formatPrice } from '@/domain/format';
import { listingAddress, listingTypeLong, parseListingDate } from '@/domain/listing';
import { stripTags } from '@/domain/sanitize';
import { listingApi } from '@/features/listing/listing-endpoints';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { localisePath } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { formatDay } from './ListingFacts';
import { isNotFound } from '@/api/errors';
import { factText, listingText, saleModeText } from './messages';
import { galleryMessages } from '@/features/listing/gallery-parts';

/** Characters of description that fit the first page beside the facts. */
const PRINT_DESCRIPTION_CHARS = 1400;

const Sheet = styled.article`
  max-width: 900px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  .bar {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
  }
  .brand {
    font-weight: 800;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  .price {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    font-weight: 800;
  }
  .photos {
    display: grid;
    grid-template-columns: 2fr 1fr;
    gap: ${({ theme }) => theme.space(2)};
  }
  .photos img {
    width: 100%;
    height: 100%;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .photos .side {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  .small {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media print {
    max-width: none;
    padding: 0;
    gap: 10pt;
    font-size: 10.5pt;
    .no-print {
      display: none;
    }
    .photos {
      break-inside: avoid;
    }
    .photos img {
      max-height: 3.4in;
    }
    section {
      break-inside: avoid;
    }
    a {
      color: inherit;
      text-decoration: none;
    }
  }
  @page {
    size: auto;
    margin: 12mm;
  }
`;

/** The text cut at a word before `max` characters, with an ellipsis when cut. */
function shorten(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).replace(/\s+\S*$/, '')}…` : text;
}

/** The print page (spec §2.2, header hidden): key facts, the first photos, agent and office, on two pages. */
export function PrintListingPage() {
  const { locale } = useRoute();
  return (
    <MessagePartRoot locale={locale} part="detail">
      <PrintListingContent />
    </MessagePartRoot>
  );
}

// Only a listing that is gone needs it: not every print sheet's first load.
const ListingNotFound = lazy(() => import('./ListingNotFound').then((m) => ({ default: m.ListingNotFound })));

function PrintListingContent() {
  const { params } = useRoute();
  const listingId = params.listingId ?? '';
  const detail = listingApi.useListingDetailQuery(listingId, { skip: !listingId });
  if (!listingId || isNotFound(detail.error))
    return (
      <Suspense fallback={<PrintMeta ready={false} />}>
        <ListingNotFound />
      </Suspense>
    );
  if (!detail.data) return <PrintMeta ready={Boolean(detail.error)} />;
  return <PrintSheet listing={detail.data} />;
}

function PrintMeta({ ready }: { ready: boolean }) {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(ready ? listingText.loadErrorTitle : listingText.loading),
    description: intl.formatMessage(listingText.printTitle),
    ready,
    noindex: true,
  });
  return ready ? <p role="alert">{intl.formatMessage(listingText.loadErrorBody)}</p> : null;
}

function PrintSheet({ listing }: { listing: ListingDetail }) {
  const intl = useIntl();
  const { locale } = useRoute();
  const address = listingAddress(listing);
  const rental = isRentOrLease(listing.saleMode);
  const price = formatPrice(listing.listPrice ?? 0, locale) + (rental ? intl.formatMessage(listingText.perMonth) : '');
  const photos = (listing.photos ?? []).slice(0, 3);
  const listed = parseListingDate(listing.listingDate);
  const pageUrl = `${window.location.origin}${localisePath(listing.detailUrl, locale)}`;
  const description = stripTags(listing.description ?? '');
  const agent = [listing.agent?.firstName, listing.agent?.lastName].filter(Boolean).join(' ');
  usePageMeta({
    title: `${address.address ?? ''}, ${address.city ?? ''} – ${price}`,
    description: intl.formatMessage(listingText.printTitle),
    noindex: true,
    canonicalPath: listing.detailUrl,
  });

  const facts: [string, string][] = [
    [intl.formatMessage(sectionWord.type), intl.formatMessage(listingTypeLong(listing))],
    ...(listing.beds !== undefined
      ? [[intl.formatMessage(sectionWord.beds), String(listing.beds)] as [string, string]]
      : []),
    ...(listing.baths !== undefined
      ? [[intl.formatMessage(sectionWord.baths), String(listing.baths)] as [string, string]]
      : []),
    ...(listing.sqft !== undefined
      ? [
          [
            intl.formatMessage(sectionWord.size),
            intl.formatMessage(factText.sqft, { value: formatNumber(listing.sqft, locale) }),
          ] as [string, string],
        ]
      : []),
    ...(listing.yearBuilt !== undefined
      ? [[intl.formatMessage(sectionWord.yearBuilt), String(listing.yearBuilt)] as [string, string]]
      : []),
    ...(listing.taxes !== undefined
      ? [
          [
            intl.formatMessage(sectionWord.taxes),
            `${formatPrice(listing.taxes, locale)}${listing.taxYear ? ` (${listing.taxYear})` : ''}`,
          ] as [string, string],
        ]
      : []),
    ...(listing.condoFees !== undefined
      ? [
          [
            intl.formatMessage(sectionWord.condoFees),
            formatPrice(listing.condoFees, locale) + intl.formatMessage(listingText.perMonth),
          ] as [string, string],
        ]
      : []),
    ...(listing.mlsNum ? [['MLS®', listing.mlsNum] as [string, string]] : []),
    ...(listed ? [[intl.formatMessage(sectionWord.listed), formatDay(listed, locale)] as [string, string]] : []),
  ];

  return (
    <Sheet>
      <div className="bar">
        <span className="brand">{brand.name}</span>
        <div className="no-print" style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button type="button" onClick={() => window.print()}>
            {intl.formatMessage(listingText.print)}
          </Button>
          <Link to={localisePath(listing.detailUrl, locale)}>{intl.formatMessage(listingText.printBack)}</Link>
        </div>
      </div>
      <div>
        <p className="small">{intl.formatMessage(saleModeText[listing.saleMode])}</p>
        <h1>{formatAddressLine(address)}</h1>
        <p className="price">{price}</p>
      </div>
      {photos.length > 0 && (
        <div className="photos">
          <img
            src={photos[0]!.url}
            alt={intl.formatMessage(galleryMessages.alt, {
              n: 1,
              address: address.address ?? '',
              city: address.city ?? '',
            })}
            width="600"
            height="400"
          />
          <div className="side">
            {photos.slice(1).map((photo, i) => (
              <img
                key={photo.url}
                src={photo.url}
                alt={intl.formatMessage(galleryMessages.alt, {
                  n: i + 2,
                  address: address.address ?? '',
                  city: address.city ?? '',
                })}
                width="300"
                height="200"
              />
            ))}
          </div>
        </div>
      )}
      <section aria-label={intl.formatMessage(listingText.facts)}>
        <dl>
          {facts.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {description && (
        <section>
          <h2>{intl.formatMessage(sectionWord.description)}</h2>
          <p>{shorten(description, PRINT_DESCRIPTION_CHARS)}</p>
        </section>
      )}
      <section>
        <h2>{intl.formatMessage(listingText.listedBy)}</h2>
        <dl>
          {agent && (
            <div>
              <dt>{intl.formatMessage(listingText.agent)}</dt>
              <dd>
                {agent}
                {listing.agent?.email && <div className="small">{listing.agent.email}</div>}
              </dd>
            </div>
          )}
          {listing.office?.name && (
            <div>
              <dt>{intl.formatMessage(listingText.office)}</dt>
              <dd>
                {listing.office.name}
                {listing.office.phone && <div className="small">{listing.office.phone}</div>}
                {listing.office.address && <div className="small">{listing.office.address}</div>}
              </dd>
            </div>
          )}
        </dl>
      </section>
      <p className="small">{intl.formatMessage(listingText.printedFrom, { url: pageUrl })}</p>
      <p className="small">{intl.formatMessage(listingText.disclosure, { source: listing.source ?? 'CREA' })}</p>
    </Sheet>
  );
}

const sectionWord = defineMessages({
  type: { id: 'listing.print.type', defaultMessage: 'Property type' },
  beds: { id: 'listing.print.beds', defaultMessage: 'Bedrooms' },
  baths: { id: 'listing.print.baths', defaultMessage: 'Bathrooms' },
  size: { id: 'listing.print.size', defaultMessage: 'Living area' },
  yearBuilt: { id: 'listing.print.year-built', defaultMessage: 'Year built' },
  taxes: { id: 'listing.print.taxes', defaultMessage: 'Property taxes' },
  condoFees: { id: 'listing.print.condo-fees', defaultMessage: 'Condo fees' },
  listed: { id: 'listing.print.listed', defaultMessage: 'Listed' },
  description: { id: 'listing.print.description', defaultMessage: 'Description' },
});
