import { useIntl } from 'react-intl';
import type { Agent } from '@/api/contract/directory';
import { agentText } from './messages';
import { Blocks, ChipBlock } from './ProfileBlocks';
import { EmptyNotice } from './ProfileNotices';

/** The agent's Awards & Affiliations tab: a chip list for each kind that has any. */
export function AgentAwardsPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const groups = [
    { title: intl.formatMessage(agentText.career), values: agent.awards.career },
    { title: intl.formatMessage(agentText.individual), values: agent.awards.individual },
    { title: intl.formatMessage(agentText.team), values: agent.awards.team },
    { title: intl.formatMessage(agentText.affiliations), values: agent.affiliations },
  ].filter((group) => group.values.length > 0);
  if (groups.length === 0) {
    return <EmptyNotice>{intl.formatMessage(agentText.noAwards, { name: agent.name })}</EmptyNotice>;
  }
  return (
    <Blocks>
      {groups.map((group) => (
        <ChipBlock key={group.title} title={group.title} values={group.values} />
      ))}
    </Blocks>
  );
}
