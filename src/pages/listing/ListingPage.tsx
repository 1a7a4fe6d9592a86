import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListingDetail } from '@/api/contract/listings';
import { brand } from '@/config/brand';
import { formatPrice } from '@/domain/format';
import { normaliseListingUrl } from '@/domain/identifiers';
import { listingAddress, listingTypeLong } from '@/domain/listing';
import { listingJsonLd } from '@/domain/listing-seo';
import { listingApi } from '@/features/listing/listing-api';
import { ListingDescription } from '@/features/listing/ListingDescription';
import { ListingDetails } from '@/features/listing/ListingDetails';
import { OpenHouses } from '@/features/listing/OpenHouses';
import { PhotoGallery } from '@/features/listing/PhotoGallery';
import { recordView } from '@/features/recently-viewed/recently-viewed';
import { MessagePartRoot } from '@/i18n/MessagePartRoot';
import { useRoute } from '@/routing/route-context';
import { usePageMeta } from '@/routing/page-meta';
import { localisePath, urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { Container } from '@/ui/layout';
import { prefersReducedMotion } from '@/ui/motion';
import { Notice } from '@/ui/Notice';
import { DeferredSection, SectionBox, WhenNear } from './DeferredSection';
import { RadarSection, TrademarkDisclosure } from './ExtraSections';
import { provinceLabel } from '@/domain/provinces';
import { ListingFacts } from './ListingFacts';
import { isNotFound } from '@/api/errors';
import { ListingNotFound } from './ListingNotFound';
import { listingText, saleModeText } from './messages';
import { NearbyListingsRow, SimilarListingsRow, SimilarPropertiesRow } from './RelatedRows';
import { SECTION_IDS, sectionFromHash, sectionLabels, type SectionId } from './sections';
import { SUBNAV_HEIGHT_PX, SubNav } from './SubNav';

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
const loadDeferredSections = () => Promise.all([loadMortgage(), loadContact(), loadNearby(), loadMarket()]);

/** `/{province}/{city}-real-estate/{id}` → the province code and the city's slug. */
export function placeOfDetailUrl(detailUrl: string): { province: string; citySlug: string } | null {
  const match = /^\/([a-z]{2})\/([a-z0-9-]+?)-real-estate\//.exec(detailUrl.toLowerCase());
  return match ? { province: match[1]!, citySlug: match[2]! } : null;
}

const NBSP = '\u00a0';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  padding-block: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  @media (min-width: 1024px) {
    grid-template-columns: minmax(0, 1.75fr) minmax(300px, 1fr);
    align-items: start;
  }
`;

const Crumbs = styled.nav`
  padding-top: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(1)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Body = styled.div`
  display: grid;
  /* minmax(0, …): a sideways-scrolling row inside must not widen the column past the screen. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  @media (min-width: 1280px) {
    grid-template-columns: minmax(0, 1fr) 320px;
  }
`;

const Aside = styled.aside`
  display: none;
  @media (min-width: 1280px) {
    display: block;
    > div {
      position: sticky;
      top: 72px;
      display: grid;
      gap: ${({ theme }) => theme.space(3)};
      margin-top: ${({ theme }) => theme.space(8)};
      padding: ${({ theme }) => theme.space(5)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.lg};
      background: ${({ theme }) => theme.colors.surface};
      box-shadow: ${({ theme }) => theme.shadows.card};
    }
    h2 {
      font-size: ${({ theme }) => theme.fontSizes.sm};
      color: ${({ theme }) => theme.colors.textMuted};
      text-transform: uppercase;
      letter-spacing: 0.06em;
    }
    p {
      font-weight: 600;
    }
    small {
      display: block;
      color: ${({ theme }) => theme.colors.textMuted};
      font-weight: 400;
    }
  }
`;

const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  padding-block: ${({ theme }) => theme.space(8)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const SkeletonBox = styled.div`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const SkeletonLines = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  align-content: start;
  div {
    height: 1.5rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  div:first-child {
    height: 2.5rem;
    width: 60%;
  }
`;

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
  const intl = useIntl();
  const { params } = useRoute();
  const listingId = params.listingId ?? '';
  const detail = listingApi.useListingDetailQuery(listingId, { skip: !listingId });

  if (!listingId || isNotFound(detail.error)) {
    return <ListingNotFound province={params.province} citySlug={params.city} />;
  }
  if (detail.data) return <ListingView listing={detail.data} />;
  if (detail.error) {
    return (
      <Container>
        <LoadingMeta ready />
        <Top>
          <Notice tone="error" title={intl.formatMessage(listingText.loadErrorTitle)}>
            <p>{intl.formatMessage(listingText.loadErrorBody)}</p>
            <Button type="button" onClick={() => void detail.refetch()}>
              {intl.formatMessage(listingText.retry)}
            </Button>
          </Notice>
        </Top>
      </Container>
    );
  }
  return (
    // As tall as a screen at least: the footer stays below the fold instead of jumping down (CLS).
    <Container aria-busy="true" style={{ minHeight: '100vh' }}>
      <LoadingMeta ready={false} />
      {/* The breadcrumbs' line is kept, so the photo does not move down when the listing arrives. */}
      <Crumbs as="div" aria-hidden="true">
        <ol>
          <li>{NBSP}</li>
        </ol>
      </Crumbs>
      <Top>
        <SkeletonBox aria-hidden="true" />
        <SkeletonLines aria-hidden="true">
          <div />
          <div />
          <div />
        </SkeletonLines>
      </Top>
      <p className="visually-hidden" role="status">
        {intl.formatMessage(listingText.loading)}
      </p>
    </Container>
  );
}

function LoadingMeta({ ready }: { ready: boolean }) {
  const intl = useIntl();
  usePageMeta({
    title: intl.formatMessage(ready ? listingText.loadErrorTitle : listingText.loading),
    description: intl.formatMessage(listingText.loadErrorBody),
    ready,
  });
  return null;
}

function useListingMeta(listing: ListingDetail) {
  const intl = useIntl();
  const { locale } = useRoute();
  const address = listingAddress(listing);
  const province = provinceLabel(address.province, locale) ?? '';
  const rental = listing.saleMode === 'forRent' || listing.saleMode === 'forLease';
  const price = formatPrice(listing.listPrice ?? 0, locale) + (rental ? intl.formatMessage(listingText.perMonth) : '');
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

/**
 * Scrolls to a section once every deferred section's code is here (so the ones above it have their
 * height), moves focus to its heading and puts its anchor in the address bar.
 */
function scrollToSection(id: SectionId) {
  void loadDeferredSections()
    .catch(() => undefined)
    .then(() => {
      requestAnimationFrame(() => {
        const target = document.getElementById(id);
        if (!target) return;
        const reduce = prefersReducedMotion();
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
        keepInPlace(target);
        const heading = target.querySelector<HTMLElement>('h2');
        if (heading) {
          heading.tabIndex = -1;
          heading.focus({ preventScroll: true });
        }
        history.replaceState(history.state, '', `#${id}`);
      });
    });
}

/** The jump is kept in place until the page has been still this long… */
const QUIET_MS = 2000;
/** …and at most this long, however slowly the sections above get their data. */
const MAX_SETTLE_MS = 12_000;

/**
 * Sections above the target grow as their data arrives (places, rows of cards) and push it down. Until
 * the page has stopped moving (or the visitor scrolls, taps or types), the target is put back under the
 * bar. On a slow network the data may come seconds after the jump, so the watch lasts as long as things
 * keep moving, not a fixed time.
 */
function keepInPlace(target: HTMLElement) {
  const events = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    clearInterval(timer);
    for (const type of events) window.removeEventListener(type, stop, true);
  };
  const started = Date.now();
  let lastMove = started;
  let lastTop = target.getBoundingClientRect().top;
  let lastOffset = lastTop + window.scrollY;
  const timer = window.setInterval(() => {
    const now = Date.now();
    const top = target.getBoundingClientRect().top;
    const offset = top + window.scrollY;
    // Moving on screen (the smooth scroll) or in the page (a section above grew): not settled yet.
    if (Math.abs(top - lastTop) >= 1 || Math.abs(offset - lastOffset) >= 1) lastMove = now;
    // At rest but not under the bar: put it back.
    else if (Math.abs(top - (SUBNAV_HEIGHT_PX + 8)) > 4) target.scrollIntoView({ behavior: 'auto', block: 'start' });
    lastTop = target.getBoundingClientRect().top;
    lastOffset = lastTop + window.scrollY;
    if (now - lastMove > QUIET_MS || now - started > MAX_SETTLE_MS) stop();
  }, 150);
  for (const type of events) window.addEventListener(type, stop, { capture: true, passive: true });
}

function AgentOrOfficeLink({ href, name }: { href: string | undefined; name: string }) {
  return href ? <Link to={href}>{name}</Link> : name;
}

function ListingView({ listing }: { listing: ListingDetail }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  const headingBase = useId();
  const heading = (id: string) => `${headingBase}-${id}`;
  const [now] = useState(() => new Date());
  const [forceAll, setForceAll] = useState(() => sectionFromHash(window.location.hash) !== null);
  const [contactIntent, setContactIntent] = useState<'contact' | 'viewing'>('contact');
  const [addPageView] = listingApi.useAddPageViewMutation();
  useListingMeta(listing);

  const address = listingAddress(listing);
  const place = placeOfDetailUrl(listing.detailUrl);
  const cityHref = place ? urls.city(locale, place.province, place.citySlug, category) : undefined;
  // The agent and office work where the listing is (their own pages' canonical links say where, if not).
  const agentHref =
    place && listing.agentId ? urls.agent(locale, place.province, listing.agentId, category) : undefined;
  const officeHref =
    place && listing.officeId ? urls.office(locale, place.province, listing.officeId, category) : undefined;
  const provinceHref = place ? urls.province(locale, place.province, category) : undefined;
  const provinceName = provinceLabel(address.province, locale);
  const rental = listing.saleMode === 'forRent' || listing.saleMode === 'forLease';

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

  const goTo = useCallback((id: SectionId) => {
    setForceAll(true);
    scrollToSection(id);
  }, []);

  // A shared link with an anchor (#details, #calculator…) scrolls there once the listing is shown (its
  // sections were mounted from the start: see `forceAll`).
  useEffect(() => {
    const target = sectionFromHash(window.location.hash);
    if (target) scrollToSection(target);
  }, []);

  const sections = SECTION_IDS;
  const label = (id: SectionId) => intl.formatMessage(sectionLabels[id]);
  const deferred = (id: SectionId, minHeight: number, content: React.ReactNode) => (
    <DeferredSection key={id} id={id} headingId={heading(id)} title={label(id)} minHeight={minHeight} force={forceAll}>
      {content}
    </DeferredSection>
  );

  const banner =
    listing.saleMode === 'sold' || listing.status?.toLowerCase() === 'sold'
      ? listingText.soldBanner
      : /expired|terminated|withdrawn|cancel/i.test(listing.status ?? '')
        ? listingText.offMarketBanner
        : /coming soon/i.test(listing.status ?? '')
          ? listingText.comingSoonBanner
          : null;

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
          <SectionBox id="details" aria-labelledby={heading('details')}>
            <ListingDetails listing={listing} headingId={heading('details')} />
          </SectionBox>
          <SectionBox id="open-houses" aria-labelledby={heading('open-houses')}>
            <OpenHouses listing={listing} headingId={heading('open-houses')} now={now} />
          </SectionBox>
          {deferred(
            'neighbourhood',
            560,
            typeof listing.latitude === 'number' && typeof listing.longitude === 'number' ? (
              <NearbyPlaces
                listing={{
                  latitude: listing.latitude,
                  longitude: listing.longitude,
                  address: address.address ?? '',
                  city: address.city ?? '',
                  province: address.province ?? '',
                  ...(listing.neighbourhoodId ? { neighbourhoodId: listing.neighbourhoodId } : {}),
                }}
                headingId={heading('neighbourhood')}
              />
            ) : (
              <h2 id={heading('neighbourhood')}>{label('neighbourhood')}</h2>
            ),
          )}
          {deferred(
            'calculator',
            720,
            <MortgageSection
              listing={{
                priceCents: Math.round((listing.listPrice ?? 0) * 100),
                province: address.province ?? '',
                city: address.city ?? '',
                ...(listing.taxes !== undefined ? { taxesDollarsPerYear: listing.taxes } : {}),
                ...(listing.condoFees !== undefined ? { condoFeesDollarsPerMonth: listing.condoFees } : {}),
                newBuild: Boolean(listing.isNewConstruction),
                rental,
              }}
              headingId={heading('calculator')}
            />,
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
          {deferred(
            'similar-properties',
            420,
            <SimilarPropertiesRow listing={listing} headingId={heading('similar-properties')} />,
          )}
          {deferred(
            'contact',
            640,
            <ListingContactForm
              listing={{
                listingId: listing.listingId,
                address: address.address ?? '',
                city: address.city ?? '',
                ...(listing.agent?.firstName
                  ? { agentName: [listing.agent.firstName, listing.agent.lastName].filter(Boolean).join(' ') }
                  : {}),
                ...(listing.office?.name ? { officeName: listing.office.name } : {}),
                rental,
              }}
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
          {deferred(
            'market-analysis',
            360,
            <MarketAnalysis
              listing={{
                priceDollars: listing.listPrice ?? 0,
                ...(listing.pricePerSqFt !== undefined ? { pricePerSqft: listing.pricePerSqFt } : {}),
                ...(listing.daysOnSite !== undefined ? { daysOnSite: listing.daysOnSite } : {}),
                city: address.city ?? '',
                province: address.province ?? '',
                forSale: listing.saleMode === 'forSale',
              }}
              headingId={heading('market-analysis')}
            />,
          )}
        </div>
        <Aside aria-labelledby={heading('agent')}>
          <div>
            <h2 id={heading('agent')}>{intl.formatMessage(listingText.listedBy)}</h2>
            {listing.agent?.firstName && (
              <p>
                {/* The agent's and the office's profiles, where the visitor can read about them and see their other listings. */}
                <AgentOrOfficeLink
                  href={agentHref}
                  name={[listing.agent.firstName, listing.agent.lastName].filter(Boolean).join(' ')}
                />
                {listing.office?.name && (
                  <small>
                    <AgentOrOfficeLink href={officeHref} name={listing.office.name} />
                  </small>
                )}
              </p>
            )}
            {listing.office?.phone && <a href={`tel:${listing.office.phone}`}>{listing.office.phone}</a>}
            <Button
              type="button"
              onClick={() => {
                setContactIntent('contact');
                goTo('contact');
              }}
            >
              {intl.formatMessage(listingText.contactAgent)}
            </Button>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                setContactIntent('viewing');
                goTo('contact');
              }}
            >
              {intl.formatMessage(listingText.requestViewing)}
            </Button>
          </div>
        </Aside>
      </Body>
      <Footer>
        <WhenNear>
          <Suspense fallback={null}>
            <BlogTips />
          </Suspense>
        </WhenNear>
        <TrademarkDisclosure listing={listing} />
      </Footer>
    </Container>
  );
}
