import { defineMessages } from 'react-intl';
import { ErrorPage } from './StatusLayout';

const messages = defineMessages({
  title: { id: 'errors.server.title', defaultMessage: 'Something went wrong on our side' },
  body: {
    id: 'errors.server.body',
    defaultMessage: 'We couldn’t show this page. Please try again in a moment, or start a new search.',
  },
  description: { id: 'errors.server.description', defaultMessage: 'A server error occurred.' },
  search: { id: 'errors.server.search', defaultMessage: 'Start a new search' },
  home: { id: 'errors.server.home', defaultMessage: 'Go to the home page' },
});

export function ServerErrorPage() {
  return <ErrorPage code="500" messages={messages} />;
}
