import { useIntl } from 'react-intl';
import type { Agent } from '@/api/contract/directory';
import { affiliationLabel, awardLabel } from '@/domain/people';
import { agentText } from './messages';
import { Blocks, LabelledChipBlock } from './ProfileBlocks';
import { EmptyNotice } from './ProfileNotices';

/** The agent's Awards & Affiliations tab: a chip list for each kind that has any, named in the page's language. */
export function AgentAwardsPanel({ agent }: { agent: Agent }) {
  const intl = useIntl();
  const groups = [
    { title: intl.formatMessage(agentText.career), label: awardLabel, values: agent.awards.career },
    { title: intl.formatMessage(agentText.individual), label: awardLabel, values: agent.awards.individual },
    { title: intl.formatMessage(agentText.team), label: awardLabel, values: agent.awards.team },
    { title: intl.formatMessage(agentText.affiliations), label: affiliationLabel, values: agent.affiliations },
  ].filter((group) => group.values.length > 0);
  if (groups.length === 0) {
    return <EmptyNotice>{intl.formatMessage(agentText.noAwards, { name: agent.name })}</EmptyNotice>;
  }
  return (
    <Blocks>
      {groups.map((group) => (
        <LabelledChipBlock key={group.title} title={group.title} label={group.label} values={group.values} />
      ))}
    </Blocks>
  );
}
