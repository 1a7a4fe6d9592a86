import { useId, useRef, type MouseEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Locale } from '@/config/env';
import type { SiteCategory } from '@/domain/site';
import { selectFavouriteAgents } from '@/features/favourites/favourites-api';
import { useFavouriteAgent } from '@/features/user/user-api';
import { useAppSelector } from '@/app/hooks';
import { urls } from '@/routing/urls';
import { Button } from '@/ui/Button';
import { ButtonLink } from '@/ui/ButtonLink';
import { focusAfterRemoval } from '@/ui/focus';
import { isNotFound } from '@/api/errors';
import { agentsApi } from './agents-endpoints';
import { AgentCard } from './AgentCard';

const v = defineMessages<{ count: { count: number }; removeLabel: { name: string } }>({
  count: { id: 'agents.saved.count', defaultMessage: '{count, plural, one {# agent} other {# agents}}' },
  removeLabel: { id: 'agents.saved.remove.label', defaultMessage: 'Remove {name} from my agents' },
});

const m = defineMessages({
  title: { id: 'agents.saved.title', defaultMessage: 'Saved agents' },
  emptyBody: {
    id: 'agents.saved.empty',
    defaultMessage: 'Save an agent from their profile to find them here, and contact them again in one tap.',
  },
  find: { id: 'agents.saved.find', defaultMessage: 'Find an agent' },
  remove: { id: 'agents.saved.remove', defaultMessage: 'Remove' },
  gone: { id: 'agents.saved.gone', defaultMessage: 'This agent is no longer listed.' },
  error: { id: 'agents.saved.error', defaultMessage: 'This agent could not be loaded.' },
  retry: { id: 'agents.saved.retry', defaultMessage: 'Try again' },
});

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h2:focus {
    outline: none;
  }
  .count,
  .empty {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: grid;
    grid-template-rows: 1fr auto;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: start;
  }
  > li > :first-child {
    justify-self: stretch;
  }
`;

const Placeholder = styled.div`
  display: grid;
  align-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 180px;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SavedAgentsProps {
  locale: Locale;
  category: SiteCategory;
}

/**
 * The agents the visitor saved from their profiles (spec §3 favouriteAgents), in the account's Listings
 * tab: each as its roster card, with a way to remove it. Focus moves to the next card's Remove (or the
 * heading) when one leaves, so a keyboard user stays in the list.
 */
export function SavedAgents({ locale, category }: SavedAgentsProps) {
  const intl = useIntl();
  const ids = useAppSelector(selectFavouriteAgents);
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {intl.formatMessage(m.title)}
      </h2>
      {ids.length === 0 ? (
        <>
          <p className="empty">{intl.formatMessage(m.emptyBody)}</p>
          <ButtonLink variant="secondary" to={urls.agents(locale, category)}>
            {intl.formatMessage(m.find)}
          </ButtonLink>
        </>
      ) : (
        <>
          <p className="count">{intl.formatMessage(v.count, { count: ids.length })}</p>
          <Grid>
            {ids.map((agentId) => (
              <li key={agentId}>
                <SavedAgent agentId={agentId} locale={locale} category={category} fallback={headingRef} />
              </li>
            ))}
          </Grid>
        </>
      )}
    </Section>
  );
}

function SavedAgent({
  agentId,
  locale,
  category,
  fallback,
}: {
  agentId: string;
  locale: Locale;
  category: SiteCategory;
  fallback: React.RefObject<HTMLHeadingElement | null>;
}) {
  const intl = useIntl();
  const agent = agentsApi.useAgentQuery(agentId);
  const { toggle } = useFavouriteAgent(agentId);
  const name = agent.data?.name ?? agentId;
  const remove = (event: MouseEvent<HTMLButtonElement>) => {
    focusAfterRemoval(event.currentTarget, fallback);
    toggle();
  };
  return (
    <>
      {agent.data ? (
        <AgentCard agent={agent.data} locale={locale} category={category} headingLevel={3} />
      ) : (
        <Placeholder aria-busy={agent.isFetching}>
          {isNotFound(agent.error) && <p>{intl.formatMessage(m.gone)}</p>}
          {agent.error !== undefined && !isNotFound(agent.error) && (
            <>
              <p>{intl.formatMessage(m.error)}</p>
              <Button variant="secondary" onClick={() => void agent.refetch()}>
                {intl.formatMessage(m.retry)}
              </Button>
            </>
          )}
        </Placeholder>
      )}
      <Button
        variant="secondary"
        data-action="remove-agent"
        aria-label={intl.formatMessage(v.removeLabel, { name })}
        onClick={remove}
      >
        {intl.formatMessage(m.remove)}
      </Button>
    </>
  );
}
