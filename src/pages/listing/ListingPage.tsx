import { isRentOrLease } from '@/domain/sale-mode';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ListingDetail } from '@/api/contract/listings';
import { isNotFound } from '@/api/errors';
import { listingAddress } from '@/domain/listing';
import { provinceLabel } from '@/domain/provinces';
import { listingApi } from '@/features/listing/listing-endpoints';
import { ListingDescription } from '@/features/listing/ListingDescription';
import { ListingDetails } from '@/features/listing/ListingDetails';
import { OpenHouses } from '@/features/listing/OpenHouses';
import { PhotoGallery } from '@/features/listing/PhotoGallery';
import { recordView } from '@/features/recently-viewed/recently-viewed';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { Container } from '@/ui/layout';
import { Notice } from '@/ui/Notice';
import { DeferredSection, SectionBox, WhenNear } from './DeferredSection';
import { RadarSection, TrademarkDisclosure } from './ExtraSections';
import { ListingAside } from './ListingAside';
import { ListingFacts } from './ListingFacts';
import { Body, Crumbs, Footer, Top } from './listing-layout';
import { ListingLoadError } from './ListingLoadError';
import { useListingMeta } from './listing-meta';
import {
  contactListing,
  listingBanner,
  listingLinks,
  marketListing,
  mortgageListing,
  nearbyPlacesListing,
} from './listing-props';
import { ListingSkeleton } from './ListingSkeleton';
import { listingText } from './messages';
import { NearbyListingsRow, SimilarListingsRow, SimilarPropertiesRow } from './RelatedRows';
import { RentTerms } from './RentTerms';
import { sectionLabels, sectionsFor, type SectionId } from './sections';
import { SubNav } from './SubNav';
import { useSectionJump } from './use-section-jump';

// Below the fold, each in its own chunk: the first photo never waits for them.
const loadMortgage = () => import('@/features/mortgage/MortgageCalculator');
const loadContact = () => import('@/features/leads/ListingContactForm');
const loadNearby = () => import('@/features/neighbourhoods/NearbyPlaces');
const loadMarket = () => import('@/features/neighbourhoods/MarketAnalysis');
const MortgageSection = lazy(() => loadMortgage().then((m) => ({ default: m.MortgageSection })));
const ListingContactForm = lazy(() => loadContact().then((m) => ({ default: m.ListingContactForm })));
const NearbyPlaces = lazy(() => loadNearby().then((m) => ({ default: m.NearbyPlaces })));
const MarketAnalysis = lazy(() => loadMarket().then((m) => ({ default: m.MarketAnalysis })));
const BlogTips = lazy(() => import('./BlogTips').then((m) => ({ default: m.BlogTips })));
// Only a listing that is gone needs it (with the search it offers instead): not every listing page's first load.
const ListingNotFound = lazy(() => import('./ListingNotFound').then((m) => ({ default: m.ListingNotFound })));
const loadDeferredSections = () => Promise.all([loadMortgage(), loadContact(), loadNearby(), loadMarket()]);

/** The listing detail page (spec §2.6): `/{province}/{city}-real-estate/{listingId}` and `/listings/{listingId}`. */
export function ListingPage() {
  const { locale } = useRoute();
  return (
    <MessagePartRoot locale={locale} part="detail">
      <ListingPageContent />
    </MessagePartRoot>
  );
}

function ListingPageContent() {
  const { params } = useRoute();
  const listingId = params.listingId ?? '';
  const detail = listingApi.useListingDetailQuery(listingId, { skip: !listingId });

  if (!listingId || isNotFound(detail.error)) {
    return (
      <Suspense fallback={<ListingSkeleton />}>
        <ListingNotFound province={params.province} citySlug={params.city} />
      </Suspense>
    );
  }
  if (detail.data) return <ListingView listing={detail.data} />;
  if (detail.error) return <ListingLoadError onRetry={() => void detail.refetch()} />;
  return <ListingSkeleton />;
}

