import { baseApi } from '@/api/base-api';
import type { EstimateCandidate, HomeEstimate, MortgageRates } from '@/api/contract/content';
import { API } from '@/api/contract/paths';

export const estimatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findByAddress: build.query<EstimateCandidate[], string>({
      query: (address) => ({ ...API.homeEstimation, path: 'findByAddress', params: { address } }),
      transformResponse: (data: { result: EstimateCandidate[] }) => data.result,
    }),
    /** Signed-in only (spec §6): without a token the answer is 401, "login required to see the value". */
    homeEstimate: build.query<HomeEstimate, { id: string; token: string }>({
      query: ({ id, token }) => ({ ...API.homeEstimation, path: 'estimate', params: { id }, token }),
      transformResponse: (data: { result: HomeEstimate }) => data.result,
    }),
    mortgageRates: build.query<MortgageRates, void>({
      query: () => ({ ...API.mortgage, path: 'rates' }),
      transformResponse: (data: { result: MortgageRates }) => data.result,
    }),
  }),
});
