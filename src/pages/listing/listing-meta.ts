import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { ListingDetail } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import { formatPrice } from '@/domain/format';
import { normaliseListingUrl } from '@/domain/identifiers';
import { listingAddress, listingTypeLong } from '@/domain/listing';
import { listingJsonLd } from '@/domain/listing-seo';
import { provinceLabel } from '@/domain/provinces';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { localisePath } from '@/routing/urls';
import { isRental } from './listing-props';
import { listingText, saleModeText } from './messages';

/** The head tags while the listing loads (`ready` false) or after it failed to (`ready`). */
export function LoadingMeta({ ready }: { ready: boolean }) {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(ready ? listingText.loadErrorTitle : listingText.loading),
    description: intl.formatMessage(listingText.loadErrorBody),
    ready,
  });
  return null;
}

/** The listing's head tags: title, description, canonical link, preview image and JSON-LD. */
export function useListingMeta(listing: ListingDetail) {
  const intl = useIntl();
  const { locale } = useRoute();
  const address = listingAddress(listing);
  const province = provinceLabel(address.province, locale) ?? '';
  const price =
    formatPrice(listing.listPrice ?? 0, locale) + (isRental(listing) ? intl.formatMessage(listingText.perMonth) : '');
  const title = intl.formatMessage(listingText.metaTitle, {
    address: address.address ?? '',
    city: address.city ?? '',
    province,
    price,
  });
  const description = intl.formatMessage(listingText.metaDescription, {
    saleMode: intl.formatMessage(saleModeText[listing.saleMode]),
    city: address.city ?? '',
    type: intl.formatMessage(listingTypeLong(listing)).toLowerCase(),
    beds: listing.beds ?? 0,
    baths: listing.baths ?? 0,
    address: address.address ?? '',
    price,
  });
  const photo = listing.photos?.[0];
  const canonicalPath = normaliseListingUrl(listing.detailUrl);
  const jsonLd = useMemo(
    () =>
      listingJsonLd(listing, {
        url: `${window.location.origin}${localisePath(canonicalPath, locale)}`,
        locale,
        brandName: brand.name,
        name: title,
        description,
      }),
    [listing, locale, canonicalPath, title, description],
  );
  usePageMeta({
    title,
    description,
    canonicalPath,
    type: 'product',
    ...(photo
      ? {
          image: {
            url: photo.url,
            width: photo.width,
            height: photo.height,
            alt: address.address ?? '',
          },
        }
      : {}),
    jsonLd,
  });
}
