import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { SearchChangesState } from './search-changes';

const messages = defineMessages<{
  since: { date: string; changes: string };
  noChanges: { date: string };
  added: { count: number };
  priceChanged: { count: number };
  gone: { count: number };
  firstLook: { count: number };
  tooMany: { count: number };
}>({
  since: { id: 'saved-search.changes.since', defaultMessage: 'Since you looked on {date}: {changes}' },
  noChanges: { id: 'saved-search.changes.none', defaultMessage: 'Nothing new since you looked on {date}' },
  added: {
    id: 'saved-search.changes.added',
    defaultMessage: '{count, plural, one {# new listing} other {# new listings}}',
  },
  priceChanged: {
    id: 'saved-search.changes.price',
    defaultMessage: '{count, plural, one {# price change} other {# price changes}}',
  },
  gone: {
    id: 'saved-search.changes.gone',
    defaultMessage: '{count, plural, other {# no longer listed}}',
  },
  firstLook: {
    id: 'saved-search.changes.first',
    defaultMessage:
      '{count, plural, =0 {No listings right now.} one {# listing right now.} other {# listings right now.}} New listings and price changes will show here.',
  },
  tooMany: {
    id: 'saved-search.changes.too-many',
    defaultMessage:
      '{count, plural, one {# listing} other {# listings}}: too many to follow one by one. Narrow this search to see what changes.',
  },
});

const Changes = styled.p`
  font-weight: 600;
  min-height: 1.5em;
`;

/** What changed in a saved search since the visitor last ran it (ours), or why it cannot be followed. */
export function ChangesLine({ state }: { state: SearchChangesState }) {
  const intl = useIntl();
  let line: string | null = null;
  if (state.status === 'too-many') line = intl.formatMessage(messages.tooMany, { count: state.total });
  if (state.status === 'ready' && (!state.changes || state.seenAt === null)) {
    line = intl.formatMessage(messages.firstLook, { count: state.total });
  } else if (state.status === 'ready' && state.changes && state.seenAt !== null) {
    const date = intl.formatDate(state.seenAt, { month: 'long', day: 'numeric' });
    const { added, priceChanged, gone } = state.changes;
    const parts = [
      added > 0 ? intl.formatMessage(messages.added, { count: added }) : null,
      priceChanged > 0 ? intl.formatMessage(messages.priceChanged, { count: priceChanged }) : null,
      gone > 0 ? intl.formatMessage(messages.gone, { count: gone }) : null,
    ].filter((part): part is string => part !== null);
    line =
      parts.length === 0
        ? intl.formatMessage(messages.noChanges, { date })
        : intl.formatMessage(messages.since, { date, changes: intl.formatList(parts, { type: 'conjunction' }) });
  }
  return <Changes data-changes={state.status}>{line}</Changes>;
}
