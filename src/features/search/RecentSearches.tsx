import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { inlineList, pill } from '@/ui/layout';
import { readRecentSearches } from './recent-searches';

const messages = defineMessages({
  title: { id: 'search.recent.title', defaultMessage: 'Your recent searches' },
});

const Wrap = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  justify-items: center;
  h2 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.heroInk};
  }
  ul {
    ${inlineList};
    flex-wrap: wrap;
    justify-content: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  a {
    ${pill};
    padding: 0 ${({ theme }) => theme.space(4)};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The last searches made in this browser; nothing at all when there are none. */
export function RecentSearches() {
  const intl = useIntl();
  const [recent] = useState(readRecentSearches);
  if (recent.length === 0) return null;
  return (
    <Wrap aria-labelledby="recent-searches">
      <h2 id="recent-searches">{intl.formatMessage(messages.title)}</h2>
      <ul>
        {recent.map((search) => (
          <li key={search.url}>
            <Link to={search.url}>{search.label}</Link>
          </li>
        ))}
      </ul>
    </Wrap>
  );
}
