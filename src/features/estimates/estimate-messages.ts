import { defineMessages } from 'react-intl';

type None = Record<string, never>;

/** The address look-up of the estimator (the `estimates` part of the messages). */
export const searchText = defineMessages<{
  label: None;
  placeholder: None;
  submit: None;
  suggestions: None;
  option: { address: string; city: string };
  count: { count: number };
  tooShort: None;
  outsideTitle: None;
  outsideBody: None;
  outsideLink: None;
  notFoundTitle: None;
  tipNumber: None;
  tipCity: None;
  tipSpelling: None;
  failed: None;
  retry: None;
}>({
  label: { id: 'estimates.search.label', defaultMessage: 'Address of the home' },
  placeholder: { id: 'estimates.search.placeholder', defaultMessage: 'Street address and city' },
  submit: { id: 'estimates.search.submit', defaultMessage: 'Get my estimate' },
  suggestions: { id: 'estimates.search.suggestions', defaultMessage: 'Addresses found' },
  option: { id: 'estimates.search.option', defaultMessage: '{address}, {city}' },
  count: {
    id: 'estimates.search.count',
    defaultMessage:
      '{count, plural, one {# address found. Use the up and down arrows to review it.} other {# addresses found. Use the up and down arrows to review them.}}',
  },
  tooShort: {
    id: 'estimates.search.too-short',
    defaultMessage: 'Type at least 3 characters of the address, then choose your home in the list.',
  },
  outsideTitle: {
    id: 'estimates.search.outside-bc.title',
    defaultMessage: 'Estimates are available for homes in British Columbia only for now.',
  },
  outsideBody: {
    id: 'estimates.search.outside-bc.body',
    defaultMessage: 'Our land-data partner covers British Columbia. You can still browse homes for sale across Canada.',
  },
  outsideLink: { id: 'estimates.search.outside-bc.link', defaultMessage: 'Search listings instead' },
  notFoundTitle: { id: 'estimates.search.not-found.title', defaultMessage: 'We could not find this address' },
  tipNumber: {
    id: 'estimates.search.not-found.tip-number',
    defaultMessage: 'Start with the civic number, then the street: 123 Main St.',
  },
  tipCity: {
    id: 'estimates.search.not-found.tip-city',
    defaultMessage: 'Add the city after a comma: 123 Main St, Kelowna.',
  },
  tipSpelling: {
    id: 'estimates.search.not-found.tip-spelling',
    defaultMessage: 'Check the spelling of the street, and leave out the unit number if there is one.',
  },
  failed: {
    id: 'estimates.search.failed',
    defaultMessage: 'The address search is unavailable right now.',
  },
  retry: { id: 'estimates.search.retry', defaultMessage: 'Try again' },
});

