import { baseApi } from '@/api/base-api';
import type { FlagContext, FlagMetricsBody, FlagsBody } from '@/api/contract/content';
import { API, FLAGS_CLIENT_KEY } from '@/api/contract/paths';

const headers = { Authorization: FLAGS_CLIENT_KEY };

/**
 * The Unleash frontend protocol (spec §7.4). The app's flag client (a maintained Unleash client, per
 * ARCHITECTURE.md) speaks it directly; these endpoints are the same calls for code that wants them
 * through the store. A 304 answer leaves `undefined`: keep the flags already held.
 */
export const flagsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    flags: build.query<FlagsBody | undefined, { context?: FlagContext; etag?: string }>({
      query: ({ context, etag }) => ({
        ...API.flags,
        method: 'POST',
        body: { context: context ?? {} },
        headers: etag ? { ...headers, 'If-None-Match': etag } : headers,
      }),
    }),
    sendFlagMetrics: build.mutation<void, FlagMetricsBody>({
      query: (body) => ({ ...API.flags, path: 'client/metrics', method: 'POST', body, headers }),
    }),
  }),
});
