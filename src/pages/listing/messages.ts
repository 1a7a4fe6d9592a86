import { defineMessages } from 'react-intl';

export const listingText = defineMessages<{
  loading: Record<string, never>;
  loadErrorTitle: Record<string, never>;
  loadErrorBody: Record<string, never>;
  retry: Record<string, never>;
  breadcrumbs: Record<string, never>;
  home: Record<string, never>;
  subnav: Record<string, never>;
  perMonth: Record<string, never>;
  priceUp: Record<string, never>;
  priceDown: Record<string, never>;
  mls: { number: string };
  listedOn: { date: string };
  updatedOn: { date: string };
  courtesyOf: { office: string };
  favourite: Record<string, never>;
  favouriteLabel: { address: string };
  facts: Record<string, never>;
  contactAgent: Record<string, never>;
  requestViewing: Record<string, never>;
  listedBy: Record<string, never>;
  print: Record<string, never>;
  similarListings: Record<string, never>;
  similarListingsEmpty: { city: string };
  nearbyListings: Record<string, never>;
  nearbyListingsEmpty: Record<string, never>;
  similarProperties: Record<string, never>;
  similarPropertiesEmpty: { city: string };
  rowError: Record<string, never>;
  seeAll: { city: string };
  radarTitle: Record<string, never>;
  radarBody: { city: string };
  radarSearch: Record<string, never>;
  radarSave: Record<string, never>;
  tipsTitle: Record<string, never>;
  disclosure: { source: string };
  soldBanner: Record<string, never>;
  offMarketBanner: Record<string, never>;
  comingSoonBanner: Record<string, never>;
  notFoundNearby: { city: string };
  metaTitle: { address: string; city: string; province: string; price: string };
  metaDescription: {
    saleMode: string;
    city: string;
    type: string;
    beds: number;
    baths: number;
    address: string;
    price: string;
  };
  printTitle: Record<string, never>;
  printBack: Record<string, never>;
  printedFrom: { url: string };
  agent: Record<string, never>;
  office: Record<string, never>;
}>({
  loading: { id: 'listing.loading', defaultMessage: 'Loading the listing…' },
  loadErrorTitle: { id: 'listing.load-error.title', defaultMessage: 'We couldn’t load this listing' },
  loadErrorBody: {
    id: 'listing.load-error.body',
    defaultMessage: 'The connection was interrupted or our server is busy. Your place on the page is kept.',
  },
  retry: { id: 'listing.retry', defaultMessage: 'Try again' },
  breadcrumbs: { id: 'listing.breadcrumbs', defaultMessage: 'Breadcrumbs' },
  home: { id: 'listing.breadcrumbs.home', defaultMessage: 'Home' },
  subnav: { id: 'listing.subnav', defaultMessage: 'On this page' },
  perMonth: { id: 'listing.per-month', defaultMessage: '/mo' },
  priceUp: { id: 'listing.price-up', defaultMessage: 'Price increased' },
  priceDown: { id: 'listing.price-down', defaultMessage: 'Price reduced' },
  mls: { id: 'listing.mls', defaultMessage: 'MLS® {number}' },
  listedOn: { id: 'listing.listed-on', defaultMessage: 'Listed {date}' },
  updatedOn: { id: 'listing.updated-on', defaultMessage: 'Listing information last updated on {date}' },
  courtesyOf: { id: 'listing.courtesy-of', defaultMessage: 'Courtesy of {office}' },
  favourite: { id: 'listing.favourite', defaultMessage: 'Save' },
  favouriteLabel: { id: 'listing.favourite.label', defaultMessage: 'Save {address} to my favourites' },
  facts: { id: 'listing.facts', defaultMessage: 'Key facts' },
  contactAgent: { id: 'listing.contact-agent', defaultMessage: 'Contact the agent' },
  requestViewing: { id: 'listing.request-viewing', defaultMessage: 'Request a viewing' },
  listedBy: { id: 'listing.listed-by', defaultMessage: 'Listed by' },
  print: { id: 'listing.print', defaultMessage: 'Print' },
  similarListings: { id: 'listing.similar-listings.title', defaultMessage: 'Similar listings' },
  similarListingsEmpty: {
    id: 'listing.similar-listings.empty',
    defaultMessage: 'No similar homes are on the market in {city} right now.',
  },
  nearbyListings: { id: 'listing.nearby-listings.title', defaultMessage: 'Nearby listings' },
  nearbyListingsEmpty: { id: 'listing.nearby-listings.empty', defaultMessage: 'No other listings within 2 km.' },
  similarProperties: { id: 'listing.similar-properties.title', defaultMessage: 'Similar properties recently sold' },
  similarPropertiesEmpty: {
    id: 'listing.similar-properties.empty',
    defaultMessage: 'No similar properties have sold in {city} recently.',
  },
  rowError: { id: 'listing.row.error', defaultMessage: 'These listings could not be loaded.' },
  seeAll: { id: 'listing.row.see-all', defaultMessage: 'See all homes in {city}' },
  radarTitle: { id: 'listing.radar.title', defaultMessage: 'Radar: be first to know' },
  radarBody: {
    id: 'listing.radar.body',
    defaultMessage:
      'Get an e-mail when a home like this one comes on the market in {city}, or when its price changes. Alerts come with a free account.',
  },
  radarSearch: { id: 'listing.radar.search', defaultMessage: 'Browse homes like this' },
  radarSave: { id: 'listing.radar.save', defaultMessage: 'Get alerts for homes like this' },
  tipsTitle: { id: 'listing.tips.title', defaultMessage: 'Tips for buyers' },
  disclosure: {
    id: 'listing.disclosure',
    defaultMessage:
      'The trademarks REALTOR®, REALTORS® and the REALTOR® logo are controlled by The Canadian Real Estate Association (CREA) and identify real estate professionals who are members of CREA. The trademarks MLS®, Multiple Listing Service® and the associated logos are owned by CREA and identify the quality of services provided by real estate professionals who are members of CREA. Information from {source} is deemed reliable but not guaranteed.',
  },
  soldBanner: {
    id: 'listing.sold-banner',
    defaultMessage: 'This home has sold. Its details stay here for reference; see similar homes for sale below.',
  },
  offMarketBanner: {
    id: 'listing.off-market-banner',
    defaultMessage: 'This listing is no longer on the market. Its details stay here for reference.',
  },
  comingSoonBanner: {
    id: 'listing.coming-soon-banner',
    defaultMessage: 'Coming soon: this home is not open for showings or offers yet.',
  },
  notFoundNearby: { id: 'listing.not-found.nearby', defaultMessage: 'Homes for sale in {city}' },
  metaTitle: {
    id: 'listing.meta.title',
    defaultMessage: '{address}, {city}, {province} – {price}',
  },
  metaDescription: {
    id: 'listing.meta.description',
    defaultMessage:
      '{saleMode} in {city}: {type}{beds, plural, =0 {} one {, # bedroom} other {, # bedrooms}}{baths, plural, =0 {} one {, # bathroom} other {, # bathrooms}} at {address}, {price}. Photos, details, open houses and the neighbourhood.',
  },
  printTitle: { id: 'listing.print.title', defaultMessage: 'Print this listing' },
  printBack: { id: 'listing.print.back', defaultMessage: 'Back to the listing' },
  printedFrom: { id: 'listing.print.from', defaultMessage: 'Printed from {url}' },
  agent: { id: 'listing.agent', defaultMessage: 'Agent' },
  office: { id: 'listing.office', defaultMessage: 'Brokerage' },
});

