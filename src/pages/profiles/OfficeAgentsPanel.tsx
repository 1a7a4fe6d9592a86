import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AgentCard, Office } from '@/api/contract/directory';
import { languageLabel } from '@/domain/people';
import { officesApi } from '@/features/offices/offices-endpoints';
import { useRoute } from '@/routing/route-context';
import { urls } from '@/routing/urls';
import { agentText, officeText } from './messages';
import { Cards, ListPagination, NBSP, useListPage } from './paged-list';
import type { OfficeTab, ProfileUrl } from './profile-url';
import { EmptyNotice, RetryNotice } from './ProfileNotices';

const AgentItem = styled.article`
  display: grid;
  grid-template-columns: 72px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  img {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  h3 a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Count = styled.p`
  font-weight: 600;
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

function OfficeAgent({ agent }: { agent: AgentCard }) {
  const intl = useIntl();
  const { locale, category } = useRoute();
  return (
    <AgentItem>
      <img src={agent.photoUrl} alt="" width="72" height="72" loading="lazy" decoding="async" />
      <div>
        <h3>
          <Link to={urls.agent(locale, agent.province, agent.agentId, category)}>{agent.name}</Link>
        </h3>
        <p>{intl.formatMessage(officeText.experience, { years: agent.experienceYears })}</p>
        <p>{agent.languages.map((value) => languageLabel(intl, value)).join(', ')}</p>
        {agent.reviewCount > 0 && <p>{intl.formatMessage(agentText.reviewCount, { count: agent.reviewCount })}</p>}
      </div>
    </AgentItem>
  );
}

/** The office's agents, a page at a time, each a link to their profile. */
export function OfficeAgentsPanel({ office, url }: { office: Office; url: ProfileUrl<OfficeTab> }) {
  const intl = useIntl();
  const { page, from, size, settle } = useListPage(url.state.page, office.agentCount);
  const result = officesApi.useOfficeAgentsQuery({ officeId: office.officeId, from, size });
  const total = result.data?.totalHits;
  settle(total);
  if (result.isError && !result.data) {
    return <RetryNotice title={intl.formatMessage(officeText.agentsError)} onRetry={() => void result.refetch()} />;
  }
  if (total === 0) return <EmptyNotice>{intl.formatMessage(officeText.agentsEmpty)}</EmptyNotice>;
  return (
    <div aria-busy={result.isFetching}>
      <h2 className="visually-hidden">{intl.formatMessage(officeText.agents)}</h2>
      <Count role="status">
        {total === undefined ? NBSP : intl.formatMessage(officeText.agentCount, { count: total })}
      </Count>
      <Cards>
        {(result.data?.results ?? []).map((agent) => (
          <li key={agent.agentId}>
            <OfficeAgent agent={agent} />
          </li>
        ))}
      </Cards>
      <ListPagination total={total} page={page} url={url} />
    </div>
  );
}
