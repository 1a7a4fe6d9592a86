import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  mapLabel: { id: 'map.label', defaultMessage: 'Map of listings' },
  locate: { id: 'map.locate.button', defaultMessage: 'Find my location' },
  locating: { id: 'map.locate.pending', defaultMessage: 'Finding your location…' },
  located: { id: 'map.locate.success', defaultMessage: 'The map is now centred on your location.' },
  locateDenied: {
    id: 'map.locate.denied',
    defaultMessage: 'We could not use your location. Allow location access in your browser settings to use this.',
  },
  locateUnavailable: {
    id: 'map.locate.unavailable',
    defaultMessage: 'Your location is not available right now. Please try again later.',
  },
  locateUnsupported: {
    id: 'map.locate.unsupported',
    defaultMessage: 'This browser cannot share your location.',
  },
  drawerTitle: { id: 'map.drawer.title', defaultMessage: 'Selected listing' },
  drawerExpand: { id: 'map.drawer.expand', defaultMessage: 'Expand listing details' },
  drawerCollapse: { id: 'map.drawer.collapse', defaultMessage: 'Collapse listing details' },
  drawerClose: { id: 'map.drawer.close', defaultMessage: 'Close listing details' },
  listTitle: { id: 'map.list.title', defaultMessage: 'Listings in this area' },
  listEmpty: { id: 'map.list.empty', defaultMessage: 'No listings in this area. Zoom out or move the map.' },
  priceOnRequest: { id: 'map.pin.price-on-request', defaultMessage: 'Price on request' },
  pinNoPrice: { id: 'map.pin.no-price', defaultMessage: 'View' },
  listShow: { id: 'map.list.show', defaultMessage: 'Show the listings in this area' },
  listHide: { id: 'map.list.hide', defaultMessage: 'Hide the listings in this area' },
  listLoadError: { id: 'map.list.error', defaultMessage: 'We couldn’t load these listings.' },
  listRetry: { id: 'map.list.retry', defaultMessage: 'Try again' },
  priceNone: { id: 'map.cluster.range.none', defaultMessage: 'No price' },
});

export const countMessages = defineMessages<{
  clusterLabel: { count: number };
  listSummary: { count: number };
  listMore: { count: number };
}>({
  clusterLabel: {
    id: 'map.cluster.label',
    defaultMessage: '{count, plural, one {# listing} other {# listings}}',
  },
  listSummary: {
    id: 'map.list.summary',
    defaultMessage:
      '{count, plural, =0 {No listings in this area} one {# listing in this area} other {# listings in this area}}',
  },
  listMore: {
    id: 'map.list.more',
    defaultMessage: '{count, plural, one {Show # more listing} other {Show # more listings}}',
  },
});

export const listingMessages = defineMessages<{
  pinLabel: { short: string; price: string };
}>({
  pinLabel: { id: 'map.pin.label', defaultMessage: '{short}: listing, {price}' },
});
