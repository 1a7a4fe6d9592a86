import { baseApi } from '@/api/base-api';
import type { EstimateCandidate, HomeEstimate, MortgageRates } from '@/api/contract/content';
import type { ResultOf } from '@/api/contract/envelope';
import { API } from '@/api/contract/paths';

export const estimatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    findByAddress: build.query<EstimateCandidate[], string>({
      query: (address) => ({ ...API.homeEstimation, path: 'findByAddress', params: { address } }),
      transformResponse: (data: ResultOf<EstimateCandidate[]>) => data.result,
    }),
    /** Signed-in only (spec §6): without a token the answer is 401, "login required to see the value". */
    homeEstimate: build.query<HomeEstimate, { id: string }>({
      query: ({ id }) => ({ ...API.homeEstimation, path: 'estimate', params: { id }, auth: true }),
      transformResponse: (data: ResultOf<HomeEstimate>) => data.result,
    }),
    mortgageRates: build.query<MortgageRates, void>({
      query: () => ({ ...API.mortgage, path: 'rates' }),
      transformResponse: (data: ResultOf<MortgageRates>) => data.result,
    }),
  }),
});
