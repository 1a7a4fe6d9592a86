import { baseApi } from '@/api/base-api';
import type { BlogPost } from '@/api/contract/content';
import { API } from '@/api/contract/paths';
import type { Locale } from '@/domain/constants';

export interface BlogArgs {
  tagNames: readonly string[];
  count: number;
  lang?: Locale;
}

export const blogApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    blogPosts: build.query<BlogPost[], BlogArgs>({
      query: ({ tagNames, count, lang }) => ({ ...API.blog, params: { tagNames: tagNames.join(','), count, lang } }),
    }),
    newsPosts: build.query<BlogPost[], BlogArgs>({
      query: ({ tagNames, count, lang }) => ({ ...API.news, params: { tagNames: tagNames.join(','), count, lang } }),
    }),
  }),
});
