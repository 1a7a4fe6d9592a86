import { defineMessages } from 'react-intl';
import { ErrorPage } from './StatusLayout';

const messages = defineMessages({
  title: { id: 'errors.not-found.title', defaultMessage: 'We can’t find that page' },
  body: {
    id: 'errors.not-found.body',
    defaultMessage:
      'The address may be mistyped, or the page may have moved. The listing you were after may also have sold or been taken off the market.',
  },
  description: { id: 'errors.not-found.description', defaultMessage: 'This page does not exist.' },
  search: { id: 'errors.not-found.search', defaultMessage: 'Search listings' },
  home: { id: 'errors.not-found.home', defaultMessage: 'Go to the home page' },
});

/** The 404 page: for an unknown path, and for a known kind of page whose place or item the API does not know. */
export function NotFoundPage() {
  return <ErrorPage code="404" messages={messages} status={404} />;
}