/** The estimate itself and its states (spec §4). */
export const estimateText = defineMessages<{
  stateTitle: None;
  valueLabel: None;
  range: { low: string; high: string };
  likely: { value: string };
  high: None;
  medium: None;
  low: None;
  spread: { spread: string };
  asOf: { date: string };
  factsTitle: None;
  beds: None;
  baths: None;
  size: None;
  sqft: { sqft: string };
  yearBuilt: None;
  comparablesTitle: None;
  comparablesCaption: { address: string };
  comparablesEmpty: None;
  notGiven: None;
  colAddress: None;
  colPrice: None;
  colDate: None;
  colRooms: None;
  colSize: None;
  colDistance: None;
  rooms: { beds: number; baths: number };
  loginTitle: None;
  loginBody: None;
  loginButton: None;
  loginHidden: None;
  noDataTitle: None;
  noDataBody: None;
  noDataAgents: { city: string };
  noDataListings: { city: string };
  notForSaleTitle: { brand: string };
  notForSaleBody: None;
  notForSaleLink: None;
  partner: { partner: string };
  partnerNote: { partner: string };
  loading: None;
  error: None;
  errorBody: None;
  retry: None;
  notAppraisalTitle: None;
  notAppraisalBody: None;
}>({
  stateTitle: { id: 'estimates.value.title', defaultMessage: 'What this home is worth' },
  valueLabel: { id: 'estimates.value.label', defaultMessage: 'Estimated value' },
  range: { id: 'estimates.value.range', defaultMessage: '{low} – {high}' },
  likely: { id: 'estimates.value.likely', defaultMessage: 'Most likely: {value}' },
  high: { id: 'estimates.confidence.high', defaultMessage: 'High confidence' },
  medium: { id: 'estimates.confidence.medium', defaultMessage: 'Medium confidence' },
  low: { id: 'estimates.confidence.low', defaultMessage: 'Low confidence' },
  spread: {
    id: 'estimates.confidence.spread',
    defaultMessage: 'The range runs {spread} either side of the most likely value.',
  },
  asOf: { id: 'estimates.value.as-of', defaultMessage: 'Estimate as of {date}' },
  factsTitle: { id: 'estimates.facts.title', defaultMessage: 'About this home' },
  beds: { id: 'estimates.facts.beds', defaultMessage: 'Bedrooms' },
  baths: { id: 'estimates.facts.baths', defaultMessage: 'Bathrooms' },
  size: { id: 'estimates.facts.size', defaultMessage: 'Living area' },
  sqft: { id: 'estimates.facts.sqft', defaultMessage: '{sqft} sq ft' },
  yearBuilt: { id: 'estimates.facts.year-built', defaultMessage: 'Year built' },
  comparablesTitle: { id: 'estimates.comparables.title', defaultMessage: 'Comparable sales nearby' },
  comparablesCaption: {
    id: 'estimates.comparables.caption',
    defaultMessage: 'Recent sales near {address} used for this estimate',
  },
  comparablesEmpty: {
    id: 'estimates.comparables.empty',
    defaultMessage: 'No comparable sale was recorded nearby in the last months.',
  },
  notGiven: { id: 'estimates.comparables.not-given', defaultMessage: 'Not given' },
  colAddress: { id: 'estimates.comparables.address', defaultMessage: 'Address' },
  colPrice: { id: 'estimates.comparables.price', defaultMessage: 'Sold price' },
  colDate: { id: 'estimates.comparables.date', defaultMessage: 'Sold on' },
  colRooms: { id: 'estimates.comparables.rooms', defaultMessage: 'Beds / baths' },
  colSize: { id: 'estimates.comparables.size', defaultMessage: 'Size' },
  colDistance: { id: 'estimates.comparables.distance', defaultMessage: 'Distance' },
  rooms: { id: 'estimates.comparables.rooms-value', defaultMessage: '{beds} bd · {baths} ba' },
  loginTitle: { id: 'estimates.login.title', defaultMessage: 'Login to see what this home is worth' },
  loginBody: {
    id: 'estimates.login.body',
    defaultMessage:
      'Estimates are free for members. Once you are signed in, the value range appears right here, without leaving the page.',
  },
  loginButton: { id: 'estimates.login.button', defaultMessage: 'Log in or register' },
  loginHidden: { id: 'estimates.login.hidden', defaultMessage: 'The value is hidden until you log in.' },
  noDataTitle: { id: 'estimates.no-data.title', defaultMessage: 'No data available for this home yet' },
  noDataBody: {
    id: 'estimates.no-data.body',
    defaultMessage:
      'Our land-data partner has no recent records for this address, so we cannot estimate it fairly. A local agent can tell you what it is worth from a visit and the latest sales nearby.',
  },
  noDataAgents: { id: 'estimates.no-data.agents', defaultMessage: 'Talk to an agent in {city}' },
  noDataListings: { id: 'estimates.no-data.listings', defaultMessage: 'See homes for sale in {city}' },
  notForSaleTitle: {
    id: 'estimates.not-for-sale.title',
    defaultMessage: 'This home is listed for sale with {brand}: its price is set by its agent',
  },
  notForSaleBody: {
    id: 'estimates.not-for-sale.body',
    defaultMessage:
      'We do not estimate homes on the market with us. The listing has the asking price, photos and details.',
  },
  notForSaleLink: { id: 'estimates.not-for-sale.link', defaultMessage: 'See the listing' },
  partner: { id: 'estimates.partner.attribution', defaultMessage: 'Property data: {partner}' },
  partnerNote: {
    id: 'estimates.partner.note',
    defaultMessage: 'Estimates are calculated by {partner} from property records and recent sales.',
  },
  loading: { id: 'estimates.value.loading', defaultMessage: 'Loading the estimate…' },
  error: { id: 'estimates.value.error', defaultMessage: 'We could not load this estimate' },
  errorBody: { id: 'estimates.value.error-body', defaultMessage: 'Check your connection, then try again.' },
  retry: { id: 'estimates.value.retry', defaultMessage: 'Try again' },
  notAppraisalTitle: { id: 'estimates.appraisal.title', defaultMessage: 'An estimate is not an appraisal' },
  notAppraisalBody: {
    id: 'estimates.appraisal.body',
    defaultMessage:
      'It is calculated from property records and recent sales nearby, without a visit, and does not know about your renovations. To set a price, talk to a licensed real estate agent or hire a certified appraiser.',
  },
});
