// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { makeStore } from '@/test/stores';
import type { QueryError } from '@/api/base-api';
import { blogApi } from './blog-endpoints';

describe('blog calls (spec §7.3) against the demo API', () => {
  it('returns posts by tag and count in each language, with sized featured images and alt text', async () => {
    const store = makeStore();
    const en = await store
      .dispatch(blogApi.endpoints.blogPosts.initiate({ tagNames: ['buying-tips-residential'], count: 4, lang: 'en' }))
      .unwrap();
    expect(en).toHaveLength(4);
    for (const post of en) {
      expect(post.tags).toContain('buying-tips-residential');
      expect(post.title.rendered).toBeTruthy();
      expect(post.excerpt.rendered).toMatch(/^<p>/);
      expect(post.better_featured_image.alt_text).toBeTruthy();
      expect(Object.keys(post.better_featured_image.media_details.sizes)).toEqual([
        'thumbnail',
        'medium',
        'large',
        'full',
      ]);
    }
    const fr = await store
      .dispatch(blogApi.endpoints.blogPosts.initiate({ tagNames: ['cms-homeEstimator'], count: 3, lang: 'fr' }))
      .unwrap();
    expect(fr[0]!.lang).toBe('fr');
    const news = await store
      .dispatch(blogApi.endpoints.newsPosts.initiate({ tagNames: ['cms-homepage-news'], count: 2 }))
      .unwrap();
    expect(news).toHaveLength(2);
    const bad = await store.dispatch(blogApi.endpoints.blogPosts.initiate({ tagNames: [], count: 500 }));
    expect((bad.error as QueryError).status).toBe(400);
  });
});
