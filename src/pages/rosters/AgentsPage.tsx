import { agentsApi } from '@/features/agents/agents-endpoints';
import { AgentCard } from '@/features/agents/AgentCard';
import { RosterLayout } from './RosterLayout';
import { useRosterUrl } from './use-roster-url';

/**
 * Agent search (spec §2.6): `/agents`, `/find-agent-or-office/agent` and the city pages
 * `/{province}/{city}-real-estate-agents`, in every category and both languages. The URL holds the search.
 */
export function AgentsPage() {
  const roster = useRosterUrl('agents');
  const query = agentsApi.useAgentSearchQuery(roster.params);
  const { locale, category } = roster.route;
  return (
    <RosterLayout
      kind="agents"
      roster={roster}
      query={query}
      keyOf={(agent) => agent.agentId}
      cityOf={(agent) => agent.city}
      renderCard={(agent, i) => <AgentCard agent={agent} locale={locale} category={category} eager={i < 3} />}
    />
  );
}
