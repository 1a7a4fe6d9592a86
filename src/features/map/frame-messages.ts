import { defineMessages } from 'react-intl';

/** The one text the results page's first load needs from the map (its skeleton); the rest ship with the map. */
export const frameMessages = defineMessages({
  loading: { id: 'map.loading', defaultMessage: 'Loading the map…' },
});