export const saleModeText = defineMessages({
  forSale: { id: 'listing.sale-mode.for-sale', defaultMessage: 'For sale' },
  forRent: { id: 'listing.sale-mode.for-rent', defaultMessage: 'For rent' },
  forLease: { id: 'listing.sale-mode.for-lease', defaultMessage: 'For lease' },
  sold: { id: 'listing.sale-mode.sold', defaultMessage: 'Sold' },
});

export const factText = defineMessages<{
  beds: { count: number };
  baths: { count: number };
  bathsSplit: { full: number; half: number };
  sqft: { value: string };
  daysOnSite: { days: number; brand: string };
  quebecRooms: { rooms: number; half: string; withHalf: string };
  quebecRoomsTitle: { rooms: number; half: string };
}>({
  beds: { id: 'listing.fact.beds', defaultMessage: '{count, plural, one {# bedroom} other {# bedrooms}}' },
  baths: { id: 'listing.fact.baths', defaultMessage: '{count, plural, one {# bathroom} other {# bathrooms}}' },
  bathsSplit: {
    id: 'listing.fact.baths-split',
    defaultMessage:
      '{full, plural, one {# full bathroom} other {# full bathrooms}} + {half, plural, one {# half bath} other {# half baths}}',
  },
  sqft: { id: 'listing.fact.sqft', defaultMessage: '{value} sq ft' },
  // Quebec counts a dwelling's rooms with its bathroom as a half: a "4 ½" is four rooms and a bathroom
  // (`withHalf` is "4 ½" with a no-break space, which message extraction would turn into a space).
  quebecRooms: {
    id: 'listing.fact.quebec-rooms',
    defaultMessage: '{half, select, yes {{withHalf} rooms} other {{rooms, plural, one {# room} other {# rooms}}}}',
  },
  quebecRoomsTitle: {
    id: 'listing.fact.quebec-rooms.title',
    defaultMessage:
      '{half, select, yes {Counted the Quebec way: {rooms, plural, one {# room} other {# rooms}} plus a bathroom} other {Counted the Quebec way: {rooms, plural, one {# room} other {# rooms}}}}',
  },
  daysOnSite: {
    id: 'listing.fact.days-on-site',
    defaultMessage: '{days, plural, =0 {New on {brand} today} one {# day on {brand}} other {# days on {brand}}}',
  },
});
