import { baseApi } from '@/api/base-api';
import type { LeadBody, LeadReceipt, ShareBody } from '@/api/contract/content';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';

export const leadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sendLead: build.mutation<LeadReceipt, LeadBody>({
      query: (body) => ({ ...API.leads, method: 'POST', body }),
      transformResponse: (data: ResultOf<LeadReceipt>) => data.result,
    }),
    shareListing: build.mutation<LeadReceipt, ShareBody>({
      query: (body) => ({ ...API.leads, path: 'share', method: 'POST', body }),
      transformResponse: (data: ResultOf<LeadReceipt>) => data.result,
    }),
  }),
});

export const { useSendLeadMutation, useShareListingMutation } = leadsApi;
