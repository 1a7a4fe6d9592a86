import { baseApi } from '@/api/base-api';
import type { Agent, AgentCard, RosterPage, RosterSearchParams } from '@/api/contract/directory';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';

export const agentsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    agentSearch: build.query<RosterPage<AgentCard>['result'], RosterSearchParams>({
      query: (params) => ({ ...API.agent, path: 'search', params: { ...params } }),
      transformResponse: (data: RosterPage<AgentCard>) => data.result,
    }),
    agent: build.query<Agent, string>({
      query: (agentId) => ({ ...API.agent, path: encodeURIComponent(agentId) }),
      transformResponse: (data: ResultOf<Agent>) => data.result,
    }),
  }),
});
