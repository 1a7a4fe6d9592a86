import { baseApi } from '@/api/base-api';
import type { AgentCard, Office, OfficeCard, RosterPage, RosterSearchParams } from '@/api/contract/directory';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';

export const officesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    officeSearch: build.query<RosterPage<OfficeCard>['result'], RosterSearchParams>({
      query: (params) => ({ ...API.office, path: 'search', params: { ...params } }),
      transformResponse: (data: RosterPage<OfficeCard>) => data.result,
    }),
    office: build.query<Office, string>({
      query: (officeId) => ({ ...API.office, path: encodeURIComponent(officeId) }),
      transformResponse: (data: ResultOf<Office>) => data.result,
    }),
    officeAgents: build.query<RosterPage<AgentCard>['result'], { officeId: string; from?: number; size?: number }>({
      query: ({ officeId, ...params }) => ({ ...API.office, path: `${encodeURIComponent(officeId)}/agents`, params }),
      transformResponse: (data: RosterPage<AgentCard>) => data.result,
    }),
  }),
});