function ListingView({ listing }: { listing: ListingDetail }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const headingBase = useId();
  const heading = (id: string) => `${headingBase}-${id}`;
  const [now] = useState(() => new Date());
  const [contactIntent, setContactIntent] = useState<'contact' | 'viewing'>('contact');
  const [addPageView] = listingApi.useAddPageViewMutation();
  useListingMeta(listing);

  const address = listingAddress(listing);
  const { cityHref, provinceHref, agentHref, officeHref } = listingLinks(listing, locale, category);
  const provinceName = provinceLabel(address.province, locale);

  // One page view and one "recently viewed" record per listing shown (StrictMode's double effects aside).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (counted.current === listing.listingId) return;
    counted.current = listing.listingId;
    void addPageView(listing.listingId)
      .unwrap()
      .catch(() => undefined);
    recordView(listing);
  }, [listing, addPageView]);

  const { forceAll, goTo } = useSectionJump(loadDeferredSections);

  // A home for rent shows its terms, and none of a buyer's sections (mortgage, sold comparables, the market, tips).
  const rental = isRentOrLease(listing.saleMode);
  const sections = sectionsFor(rental);
  const shows = (id: SectionId) => sections.includes(id);
  const label = (id: SectionId) => intl.formatMessage(sectionLabels[id]);
  const deferred = (id: SectionId, minHeight: number, content: React.ReactNode) => (
    <DeferredSection key={id} id={id} headingId={heading(id)} title={label(id)} minHeight={minHeight} force={forceAll}>
      {content}
    </DeferredSection>
  );

  const banner = listingBanner(listing);
  const nearby = nearbyPlacesListing(listing);

  return (
    <Container>
      <Crumbs aria-label={intl.formatMessage(listingText.breadcrumbs)}>
        <ol>
          <li>
            <Link to={urls.home(locale, category)}>{intl.formatMessage(listingText.home)}</Link>
          </li>
          {provinceHref && provinceName && (
            <li>
              <Link to={provinceHref}>{provinceName}</Link>
            </li>
          )}
          {cityHref && (
            <li>
              <Link to={cityHref}>{address.city}</Link>
            </li>
          )}
          <li aria-current="page">{address.address}</li>
        </ol>
      </Crumbs>
      <Top>
        <PhotoGallery
          photos={listing.photos ?? []}
          address={address.address ?? ''}
          city={address.city ?? ''}
          sizes="(min-width: 1320px) 820px, (min-width: 1024px) 62vw, 100vw"
        />
        <div>
          {banner && (
            <Notice tone="info">
              <p>{intl.formatMessage(banner)}</p>
            </Notice>
          )}
          <ListingFacts listing={listing} now={now} headingId={heading('title')} />
        </div>
      </Top>
      <SubNav sections={sections} onNavigate={goTo} />
      <Body>
        <div>
          <SectionBox id="description" aria-labelledby={heading('description')}>
            <ListingDescription listing={listing} headingId={heading('description')} />
          </SectionBox>
          {shows('rental-terms') && (
            <SectionBox id="rental-terms" aria-labelledby={heading('rental-terms')}>
              <RentTerms listing={listing} headingId={heading('rental-terms')} now={now} />
            </SectionBox>
          )}
          <SectionBox id="details" aria-labelledby={heading('details')}>
            <ListingDetails listing={listing} headingId={heading('details')} />
          </SectionBox>
          <SectionBox id="open-houses" aria-labelledby={heading('open-houses')}>
            <OpenHouses listing={listing} headingId={heading('open-houses')} now={now} />
          </SectionBox>
          {deferred(
            'neighbourhood',
            560,
            nearby ? (
              <NearbyPlaces listing={nearby} headingId={heading('neighbourhood')} />
            ) : (
              <h2 id={heading('neighbourhood')}>{label('neighbourhood')}</h2>
            ),
          )}
          {shows('calculator') &&
            deferred(
              'calculator',
              720,
              <MortgageSection listing={mortgageListing(listing)} headingId={heading('calculator')} />,
            )}
          {deferred(
            'similar-listings',
            420,
            <SimilarListingsRow listing={listing} headingId={heading('similar-listings')} cityHref={cityHref} />,
          )}
          {deferred(
            'nearby-listings',
            420,
            <NearbyListingsRow listing={listing} headingId={heading('nearby-listings')} />,
          )}
          {shows('similar-properties') &&
            deferred(
              'similar-properties',
              420,
              <SimilarPropertiesRow listing={listing} headingId={heading('similar-properties')} />,
            )}
          {deferred(
            'contact',
            640,
            <ListingContactForm
              listing={contactListing(listing)}
              headingId={heading('contact')}
              intent={contactIntent}
            />,
          )}
          {deferred(
            'radar',
            160,
            <RadarSection
              listing={listing}
              headingId={heading('radar')}
              searchHref={cityHref ?? urls.findRealEstate(locale, category)}
            />,
          )}
          {shows('market-analysis') &&
            deferred(
              'market-analysis',
              360,
              <MarketAnalysis listing={marketListing(listing)} headingId={heading('market-analysis')} />,
            )}
        </div>
        <ListingAside
          listing={listing}
          headingId={heading('agent')}
          agentHref={agentHref}
          officeHref={officeHref}
          onContact={(intent) => {
            setContactIntent(intent);
            goTo('contact');
          }}
        />
      </Body>
      <Footer>
        {!rental && (
          <WhenNear>
            <Suspense fallback={null}>
              <BlogTips />
            </Suspense>
          </WhenNear>
        )}
        <TrademarkDisclosure listing={listing} />
      </Footer>
    </Container>
  );
}
